import { and, eq, or, sql } from 'drizzle-orm';
import { recordAudits } from '../../platform/audit/audit.js';
import { anyId, intArray, rowsOf } from '../../platform/db/arrays.js';
import type { UtilizationSource } from '../library/index.js';
import { personNameOf } from '../profiles/index.js';
import { participantRoutineItems } from './calendar.table.js';
import { CALENDAR_ITEM_ENTITY } from './definition-uses.js';

const items = participantRoutineItems;

/** The ids of a circuit item's exercises' media (`exercises` jsonb), as a set-returning subquery. */
const exerciseMediaOf = sql`select (e->>'mediaResourceId')::int from jsonb_array_elements(${items.exercises}) e`;

/** Items whose media, additional media or one of whose circuit exercises' media is one of these files. */
const itemUsesAny = (ids: number[]) =>
  or(
    anyId(items.mediaResourceId, ids),
    anyId(items.additionalMediaResourceId, ids),
    sql`(${items.kind} = 'SERIES' and exists (select 1 from (${exerciseMediaOf}) m(id) where m.id = any(${intArray(ids)})))`,
  );

/**
 * Library files on participants' calendars: an item's media or additional media, or the media of one of a
 * circuit item's exercises. The library's delete names them (PARTICIPANT_CALENDAR, one use per file and
 * participant: their name and id, how many items, the first and last date, the items' titles) and, forced,
 * leaves the items without that media, as it does for definitions (eligible for removal: the item stays in
 * the participant's plan with what they recorded; its picture or video goes).
 */
export const participantCalendarSource: UtilizationSource = {
  type: 'PARTICIPANT_CALENDAR',
  async find(tx, ctx, resourceIds) {
    const ids = intArray(resourceIds);
    const result = await tx.execute(sql`
      select u.id as "resourceId", ${items.participantProfileId} as "participantProfileId",
        ${personNameOf(items.participantProfileId)} as "participantName", count(*)::int as "items",
        min(${items.date})::text as "firstDate", max(${items.date})::text as "lastDate",
        string_agg(distinct ${items.title}, ', ' order by ${items.title}) as "titles"
      from ${items}
      cross join lateral (
        select ${items.mediaResourceId} union select ${items.additionalMediaResourceId} union ${exerciseMediaOf}
      ) u(id)
      where ${items.tenantId} = ${ctx.tenantId} and ${itemUsesAny(resourceIds)} and u.id = any(${ids})
      group by u.id, ${items.participantProfileId}
      order by u.id, "participantName", ${items.participantProfileId}`);
    return rowsOf<{
      resourceId: number;
      participantProfileId: number;
      participantName: string | null;
      items: number;
      firstDate: string;
      lastDate: string;
      titles: string;
    }>(result).map((r) => ({
      resourceId: Number(r.resourceId),
      utilization: {
        utilizationType: 'PARTICIPANT_CALENDAR' as const,
        eligibleForRemoval: true,
        metadata: {
          participantName: r.participantName ?? '',
          participantProfileId: String(r.participantProfileId),
          name: r.titles,
          items: String(r.items),
          firstDate: r.firstDate,
          lastDate: r.lastDate,
        },
      },
    }));
  },
  async release(tx, ctx, resourceIds) {
    const ids = intArray(resourceIds);
    const before = await tx
      .select()
      .from(items)
      .where(and(eq(items.tenantId, ctx.tenantId), itemUsesAny(resourceIds)));
    if (before.length === 0) return;
    const after = await tx
      .update(items)
      .set({
        mediaResourceId: sql`case when ${items.mediaResourceId} = any(${ids}) then null else ${items.mediaResourceId} end`,
        additionalMediaResourceId: sql`case when ${items.additionalMediaResourceId} = any(${ids}) then null else ${items.additionalMediaResourceId} end`,
        exercises: sql`(select coalesce(jsonb_agg(case when (x.e->>'mediaResourceId')::int = any(${ids})
          then jsonb_set(x.e, '{mediaResourceId}', 'null'::jsonb) else x.e end order by x.n), '[]'::jsonb)
          from jsonb_array_elements(${items.exercises}) with ordinality x(e, n))`,
        version: sql`${items.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(items.tenantId, ctx.tenantId), itemUsesAny(resourceIds)))
      .returning();
    const beforeOf = new Map(before.map((b) => [b.id, b]));
    await recordAudits(
      tx,
      ctx,
      after.map((row) => ({
        operation: 'UPDATE' as const,
        entityType: CALENDAR_ITEM_ENTITY,
        entityId: row.id,
        before: beforeOf.get(row.id),
        after: row,
      })),
    );
  },
};
