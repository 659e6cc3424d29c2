import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import { notificationListQuerySchema, notificationListSchema } from '@stride/contracts';
import { requireActor, tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { notifications } from './notifications.table.js';

type Row = typeof notifications.$inferSelect;

export const presentNotification = (n: Row) => ({
  id: n.id,
  type: n.type,
  code: n.code,
  message: n.message,
  linkMessage: n.linkMessage,
  unread: n.unread,
  createdDate: n.createdAt.toISOString(),
  resendAt: n.resendAt?.toISOString() ?? null,
  parameters: n.parameters as Record<string, unknown>,
});

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  typed(app).get(
    '/api/notification-service/notifications',
    {
      schema: {
        tags: ['notifications'],
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      return tenantTx(req, async (tx, ctx) => {
        const mine = and(eq(notifications.tenantId, ctx.tenantId), eq(notifications.userId, actor.userId));
        const where = req.query.filter === 'unread' ? and(mine, eq(notifications.unread, true)) : mine;
        const items = await tx
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt))
          .limit(req.query.pageSize);
        const [unread] = await tx
          .select({ n: count() })
          .from(notifications)
          .where(and(mine, eq(notifications.unread, true)));
        return { unread: unread?.n ?? 0, items: items.map(presentNotification) };
      });
    },
  );
}
