import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { pageViews } from './page-views.table.js';

/** Removes the page views of a user whose account is deleted; returns how many. */
export async function removePageViewsOf(tx: Db, tenantId: string, userId: number): Promise<number> {
  const removed = await tx
    .delete(pageViews)
    .where(and(eq(pageViews.tenantId, tenantId), eq(pageViews.userId, userId)))
    .returning({ id: pageViews.id });
  return removed.length;
}

/** A page view is an event, not a change of anyone's data: not audited. */
export async function recordPageView(tx: Db, tenantId: string, userId: number, path: string): Promise<void> {
  await tx.insert(pageViews).values({ tenantId, userId, path });
}

/** Page views per UTC day since `since` (days without any left out), oldest first: the admin panel's chart. */
export async function pageViewsPerDay(
  tx: Db,
  tenantId: string,
  since: Date,
): Promise<{ day: string; views: number }[]> {
  const day = sql<string>`to_char(${pageViews.at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await tx
    .select({ day, views: sql<number>`count(*)`.mapWith(Number) })
    .from(pageViews)
    .where(and(eq(pageViews.tenantId, tenantId), gte(pageViews.at, since)))
    .groupBy(day)
    .orderBy(day);
  return rows;
}
