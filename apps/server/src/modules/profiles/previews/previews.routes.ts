import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../../platform/http/route.js';
import { previewsByProfileIds, previewsByUuids } from './previews.service.js';

const api = endpoints.profiles;

/** Profile previews (name, avatar) for the chat, at most 25 per request; people not visible are left out. */
export async function profilePreviewsRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.previews, async ({ tx, ctx, query }) => ({
    items: await previewsByProfileIds(tx, ctx, query.profileIds),
  }));
  route(app, api.previewsByUuid, async ({ tx, ctx, query }) => ({
    items: await previewsByUuids(tx, ctx, query.profileUuids),
  }));
}
