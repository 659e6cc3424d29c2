import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, type DefinitionBody, type DefinitionKind, type EndpointDef } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { paged } from '../../platform/http/paging.js';
import { route } from '../../platform/http/route.js';
import { registerUtilizationSource } from '../library/utilizations.js';
import {
  copyDefinitions,
  createDefinition,
  deleteDefinition,
  getDefinition,
  listDefinitions,
  presentDefinitions,
  presentOne,
  updateDefinition,
  updateDefinitionItem,
  type SavedDefinition,
  type UploadedMedia,
} from './definitions.service.js';
import { copyFolder, createFolder, deleteFolder, listFolders, renameFolder } from './folders.service.js';
import { participantCalendarSource, routineDefinitionsSource } from './routines.utilizations.js';
import { calendarRoutes } from './calendar.routes.js';
import { calendarProgressRoutes } from './calendar-results.routes.js';
import { routineSharingRoutes } from './sharing.routes.js';
import { saveWithUploads, type InTx } from '../library/media-uploads.service.js';

const api = endpoints.routines;

/** The exercise library (spec 001 section 7, Definitions and Folders): staff only, by the routineDefinition policy. */
export async function routinesRoutes(app: FastifyInstance): Promise<void> {
  const { fileLinks } = app.platform;
  // The library's deletes ask whether a file is a definition's media or on a participant's calendar.
  registerUtilizationSource(routineDefinitionsSource);
  registerUtilizationSource(participantCalendarSource);

  /**
   * A create or update as JSON or multipart (model, file, additionalFile), as `saveWithUploads` takes them;
   * the definition is presented inside the transaction.
   */
  const save = (
    req: FastifyRequest,
    inTx: InTx,
    e: EndpointDef,
    jsonBody: DefinitionBody | undefined,
    write: (
      tx: Db,
      ctx: RequestContext & { actor: Actor },
      body: DefinitionBody,
      files: UploadedMedia,
    ) => Promise<SavedDefinition>,
  ) =>
    saveWithUploads(req, inTx, e, jsonBody, async (tx, ctx, body: DefinitionBody, files) => {
      const saved = await write(tx, ctx, body, files);
      return { result: await presentOne(tx, ctx, ctx.actor, saved.row, fileLinks), uploaded: saved.uploaded };
    });

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

    route(app, create, { transaction: false }, async ({ req, inTx, body }) =>
      save(req, inTx, create, body as DefinitionBody | undefined, (tx, ctx, b, files) =>
        createDefinition(tx, ctx, ctx.actor, k, b, files),
      ),
    );

    route(app, get, async ({ tx, ctx, actor, params }) =>
      presentOne(tx, ctx, actor, await getDefinition(tx, ctx, actor, params.id, k), fileLinks),
    );

    route(app, update, { transaction: false }, async ({ req, inTx, params, version, body }) =>
      save(req, inTx, update, body as DefinitionBody | undefined, (tx, ctx, b, files) =>
        updateDefinition(tx, ctx, ctx.actor, k, params.id, version, b, fileLinks, files),
      ),
    );

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
  // A participant's calendar of routine items (calendar.routes.ts).
  await calendarRoutes(app);
  await calendarProgressRoutes(app);
}
