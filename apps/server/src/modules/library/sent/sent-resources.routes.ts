import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { paged } from '../../../platform/http/paging.js';
import { route } from '../../../platform/http/route.js';
import { presentResource } from '../library.presenter.js';
import { startProcessing } from '../processing/processing.job.js';
import { getLibraryResource } from '../items/resources.service.js';
import {
  assertMayReadMediaOf,
  assertReceivers,
  deleteSentResources,
  listSentResources,
  sendResource,
  sendUploadedFile,
  type SentRow,
} from './sent-resources.service.js';
import { presentSentResource } from '../library.presenter.js';

const api = endpoints.library;

/**
 * Resources sent to participants (their media): sending a new upload or a library file, the lists of
 * what was sent, removing sent files. Participants may only read their own media.
 */
export async function sentResourcesRoutes(app: FastifyInstance): Promise<void> {
  const { fileLinks } = app.platform;
  const presentSent = (rows: SentRow[]) => rows.map((row) => presentSentResource(row, fileLinks));

  route(app, api.listSent, async ({ tx, ctx, actor, query }) => {
    await assertMayReadMediaOf(tx, ctx, actor, query.receiverProfileIds);
    const { rows, total } = await listSentResources(tx, ctx, query.receiverProfileIds, query);
    return paged('resources', presentSent(rows), total, query);
  });

  route(app, api.participantResources, async ({ tx, ctx, actor, params, query }) => {
    await assertMayReadMediaOf(tx, ctx, actor, [params.id]);
    const { rows, total } = await listSentResources(tx, ctx, [params.id], query);
    return paged('resources', presentSent(rows), total, query);
  });

  route(app, api.sendFile, async ({ tx, ctx, actor, body, req, afterCommit }) => {
    const { resource, sent } = await sendUploadedFile(tx, ctx, actor, body);
    const processing = { resourceId: resource.id, compress: body.compress };
    afterCommit(() => startProcessing(app.platform, req.tenant.id, processing, req.log));
    return { resource: presentResource(resource, fileLinks), sent: presentSent(sent) };
  });

  route(app, api.sendResource, async ({ tx, ctx, actor, params, body }) => {
    const resource = await getLibraryResource(tx, ctx, actor, params.id, 'libraryFile.send');
    await assertReceivers(tx, ctx, body.receiversId, 'body.receiversId');
    const sent = await sendResource(tx, ctx, actor, resource, body.receiversId);
    return { resource: presentResource(resource, fileLinks), sent: presentSent(sent) };
  });

  route(app, api.deleteSent, async ({ tx, ctx, actor, body }) => deleteSentResources(tx, ctx, actor, body.ids));
}
