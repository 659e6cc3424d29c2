import type { FastifyInstance } from 'fastify';
import { endpoints, SHARING_MESSAGES, type DefinitionKind } from '@stride/contracts';
import { paged } from '../../../platform/http/paging.js';
import { route } from '../../../platform/http/route.js';
import { importShared, sharedEvents, shareWith, shareWithActorCompany } from '../../sharing/index.js';
import { presentDefinitions } from '../routines.presenter.js';
import { presentFolder } from '../routines.presenter.js';
import { listReceivedItems, listSentItems, listSharedFolders } from './sharing-lists.service.js';
import { importSharedDefinitions } from './sharing-import.service.js';

const api = endpoints.routinesSharing;

/**
 * Sharing the exercise library between companies (spec 001 section 7), over the sharing module's rules
 * (its kinds DEFINITION and FOLDER: routines.sharing.ts): registered by routinesRoutes. The companies to
 * share with are the sharing module's call.
 */
export async function routineSharingRoutes(app: FastifyInstance): Promise<void> {
  const { fileLinks, events } = app.platform;

  const kinds = [
    [
      'EXERCISE',
      api.shareExercise,
      api.shareExerciseWithCompany,
      api.importSharedExercise,
      api.importCompanySharedExercise,
    ],
    ['SERIES', api.shareSeries, api.shareSeriesWithCompany, api.importSharedSeries, api.importCompanySharedSeries],
    [
      'ACTIVITY',
      api.shareActivity,
      api.shareActivityWithCompany,
      api.importSharedActivity,
      api.importCompanySharedActivity,
    ],
  ] as const;

  for (const [kind, share, shareWithCompany, importOne, importCompanyShared] of kinds) {
    const k: DefinitionKind = kind;
    route(app, share, async ({ tx, ctx, actor, params, body }) => {
      const out = await shareWith(tx, ctx, actor, 'DEFINITION', params.id, body.companyId, k);
      return { message: SHARING_MESSAGES.itemShared, sharedWith: out.sharedWith };
    });
    route(app, shareWithCompany, async ({ tx, ctx, actor, params }) => {
      const out = await shareWithActorCompany(tx, ctx, actor, 'DEFINITION', params.id, k);
      return { message: SHARING_MESSAGES.itemShared, sharedWith: out.sharedWith };
    });
    for (const e of [importOne, importCompanyShared]) {
      route(app, e, async ({ tx, ctx, actor, params, body }) => {
        const copy = await importShared(tx, ctx, actor, 'DEFINITION', params.id, { folderId: body.folderId }, k);
        return {
          message: SHARING_MESSAGES.itemImported,
          items: await presentDefinitions(tx, ctx, actor, [copy], fileLinks),
        };
      });
    }
  }

  route(app, api.listReceivedItems, async ({ tx, ctx, actor, query }) => {
    const { items, total } = await listReceivedItems(tx, ctx, actor, query, fileLinks);
    return paged('items', items, total, query);
  });

  route(app, api.listSentItems, async ({ tx, ctx, actor, query }) => {
    const { items, total } = await listSentItems(tx, ctx, actor, query, fileLinks);
    return paged('items', items, total, query);
  });

  route(app, api.listSentItemsTo, async ({ tx, ctx, actor, params, query }) => {
    const { items, total } = await listSentItems(tx, ctx, actor, query, fileLinks, params.companyId);
    return paged('items', items, total, query);
  });

  route(app, api.importSharedItems, async ({ tx, ctx, actor, body }) => {
    const rows = await importSharedDefinitions(tx, ctx, actor, body.items, body.folderId);
    const items = await presentDefinitions(tx, ctx, actor, rows, fileLinks);
    return { message: items.length === 1 ? SHARING_MESSAGES.itemImported : SHARING_MESSAGES.itemsImported, items };
  });

  route(app, api.shareFolder, async ({ tx, ctx, actor, params, body, afterCommit }) => {
    const out = await shareWith(tx, ctx, actor, 'FOLDER', params.id, body.companyId);
    afterCommit(() => Promise.all(sharedEvents(ctx, actor, out).map((e) => events.publish(e))));
    return { message: SHARING_MESSAGES.folderShared, sharedWith: out.sharedWith };
  });

  route(app, api.listSharedFolders, async ({ tx, ctx, actor, query }) => {
    const { folders, total } = await listSharedFolders(tx, ctx, actor, query);
    return paged('folders', folders, total, query);
  });

  route(app, api.importSharedFolder, async ({ tx, ctx, actor, params, body }) => {
    const { folder, items } = await importShared(tx, ctx, actor, 'FOLDER', params.id, { title: body.title });
    return {
      message: SHARING_MESSAGES.itemImported,
      folder: presentFolder(folder, items.length, actor),
      items: await presentDefinitions(tx, ctx, actor, items, fileLinks),
    };
  });
}
