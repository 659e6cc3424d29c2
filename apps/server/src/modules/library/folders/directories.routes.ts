import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../../platform/http/route.js';
import { createDirectory, deleteDirectory, updateDirectory } from './directories.service.js';
import { listDirectoryItems } from './directory-listing.js';
import { presentDirectory } from '../library.presenter.js';
import { ensureMainFolder } from './main-folder.js';
import { discardStoredKeys } from '../uploads/uploads.js';

const api = endpoints.library;

/** The library's folders (spec 001 section 7, Media library): staff only, each their own tree and their company's. */
export async function directoriesRoutes(app: FastifyInstance): Promise<void> {
  const { fileLinks, storage } = app.platform;

  route(app, api.mainFolder, async ({ tx, ctx, actor }) => presentDirectory(await ensureMainFolder(tx, ctx, actor)));

  route(app, api.listItems, async ({ tx, ctx, actor, params, query }) =>
    listDirectoryItems(tx, ctx, actor, params.id, query, fileLinks),
  );

  route(app, api.createDirectory, async ({ tx, ctx, actor, params, body }) =>
    createDirectory(tx, ctx, actor, params.id, body.name),
  );

  route(app, api.updateDirectory, async ({ tx, ctx, actor, params, version, body }) =>
    updateDirectory(tx, ctx, actor, params.id, version, body),
  );

  route(app, api.deleteDirectory, async ({ tx, ctx, actor, params, version, body, afterCommit }) => {
    const keys = await deleteDirectory(tx, ctx, actor, params.id, version, body?.force ?? false);
    afterCommit(() => discardStoredKeys(storage, keys));
  });
}
