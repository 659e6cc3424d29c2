import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { listNotifications } from './notifications.service.js';

/** The bell's list (spec 002 section 3). */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.notifications.list, async ({ tx, ctx, actor, query }) =>
    listNotifications(tx, ctx.tenantId, actor.userId, query),
  );
}
