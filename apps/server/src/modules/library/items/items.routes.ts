import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, resourceTitleBodySchema, type EndpointBody } from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { isMultipartRequest, parseJsonAlternative } from '../../../platform/http/multipart.js';
import { paged } from '../../../platform/http/paging.js';
import { route } from '../../../platform/http/route.js';
import {
  createItem,
  deleteItem,
  deleteItems,
  getItem,
  insertResource,
  searchItems,
  setItemLabels,
  updateItem,
} from './items.service.js';
import { presentResource } from '../library.presenter.js';
import { getVisibleDirectory } from '../library.queries.js';
import type { ResourceRow } from '../library.table.js';
import { startProcessing } from '../processing/processing.job.js';
import { claimStorageFile, discardStoredKeys, receiveMediaUpload } from '../uploads/uploads.js';

const api = endpoints.library;

type InTx = <T>(fn: (tx: Db, ctx: RequestContext & { actor: Actor }) => Promise<T>) => Promise<T>;

/** The optional title of a multipart upload (an empty field is no title). */
const uploadTitle = (value: string | undefined) =>
  value?.trim() ? parseJsonAlternative(resourceTitleBodySchema, { title: value }).title : undefined;

/** The library's files (spec 001 section 7, Media library): staff only. */
export async function itemsRoutes(app: FastifyInstance): Promise<void> {
  const { fileLinks, storage } = app.platform;
  const present = (row: ResourceRow) => presentResource(row, fileLinks);

  /** Multipart (file, optional title) streamed to storage; the folder is checked before any byte is stored. */
  async function fromUpload(req: FastifyRequest, inTx: InTx, directoryId: number): Promise<ResourceRow> {
    const { file, fields } = await receiveMediaUpload(req, {
      beforeStore: async (early) => {
        uploadTitle(early.title);
        await inTx((tx, ctx) => getVisibleDirectory(tx, ctx, ctx.actor, directoryId, 'libraryFolder.change'));
      },
    });
    try {
      const title = uploadTitle(fields.title);
      return await inTx((tx, ctx) => createItem(tx, ctx, ctx.actor, directoryId, file, title));
    } catch (err) {
      await discardStoredKeys(storage, [file.key]);
      throw err;
    }
  }

  /** JSON {storageFileId, title?}: a file uploaded before with POST /ml/files/upload. */
  function fromStorageFile(
    inTx: InTx,
    directoryId: number,
    body: EndpointBody<typeof api.createItem>,
  ): Promise<ResourceRow> {
    return inTx(async (tx, ctx) => {
      // The folder is checked before the upload is claimed: a bad folder answers 404 for the folder.
      const directory = await getVisibleDirectory(tx, ctx, ctx.actor, directoryId, 'libraryFolder.change');
      const file = await claimStorageFile(tx, ctx, body.storageFileId);
      return insertResource(tx, ctx, {
        directoryId: directory.id,
        ownerProfileId: ctx.actor.profileId,
        file,
        title: body.title,
      });
    });
  }

  route(app, api.createItem, { transaction: false }, async ({ req, inTx, params, body }) => {
    const row = isMultipartRequest(req)
      ? await fromUpload(req, inTx, params.id)
      : await fromStorageFile(inTx, params.id, body);
    await startProcessing(app.platform, req.tenant.id, { resourceId: row.id }, req.log);
    return present(row);
  });

  route(app, api.searchItems, async ({ tx, ctx, actor, params, query }) => {
    const { rows, total } = await searchItems(tx, ctx, actor, params.id, query);
    return paged('items', rows.map(present), total, query);
  });

  route(app, api.getItem, async ({ tx, ctx, actor, params }) => {
    const { resource } = await getItem(tx, ctx, actor, params.id, params.itemId);
    return present(resource);
  });

  route(app, api.updateItem, async ({ tx, ctx, actor, params, version, body }) => {
    const ids = { directoryId: params.id, itemId: params.itemId };
    return present(await updateItem(tx, ctx, actor, ids, version, body, fileLinks));
  });

  route(app, api.setItemLabels, async ({ tx, ctx, actor, params, version, body }) => {
    const ids = { directoryId: params.id, itemId: params.itemId };
    return present(await setItemLabels(tx, ctx, actor, ids, version, body.labels, fileLinks));
  });

  route(app, api.deleteItem, async ({ tx, ctx, actor, params, version, body, afterCommit }) => {
    const ids = { directoryId: params.id, itemId: params.itemId };
    const keys = await deleteItem(tx, ctx, actor, ids, version, body?.force ?? false, fileLinks);
    afterCommit(() => discardStoredKeys(storage, keys));
  });

  route(app, api.deleteItems, async ({ tx, ctx, actor, params, body, afterCommit }) => {
    const keys = await deleteItems(tx, ctx, actor, params.id, body.ids, body.force);
    afterCommit(() => discardStoredKeys(storage, keys));
  });
}
