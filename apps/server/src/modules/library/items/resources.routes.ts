import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { paged } from '../../../platform/http/paging.js';
import { route } from '../../../platform/http/route.js';
import { presentResource } from '../library.presenter.js';
import type { ResourceRow } from '../library.table.js';
import {
  getReadableResource,
  likeResource,
  searchResources,
  setResourceTitle,
  shareToCompany,
} from './resources.service.js';
import { thumbnailFromLibrary, thumbnailFromUpload } from '../processing/thumbnails.js';

const api = endpoints.library;

/**
 * Resources (spec 001 section 7 and spec 002): read, searched, liked, retitled, shared to a company,
 * given a thumbnail. Staff only, except GET /ml/resources/{id} of a file sent to oneself
 * (participants). Sending is in sent-resources.routes.ts.
 */
export async function resourcesRoutes(app: FastifyInstance): Promise<void> {
  const { fileLinks } = app.platform;
  const present = (row: ResourceRow) => presentResource(row, fileLinks);

  route(app, api.searchResources, async ({ tx, ctx, actor, query }) => {
    const { rows, total } = await searchResources(tx, ctx, actor, query);
    return paged('items', rows.map(present), total, query);
  });

  route(app, api.getResource, async ({ tx, ctx, actor, params }) =>
    present(await getReadableResource(tx, ctx, actor, params.id)),
  );

  route(app, api.like, async ({ tx, ctx, actor, params, body }) =>
    present(await likeResource(tx, ctx, actor, params.id, body.isFavorite)),
  );

  route(app, api.setTitle, async ({ tx, ctx, actor, params, version, body }) =>
    present(await setResourceTitle(tx, ctx, actor, params.id, version, body.title, fileLinks)),
  );

  route(app, api.shareToCompany, async ({ tx, ctx, actor, params, body, afterCommit }) => {
    const copy = await shareToCompany(tx, ctx, actor, params.id, body.companyId);
    afterCommit(() =>
      app.platform.events.publish({
        type: 'library.shared_to_company',
        tenantId: ctx.tenantId,
        actorUserId: actor.userId,
        payload: {
          resourceId: copy.id,
          folderId: copy.directoryId,
          companyId: body.companyId,
          title: copy.title,
          sharerUserId: actor.userId,
        },
      }),
    );
    return present(copy);
  });

  // The thumbnail steps store and read files between short transactions.
  route(app, api.setThumbnail, { transaction: false }, async ({ inTx, params, body }) =>
    present(await thumbnailFromUpload(inTx, app.platform, params.id, body.storageFileId)),
  );

  route(app, api.setThumbnailMl, { transaction: false }, async ({ inTx, params, version, body }) =>
    present(await thumbnailFromLibrary(inTx, app.platform, params.id, version, body)),
  );
}
