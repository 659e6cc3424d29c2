import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Notification, NotificationListQuery } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { notifications } from './notifications.table.js';

type Row = typeof notifications.$inferSelect;

export const presentNotification = (n: Row): Notification => ({
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

/** The bell: a user's own notifications, newest first, and how many are unread (spec 002 section 3). */
export async function listNotifications(tx: Db, tenantId: string, userId: number, query: NotificationListQuery) {
  const mine = and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId));
  const where = query.filter === 'unread' ? and(mine, eq(notifications.unread, true)) : mine;
  const items = await tx
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt))
    .limit(query.pageSize);
  const [unread] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(mine, eq(notifications.unread, true)));
  return { unread: unread?.n ?? 0, items: items.map(presentNotification) };
}

/** Unread notifications per user, for a few users, in one grouped query. */
export async function unreadCounts(tx: Db, tenantId: string, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(
      and(eq(notifications.tenantId, tenantId), inArray(notifications.userId, userIds), eq(notifications.unread, true)),
    )
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/** Removes every notification of a user whose account is deleted; returns how many. */
export async function removeNotificationsOf(tx: Db, tenantId: string, userId: number): Promise<number> {
  const removed = await tx
    .delete(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return removed.length;
}
