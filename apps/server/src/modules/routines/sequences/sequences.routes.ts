import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { paged } from '../../../platform/http/paging.js';
import { route } from '../../../platform/http/route.js';
import { createFolder, deleteFolder, listFolders, renameFolder } from '../folders/folders.service.js';
import { assignSequence, listAssignments } from './sequences.assign.js';
import {
  createSequence,
  deleteSequence,
  listSequences,
  moveSequence,
  readSequence,
  updateSequence,
} from './sequences.service.js';
import { duplicateSequence } from './sequences.copy.js';
import {
  addSequenceItem,
  copySequenceItem,
  copySequenceItems,
  moveSequenceItem,
  removeSequenceItems,
} from './sequence-items.service.js';
import { importShared, sharedEvents, shareWith } from '../../sharing/index.js';

const api = endpoints.sequences;

/**
 * Routines (the spec's sequences, spec 001 section 7): staff only, by the routineSequence policy. Every
 * change of a routine or its items takes the routine's If-Match and answers the whole routine.
 */
export async function sequencesRoutes(app: FastifyInstance): Promise<void> {
  const { fileLinks } = app.platform;

  route(app, api.list, async ({ tx, ctx, actor, query }) => {
    const { items, total } = await listSequences(tx, ctx, actor, query);
    return paged('items', items, total, query);
  });

  route(app, api.create, async ({ tx, ctx, actor, body }) => createSequence(tx, ctx, actor, body, fileLinks));

  route(app, api.get, async ({ tx, ctx, actor, params }) => readSequence(tx, ctx, actor, params.id, fileLinks));

  route(app, api.update, async ({ tx, ctx, actor, params, version, body }) =>
    updateSequence(tx, ctx, actor, params.id, version, body, fileLinks),
  );

  route(app, api.remove, async ({ tx, ctx, actor, params, version }) =>
    deleteSequence(tx, ctx, actor, params.id, version, fileLinks),
  );

  route(app, api.copy, async ({ tx, ctx, actor, params, body }) =>
    duplicateSequence(tx, ctx, actor, params.id, body, fileLinks),
  );

  route(app, api.moveToFolder, async ({ tx, ctx, actor, params, version, body }) =>
    moveSequence(tx, ctx, actor, params.id, version, body.folderId, fileLinks),
  );

  route(app, api.participants, async ({ tx, ctx, actor, params, query }) => {
    const { items, total } = await listAssignments(tx, ctx, actor, params.id, query);
    return paged('items', items, total, query);
  });

  route(app, api.addItem, async ({ tx, ctx, actor, params, version, body }) =>
    addSequenceItem(tx, ctx, actor, params.id, version, body, fileLinks),
  );

  route(app, api.copyItems, async ({ tx, ctx, actor, params, version, body }) =>
    copySequenceItems(tx, ctx, actor, params.id, version, body, fileLinks),
  );

  route(app, api.removeItems, async ({ tx, ctx, actor, params, version, body }) =>
    removeSequenceItems(tx, ctx, actor, params.id, version, body.items, fileLinks, false),
  );

  route(app, api.copyItem, async ({ tx, ctx, actor, params, version, body }) =>
    copySequenceItem(tx, ctx, actor, params.id, params.itemId, version, body.day, fileLinks),
  );

  route(app, api.moveItem, async ({ tx, ctx, actor, params, version, body }) =>
    moveSequenceItem(tx, ctx, actor, params.id, params.itemId, version, body, fileLinks),
  );

  route(app, api.removeItem, async ({ tx, ctx, actor, params, version }) =>
    removeSequenceItems(tx, ctx, actor, params.id, version, [params.itemId], fileLinks, true),
  );

  route(app, api.assign, async ({ tx, ctx, actor, params, body }) => {
    const done = await assignSequence(tx, ctx, actor, params.id, body);
    return { message: 'Routine assigned!', ...done };
  });

  // Sharing: the sharing module's rules for the kind SEQUENCE (routines.sharing.ts); receivers are told.
  route(app, api.share, async ({ tx, ctx, actor, params, body, afterCommit }) => {
    const out = await shareWith(tx, ctx, actor, 'SEQUENCE', params.id, body.companyId);
    afterCommit(() => Promise.all(sharedEvents(ctx, actor, out).map((e) => app.platform.events.publish(e))));
    return { message: 'Routine shared!', sharedWith: out.sharedWith };
  });

  route(app, api.copyShared, async ({ tx, ctx, actor, params, body }) =>
    importShared(tx, ctx, actor, 'SEQUENCE', params.id, { folderId: body.folderId, links: fileLinks }),
  );

  // Folders of routines: the definitions' folder calls, on folders that hold routines.
  route(app, api.listFolders, async ({ tx, ctx, actor, query }) => {
    const { folders, total } = await listFolders(tx, ctx, actor, query, 'SEQUENCES');
    return paged('folders', folders, total, query);
  });

  route(app, api.createFolder, async ({ tx, ctx, actor, body }) =>
    createFolder(tx, ctx, actor, body.title, 'SEQUENCES'),
  );

  route(app, api.updateFolder, async ({ tx, ctx, actor, params, version, body }) =>
    renameFolder(tx, ctx, actor, params.id, version, body.title, 'SEQUENCES'),
  );

  route(app, api.deleteFolder, async ({ tx, ctx, actor, params, version }) =>
    deleteFolder(tx, ctx, actor, params.id, version, { completely: false, force: false }, 'SEQUENCES'),
  );

  route(app, api.deleteFolderCompletely, async ({ tx, ctx, actor, params, version }) =>
    deleteFolder(tx, ctx, actor, params.id, version, { completely: true, force: false }, 'SEQUENCES'),
  );
}
