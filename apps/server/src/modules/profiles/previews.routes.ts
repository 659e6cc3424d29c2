import type { FastifyInstance } from 'fastify';
import { profilePreviewQuerySchema, profilePreviewsSchema, profilePreviewUuidQuerySchema } from '@stride/contracts';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { previewsByProfileIds, previewsByUuids } from './previews.service.js';

/** Profile previews (name, avatar) for the chat, at most 25 per request; people not visible are left out. */
export async function profilePreviewsRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['profiles'];
  r.get(
    '/api/profiles/preview',
    { schema: { tags, querystring: profilePreviewQuerySchema, response: { 200: profilePreviewsSchema } } },
    async (req) => ({ items: await tenantTx(req, (tx, ctx) => previewsByProfileIds(tx, ctx, req.query.profileIds)) }),
  );
  r.get(
    '/api/profiles/preview/uuid',
    { schema: { tags, querystring: profilePreviewUuidQuerySchema, response: { 200: profilePreviewsSchema } } },
    async (req) => ({ items: await tenantTx(req, (tx, ctx) => previewsByUuids(tx, ctx, req.query.profileUuids)) }),
  );
}
