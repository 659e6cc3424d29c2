import type { FastifyInstance } from 'fastify';
import {
  createDirectoryBodySchema,
  directoryItemsQuerySchema,
  directoryItemsSchema,
  directorySchema,
  forceBodySchema,
  idParamsSchema,
  mainFolderSchema,
  STAFF_ROLES,
  updateDirectoryBodySchema,
} from '@stride/contracts';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { createDirectory, deleteDirectory, updateDirectory } from './directories.service.js';
import { listDirectoryItems } from './directory-listing.js';
import { libraryTx } from './library.policy.js';
import { presentDirectory } from './library.presenter.js';
import { ensureMainFolder } from './main-folder.js';
import { discardStoredKeys } from './uploads.js';

/** The library's folders (spec 001 section 7, Media library): staff only, each their own tree and their company's. */
export async function directoriesRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['library'];
  const config = { roles: STAFF_ROLES };
  const { fileLinks, storage } = app.platform;

  r.get(
    '/api/ml/directories/main',
    {
      config,
      schema: {
        tags,
        description: "The signed-in staff member's main folder, made on first use (profiles.main_folder_id).",
        response: { 200: mainFolderSchema },
      },
    },
    async (req, reply) => {
      const row = await tenantTx(req, (tx, ctx) => ensureMainFolder(tx, ctx));
      return sendVersioned(reply, presentDirectory(row));
    },
  );

  r.get(
    '/api/ml/directories/:id/items',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: directoryItemsQuerySchema,
        response: { 200: directoryItemsSchema },
      },
    },
    async (req) =>
      libraryTx(req, (tx, ctx, viewer) => listDirectoryItems(tx, ctx, viewer, req.params.id, req.query, fileLinks)),
  );

  r.post(
    '/api/ml/directories/:id',
    {
      config,
      schema: { tags, params: idParamsSchema, body: createDirectoryBodySchema, response: { 201: directorySchema } },
    },
    async (req, reply) => {
      const dir = await libraryTx(req, (tx, ctx, viewer) =>
        createDirectory(tx, ctx, viewer, req.params.id, req.body.name),
      );
      return reply.status(201).send(sendVersioned(reply, dir));
    },
  );

  r.put(
    '/api/ml/directories/:id',
    {
      config,
      schema: { tags, params: idParamsSchema, body: updateDirectoryBodySchema, response: { 200: directorySchema } },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const dir = await libraryTx(req, (tx, ctx, viewer) =>
        updateDirectory(tx, ctx, viewer, req.params.id, version, req.body),
      );
      return sendVersioned(reply, dir);
    },
  );

  r.delete(
    '/api/ml/directories/:id',
    {
      config,
      schema: {
        tags,
        description: 'A folder with content needs {force: true}; a refusal is 409 MEDIA_IN_USE with the file list.',
        params: idParamsSchema,
        body: forceBodySchema.nullable(),
      },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const keys = await libraryTx(req, (tx, ctx, viewer) =>
        deleteDirectory(tx, ctx, viewer, req.params.id, version, req.body?.force ?? false),
      );
      await discardStoredKeys(storage, keys);
      return reply.status(204).send();
    },
  );
}
