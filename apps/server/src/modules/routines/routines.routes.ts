import type { FastifyInstance } from 'fastify';
import { endpoints, type DefinitionKind } from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { route } from '../../platform/http/route.js';
import {
  createDefinition,
  getDefinition,
  listDefinitions,
  updateDefinition,
  updateDefinitionItem,
} from './definitions/definitions.service.js';
import { copyDefinitions } from './definitions/definitions-copy.service.js';
import { deleteDefinition } from './definitions/definitions-delete.service.js';
import { presentDefinitions, presentOne } from './routines.presenter.js';
import { copyFolder, createFolder, deleteFolder, listFolders, renameFolder } from './folders/folders.service.js';
import { routineSharingRoutes } from './shared/sharing.routes.js';

const api = endpoints.routines;

/** The exercise library (spec 001 section 7, Definitions and Folders): staff only, by the routineDefinition policy. */
export async function routinesRoutes(app: FastifyInstance): Promise<void> {
  const { fileLinks } = app.platform;
  const kinds = [
    ['EXERCISE', api.listExercises, api.createExercise, api.getExercise, api.updateExercise, api.deleteExercise],
    ['SERIES', api.listSeries, api.createSeries, api.getSeries, api.updateSeries, api.deleteSeries],
    ['ACTIVITY', api.listActivities, api.createActivity, api.getActivity, api.updateActivity, api.deleteActivity],
  ] as const;

  for (const [kind, list, create, get, update, remove] of kinds) {
    const k: DefinitionKind = kind;
    route(app, list, async ({ tx, ctx, actor, query }) => {
      const { rows, total } = await listDefinitions(tx, ctx, actor, { ...query, kind: k });
      return paged('items', await presentDefinitions(tx, ctx, actor, rows, fileLinks), total, query);
    });

    route(app, create, async ({ tx, ctx, actor, body, files, uploaded }) =>
      presentOne(tx, ctx, actor, await createDefinition(tx, ctx, actor, k, body, files, uploaded), fileLinks),
    );

    route(app, get, async ({ tx, ctx, actor, params }) =>
      presentOne(tx, ctx, actor, await getDefinition(tx, ctx, actor, params.id, k), fileLinks),
    );

    route(app, update, async ({ tx, ctx, actor, params, version, body, files, uploaded }) => {
      const row = await updateDefinition(tx, ctx, actor, k, params.id, version, body, fileLinks, files, uploaded);
      return presentOne(tx, ctx, actor, row, fileLinks);
    });

    route(app, remove, async ({ tx, ctx, actor, params, version, body }) =>
      deleteDefinition(tx, ctx, actor, k, params.id, version, body?.force ?? false, fileLinks),
    );
  }

  route(app, api.listItems, async ({ tx, ctx, actor, query }) => {
    const { rows, total } = await listDefinitions(tx, ctx, actor, query);
    return paged('items', await presentDefinitions(tx, ctx, actor, rows, fileLinks), total, query);
  });

  route(app, api.updateItem, async ({ tx, ctx, actor, params, version, body }) => {
    const row = await updateDefinitionItem(tx, ctx, actor, params.id, version, body, fileLinks);
    return presentOne(tx, ctx, actor, row, fileLinks);
  });

  route(app, api.copyItems, async ({ tx, ctx, actor, body }) => {
    const rows = await copyDefinitions(tx, ctx, actor, body.items, body.folderId);
    const items = await presentDefinitions(tx, ctx, actor, rows, fileLinks);
    return { message: items.length === 1 ? 'Item duplicated!' : 'Items duplicated!', items };
  });

  route(app, api.listFolders, async ({ tx, ctx, actor, query }) => {
    const { folders, total } = await listFolders(tx, ctx, actor, query);
    return paged('folders', folders, total, query);
  });

  route(app, api.createFolder, async ({ tx, ctx, actor, body }) => createFolder(tx, ctx, actor, body.title));

  route(app, api.updateFolder, async ({ tx, ctx, actor, params, version, body }) =>
    renameFolder(tx, ctx, actor, params.id, version, body.title),
  );

  route(app, api.deleteFolder, async ({ tx, ctx, actor, params, version }) =>
    deleteFolder(tx, ctx, actor, params.id, version, { completely: false, force: false }),
  );

  route(app, api.deleteFolderCompletely, async ({ tx, ctx, actor, params, version, body }) =>
    deleteFolder(tx, ctx, actor, params.id, version, { completely: true, force: body?.force ?? false }),
  );

  route(app, api.copyFolder, async ({ tx, ctx, actor, params, body }) =>
    copyFolder(tx, ctx, actor, params.id, body.title),
  );
  // Sharing between companies (sharing.routes.ts).
  await routineSharingRoutes(app);
}
