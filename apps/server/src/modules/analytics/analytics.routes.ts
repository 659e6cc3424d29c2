import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { recordPageView } from './page-views.service.js';

/** POST /page-views: one event per navigation of the portal. */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.analytics.pageView, async ({ tx, ctx, actor, body }) => {
    await recordPageView(tx, ctx.tenantId, actor.userId, body.path);
  });
}
