import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DefinitionKind, ItemState } from '@stride/contracts';
import { rowsOf } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { participantRoutineItems as i, participantRoutineResults as r } from './calendar.table.js';

/**
 * How an item stands, in SQL (the one definition, for the report's rows and the totals): no result is
 * MISSED before `today` and PLANNED from it on; a done result with any recorded value under the prescribed
 * one is PARTIAL (a value not recorded, or not prescribed, is no shortfall).
 */
export const itemState = (today: string): SQL<ItemState> => sql<ItemState>`case
  when ${r.itemId} is null then case when ${i.date} < ${today}::date then 'MISSED' else 'PLANNED' end
  when ${r.status} = 'SKIPPED' then 'SKIPPED'
  when ${r.series} < ${i.series} or ${r.repetitions} < ${i.repetitions} or ${r.weight} < ${i.weight}
    or ${r.timeSeconds} < ${i.timeSeconds} or ${r.distance} < ${i.distance} then 'PARTIAL'
  else 'DONE' end`;

/** An item's result (at most one), for a left join. */
export const resultOfItem = and(eq(r.tenantId, i.tenantId), eq(r.itemId, i.id));

/** The items of a participant's range (of one kind, if given), by date then position, with results and states. */
export function reportRows(
  tx: Db,
  tenantId: string,
  profileId: number,
  range: { from: string; to: string; kind?: DefinitionKind | undefined },
  today: string,
) {
  return tx
    .select({ item: i, result: r, state: itemState(today) })
    .from(i)
    .leftJoin(r, resultOfItem)
    .where(
      and(
        eq(i.tenantId, tenantId),
        eq(i.participantProfileId, profileId),
        gte(i.date, range.from),
        lte(i.date, range.to),
        range.kind ? eq(i.kind, range.kind) : undefined,
      ),
    )
    .orderBy(asc(i.date), asc(i.position), asc(i.id));
}

/** Counts of items by state, as the totals' SQL answers them (strings on some drivers). */
export interface StateCountRow {
  planned: number;
  done: number;
  partial: number;
  skipped: number;
  missed: number;
  total: number;
}

export interface TotalRow extends StateCountRow {
  /** Which grouping the row is: 'all', 'kind', 'week' or 'day'. */
  grouping: 'all' | 'kind' | 'week' | 'day';
  kind: DefinitionKind | null;
  week: string | null;
  day: string | null;
  ratingSum: number;
  ratingCount: number;
}

/**
 * The totals of a participant's range in one query: the items' states counted by GROUPING SETS, for the
 * whole range, per kind, per week (from Monday) and per day (the streaks read the days). Reads the index
 * on (tenant, participant, date, position) and the results by their key.
 */
export async function totalRows(
  tx: Db,
  tenantId: string,
  profileId: number,
  range: { from: string; to: string },
  today: string,
): Promise<TotalRow[]> {
  const res = await tx.execute(sql`
    with s as (
      select ${i.date} as day, ${i.kind} as kind, date_trunc('week', ${i.date})::date as week,
        ${itemState(today)} as state, ${r.rating} as rating
      from ${i} left join ${r} on ${resultOfItem}
      where ${i.tenantId} = ${tenantId} and ${i.participantProfileId} = ${profileId}
        and ${i.date} >= ${range.from}::date and ${i.date} <= ${range.to}::date
    )
    select
      case when grouping(kind) = 0 then 'kind' when grouping(week) = 0 then 'week'
        when grouping(day) = 0 then 'day' else 'all' end as grouping,
      kind, week::text as week, day::text as day,
      count(*) filter (where state = 'PLANNED')::int as planned,
      count(*) filter (where state = 'DONE')::int as done,
      count(*) filter (where state = 'PARTIAL')::int as partial,
      count(*) filter (where state = 'SKIPPED')::int as skipped,
      count(*) filter (where state = 'MISSED')::int as missed,
      count(*)::int as total,
      coalesce(sum(rating), 0)::int as "ratingSum",
      count(rating)::int as "ratingCount"
    from s
    group by grouping sets ((), (kind), (week), (day))`);
  return rowsOf<TotalRow>(res).map((row) => ({
    ...row,
    planned: Number(row.planned),
    done: Number(row.done),
    partial: Number(row.partial),
    skipped: Number(row.skipped),
    missed: Number(row.missed),
    total: Number(row.total),
    ratingSum: Number(row.ratingSum),
    ratingCount: Number(row.ratingCount),
  }));
}
