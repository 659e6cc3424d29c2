import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  createItemBodySchema,
  deleteItemsBodySchema,
  directoryItemParamsSchema,
  forceBodySchema,
  idParamsSchema,
  itemLabelsBodySchema,
  librarySearchQuerySchema,
  resourceListSchema,
  resourceSchema,
  resourceTitleBodySchema,
  STAFF_ROLES,
  updateItemBodySchema,
} from '@stride/contracts';
import { badRequest } from '../../platform/http/errors.js';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { paged } from '../../platform/http/paging.js';
import { typed } from '../../platform/http/server.js';
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
import { assertLibraryUser, libraryTx } from './library.policy.js';
import { presentResource } from './library.presenter.js';
import { getVisibleDirectory } from './library.queries.js';
import type { ResourceRow } from './library.table.js';
import { startProcessing } from './processing.job.js';
import { claimStorageFile, discardStoredKeys, receiveMediaUpload } from './uploads.js';

/** A body checked by hand (a route that takes multipart or JSON has no body schema): 400 with the fields. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message }));
  throw badRequest(`Invalid input: ${details[0]!.path} - ${details[0]!.message}`, details);
}

/** The optional title of a multipart upload (an empty field is no title). */
const uploadTitle = (value: string | undefined) =>
  value?.trim() ? parseBody(resourceTitleBodySchema, { title: value }).title : undefined;

/** The library's files (spec 001 section 7, Media library): staff only. */
export async function itemsRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['library'];
  const config = { roles: STAFF_ROLES };
  const { fileLinks, storage } = app.platform;
  const present = (row: ResourceRow) => presentResource(row, fileLinks);

  /** Multipart (file, optional title) streamed to storage; the folder is checked before any byte is stored. */
  async function fromUpload(req: FastifyRequest, directoryId: number): Promise<ResourceRow> {
    const { file, fields } = await receiveMediaUpload(req, {
      beforeStore: async (early) => {
        uploadTitle(early.title);
        await libraryTx(req, async (tx, ctx, viewer) => {
          assertLibraryUser(viewer);
          await getVisibleDirectory(tx, ctx, viewer, directoryId);
        });
      },
    });
    try {
      const title = uploadTitle(fields.title);
      return await libraryTx(req, (tx, ctx, viewer) => createItem(tx, ctx, viewer, directoryId, file, title));
    } catch (err) {
      await discardStoredKeys(storage, [file.key]);
      throw err;
    }
  }

  /** JSON {storageFileId, title?}: a file uploaded before with POST /ml/files/upload. */
  async function fromStorageFile(req: FastifyRequest, directoryId: number): Promise<ResourceRow> {
    const body = parseBody(createItemBodySchema, req.body);
    return libraryTx(req, async (tx, ctx, viewer) => {
      // The folder is checked before the upload is claimed: a bad folder answers 404 for the folder.
      assertLibraryUser(viewer);
      const directory = await getVisibleDirectory(tx, ctx, viewer, directoryId);
      const file = await claimStorageFile(tx, ctx, body.storageFileId);
      return insertResource(tx, ctx, {
        directoryId: directory.id,
        ownerProfileId: viewer.profileId,
        file,
        title: body.title,
      });
    });
  }

  r.post(
    '/api/ml/directories/:id/items',
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        description:
          'Multipart (file, optional title; up to 1 GB) or JSON {storageFileId, title?}. The item is processing until its job ends.',
        params: idParamsSchema,
        response: { 201: resourceSchema },
      },
    },
    async (req, reply) => {
      const row = req.isMultipart() ? await fromUpload(req, req.params.id) : await fromStorageFile(req, req.params.id);
      await startProcessing(app.platform, req.tenant.id, { resourceId: row.id }, req.log);
      return reply.status(201).send(sendVersioned(reply, present(row)));
    },
  );

  r.get(
    '/api/ml/directories/:id/items/search',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: librarySearchQuerySchema,
        response: { 200: resourceListSchema },
      },
    },
    async (req) => {
      const { rows, total } = await libraryTx(req, (tx, ctx, viewer) =>
        searchItems(tx, ctx, viewer, req.params.id, req.query),
      );
      return paged('items', rows.map(present), total, req.query);
    },
  );

  r.get(
    '/api/ml/directories/:id/items/:itemId',
    { config, schema: { tags, params: directoryItemParamsSchema, response: { 200: resourceSchema } } },
    async (req, reply) => {
      const { resource } = await libraryTx(req, (tx, ctx, viewer) =>
        getItem(tx, ctx, viewer, req.params.id, req.params.itemId),
      );
      return sendVersioned(reply, present(resource));
    },
  );

  r.put(
    '/api/ml/directories/:id/items/:itemId',
    {
      config,
      schema: {
        tags,
        params: directoryItemParamsSchema,
        body: updateItemBodySchema,
        response: { 200: resourceSchema },
      },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const row = await libraryTx(req, (tx, ctx, viewer) =>
        updateItem(
          tx,
          ctx,
          viewer,
          { directoryId: req.params.id, itemId: req.params.itemId },
          version,
          req.body,
          fileLinks,
        ),
      );
      return sendVersioned(reply, present(row));
    },
  );

  r.put(
    '/api/ml/directories/:id/items/:itemId/labels',
    {
      config,
      schema: {
        tags,
        params: directoryItemParamsSchema,
        body: itemLabelsBodySchema,
        response: { 200: resourceSchema },
      },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const row = await libraryTx(req, (tx, ctx, viewer) =>
        setItemLabels(
          tx,
          ctx,
          viewer,
          { directoryId: req.params.id, itemId: req.params.itemId },
          version,
          req.body.labels,
          fileLinks,
        ),
      );
      return sendVersioned(reply, present(row));
    },
  );

  r.delete(
    '/api/ml/directories/:id/items/:itemId',
    {
      config,
      schema: {
        tags,
        description: 'A file in use needs {force: true}; a refusal is 409 MEDIA_IN_USE with the file list.',
        params: directoryItemParamsSchema,
        body: forceBodySchema.nullable(),
      },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const keys = await libraryTx(req, (tx, ctx, viewer) =>
        deleteItem(
          tx,
          ctx,
          viewer,
          { directoryId: req.params.id, itemId: req.params.itemId },
          version,
          req.body?.force ?? false,
          fileLinks,
        ),
      );
      await discardStoredKeys(storage, keys);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/ml/directories/:id/items',
    {
      config,
      schema: {
        tags,
        description: 'Files of this folder, all or nothing; files in use need {force: true} (409 MEDIA_IN_USE).',
        params: idParamsSchema,
        body: deleteItemsBodySchema,
      },
    },
    async (req, reply) => {
      const keys = await libraryTx(req, (tx, ctx, viewer) =>
        deleteItems(tx, ctx, viewer, req.params.id, req.body.ids, req.body.force),
      );
      await discardStoredKeys(storage, keys);
      return reply.status(204).send();
    },
  );
}
