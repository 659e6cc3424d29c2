import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { notifications } from './notifications.table.js';

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
