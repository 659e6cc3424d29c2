import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { Role } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { person, selectPeople } from '../profiles/index.js';

export type RangeUnit = 'day' | 'week' | 'month' | 'year';

/** Participant counts of one scope; see participantFiguresSchema for what each one means. */
export interface Figures {
  total: number;
  active: number;
  inactive: number;
  newParticipants: number;
  signedIn: number;
  newSignIns: number;
  notSignedIn: number;
  neverSignedIn: number;
}

export const NO_FIGURES: Figures = {
  total: 0,
  active: 0,
  inactive: 0,
  newParticipants: 0,
  signedIn: 0,
  newSignIns: 0,
  notSignedIn: 0,
  neverSignedIn: 0,
};

export interface FiguresScope {
  /** null: a scope with nobody in it (staff without a company). */
  companyId: number | null;
  advisorProfileId?: number;
}

export interface FiguresResult {
  /** Start of the range in the given zone, null for all time. */
  from: Date | null;
  to: Date;
  total: Figures;
  /** Per advisor profile id (only when asked for). */
  byAdvisor: Map<number, Figures>;
}

const counted = (cond: SQL | undefined) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);

/**
 * One grouped query: participant counts of a company (or of one advisor), for a range that starts
 * at the beginning of today, this week (Monday), month or year in the zone `tz` — or all time when
 * unit is null — and, with byAdvisor, the same counts per advisor (GROUPING SETS).
 */
export async function participantFigures(
  tx: Db,
  tenantId: string,
  scope: FiguresScope,
  range: { unit: RangeUnit | null; tz: string },
  byAdvisor = false,
): Promise<FiguresResult> {
  const from = range.unit
    ? sql`(date_trunc(${range.unit}, now() at time zone ${range.tz}) at time zone ${range.tz})`
    : null;
  const active = eq(person.isActive, true);
  const signedInSince = from ? sql`${person.lastLoginAt} >= ${from}` : sql`${person.lastLoginAt} is not null`;
  const rows = await selectPeople(tx, {
    advisorProfileId: byAdvisor ? person.advisorProfileId : sql<number | null>`null::int`,
    isTotal: (byAdvisor ? sql<number>`grouping(${person.advisorProfileId})` : sql<number>`1`).mapWith(Number),
    total: sql<number>`count(*)`.mapWith(Number),
    active: counted(active),
    inactive: counted(eq(person.isActive, false)),
    newParticipants: counted(from ? sql`${person.createdAt} >= ${from}` : sql`true`),
    signedIn: counted(signedInSince),
    newSignIns: counted(from ? sql`${person.firstLoginAt} >= ${from}` : signedInSince),
    notSignedIn: counted(
      and(
        active,
        from ? sql`(${person.lastLoginAt} is null or ${person.lastLoginAt} < ${from})` : isNull(person.lastLoginAt),
      ),
    ),
    neverSignedIn: counted(and(active, isNull(person.lastLoginAt))),
    from: (from ?? sql`null::timestamptz`).mapWith(person.createdAt),
    to: sql`now()`.mapWith(person.createdAt),
  })
    .where(
      and(
        eq(person.tenantId, tenantId),
        eq(person.roleId, Role.Participant),
        scope.companyId === null ? sql`false` : eq(person.companyId, scope.companyId),
        scope.advisorProfileId === undefined ? undefined : eq(person.advisorProfileId, scope.advisorProfileId),
      ),
    )
    .groupBy(...(byAdvisor ? [sql`grouping sets ((${person.advisorProfileId}), ())`] : []));
  const figures = (r: (typeof rows)[number]): Figures => ({
    total: r.total,
    active: r.active,
    inactive: r.inactive,
    newParticipants: r.newParticipants,
    signedIn: r.signedIn,
    newSignIns: r.newSignIns,
    notSignedIn: r.notSignedIn,
    neverSignedIn: r.neverSignedIn,
  });
  const totalRow = rows.find((r) => r.isTotal === 1)!;
  const byAdvisorMap = new Map<number, Figures>();
  for (const r of rows)
    if (r.isTotal === 0 && r.advisorProfileId !== null) byAdvisorMap.set(r.advisorProfileId, figures(r));
  return { from: totalRow.from, to: totalRow.to, total: figures(totalRow), byAdvisor: byAdvisorMap };
}
