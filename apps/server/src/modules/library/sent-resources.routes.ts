import type { FastifyInstance } from 'fastify';
import {
  deleteSentBodySchema,
  idParamsSchema,
  participantResourcesQuerySchema,
  sendFileBodySchema,
  sendResourceBodySchema,
  sendResultSchema,
  sentResourceListSchema,
  sentResourcesQuerySchema,
  STAFF_ROLES,
} from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { typed } from '../../platform/http/server.js';
import { insertResource } from './items.service.js';
import { assertLibraryUser, libraryTx } from './library.policy.js';
import { presentResource } from './library.presenter.js';
import { ensureMainFolder } from './main-folder.js';
import { startProcessing } from './processing.job.js';
import { getLibraryResource } from './resources.service.js';
import {
  assertMayReadMediaOf,
  assertReceivers,
  deleteSentResources,
  listSentResources,
  presentSentResource,
  sendResource,
  type SentRow,
} from './sent-resources.service.js';
import { claimStorageFile } from './uploads.js';

/**
 * Resources sent to participants (their media): sending a new upload or a library file, the lists of
 * what was sent, removing sent files. Participants may only read their own media.
 */
export async function sentResourcesRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['library'];
  const staff = { roles: STAFF_ROLES };
  const { fileLinks } = app.platform;
  const presentSent = (rows: SentRow[]) => rows.map((row) => presentSentResource(row, fileLinks));

  r.get(
    '/api/ml/resources',
    {
      schema: {
        tags,
        description: 'What was sent to these participants (profile ids), newest first.',
        querystring: sentResourcesQuerySchema,
        response: { 200: sentResourceListSchema },
      },
    },
    async (req) => {
      const { rows, total } = await libraryTx(req, async (tx, ctx, viewer) => {
        await assertMayReadMediaOf(tx, ctx, viewer, req.query.receiverProfileIds);
        return listSentResources(tx, ctx, req.query.receiverProfileIds, req.query);
      });
      return paged('resources', presentSent(rows), total, req.query);
    },
  );

  r.get(
    '/api/ml/participants/:id/resources',
    {
      schema: {
        tags,
        description: "A participant's media (by profile id): what was sent to them, newest first.",
        params: idParamsSchema,
        querystring: participantResourcesQuerySchema,
        response: { 200: sentResourceListSchema },
      },
    },
    async (req) => {
      const { rows, total } = await libraryTx(req, async (tx, ctx, viewer) => {
        await assertMayReadMediaOf(tx, ctx, viewer, [req.params.id]);
        return listSentResources(tx, ctx, [req.params.id], req.query);
      });
      return paged('resources', presentSent(rows), total, req.query);
    },
  );

  r.post(
    '/api/ml/resources/send',
    {
      config: staff,
      schema: {
        tags,
        description: "A file uploaded with POST /ml/files/upload, kept in the sender's main folder and sent.",
        body: sendFileBodySchema,
        response: { 201: sendResultSchema },
      },
    },
    async (req, reply) => {
      const { storageFileId, compress, receiversId, title } = req.body;
      const { resource, sent } = await libraryTx(req, async (tx, ctx, viewer) => {
        assertLibraryUser(viewer);
        await assertReceivers(tx, ctx, receiversId, 'body.receiversId');
        const folder = await ensureMainFolder(tx, ctx, viewer);
        const file = await claimStorageFile(tx, ctx, storageFileId);
        const row = await insertResource(tx, ctx, {
          directoryId: folder.id,
          ownerProfileId: viewer.profileId,
          file,
          title,
        });
        return { resource: row, sent: await sendResource(tx, ctx, viewer, row, receiversId) };
      });
      await startProcessing(app.platform, req.tenant.id, { resourceId: resource.id, compress }, req.log);
      return reply.status(201).send({ resource: presentResource(resource, fileLinks), sent: presentSent(sent) });
    },
  );

  r.post(
    '/api/ml/resources/:id/send',
    {
      config: staff,
      schema: { tags, params: idParamsSchema, body: sendResourceBodySchema, response: { 200: sendResultSchema } },
    },
    async (req) => {
      const { resource, sent } = await libraryTx(req, async (tx, ctx, viewer) => {
        const row = await getLibraryResource(tx, ctx, viewer, req.params.id);
        await assertReceivers(tx, ctx, req.body.receiversId, 'body.receiversId');
        return { resource: row, sent: await sendResource(tx, ctx, viewer, row, req.body.receiversId) };
      });
      return { resource: presentResource(resource, fileLinks), sent: presentSent(sent) };
    },
  );

  r.post(
    '/api/ml/resources/deleteSent',
    { config: staff, schema: { tags, body: deleteSentBodySchema } },
    async (req, reply) => {
      await libraryTx(req, (tx, ctx, viewer) => deleteSentResources(tx, ctx, viewer, req.body.ids));
      return reply.status(204).send();
    },
  );
}
