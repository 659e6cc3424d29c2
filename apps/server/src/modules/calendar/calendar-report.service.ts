import {
  DEFINITION_KINDS,
  type DefinitionKind,
  type Report,
  type ReportDay,
  type ReportQuery,
  type ReportTotal,
  type ReportTotalQuery,
  type StateCounts,
} from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { presentReportItems } from './calendar.presenter.js';
import { reportRows, totalRows, type StateCountRow, type TotalRow } from './calendar-report.queries.js';
import { addDays, mondayOf, participantToday } from './calendar-today.js';
import { participantScope } from '../participants/index.js';

export type Rows = Awaited<ReturnType<typeof reportRows>>;

/**
 * GET /participants/{id}/routines/report: the items of a range (at most 62 days; of one kind if asked) with
 * what was recorded and how each stands, for staff who see the participant and the participant.
 */
export async function readReport(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  q: ReportQuery,
  links: FileLinks,
  now: Date = new Date(),
): Promise<Report> {
  const { profileId } = await participantScope(tx, ctx, userId, 'participantCalendar.view');
  const rows = await reportRows(tx, ctx.tenantId, profileId, q, participantToday(now).earliest);
  return { from: q.from, to: q.to, items: await presentReportItems(tx, ctx, rows, links) };
}

/** GET /participants/{id}/routines/report/day/{date}: one day's items with what was recorded. */
export async function readReportDay(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  date: string,
  links: FileLinks,
  now: Date = new Date(),
): Promise<ReportDay> {
  const { profileId } = await participantScope(tx, ctx, userId, 'participantCalendar.view');
  const rows = await reportRows(tx, ctx.tenantId, profileId, { from: date, to: date }, participantToday(now).earliest);
  return { date, items: await presentReportItems(tx, ctx, rows, links) };
}

const NONE: StateCounts = { planned: 0, done: 0, partial: 0, skipped: 0, missed: 0, total: 0 };
const countsOf = (row: StateCountRow | undefined): StateCounts =>
  row
    ? {
        planned: row.planned,
        done: row.done,
        partial: row.partial,
        skipped: row.skipped,
        missed: row.missed,
        total: row.total,
      }
    : { ...NONE };

/**
 * Streaks over the days that hold items, in date order: a day whose items are all done or partly done
 * extends the run; a day with a skipped or missed item ends it; a day still holding planned items (today,
 * later days) neither counts nor ends it. Days without items are rest days: they do not end a run.
 */
export function streaks(days: StateCountRow[]): { current: number; longest: number } {
  let run = 0;
  let longest = 0;
  for (const d of days) {
    if (d.done + d.partial === d.total) {
      run += 1;
      longest = Math.max(longest, run);
    } else if (d.skipped + d.missed > 0) {
      run = 0;
    }
  }
  return { current: run, longest };
}

/**
 * GET /participants/{id}/routines/report/total: counts by state, the completion rate (done and partly
 * done over the items that are due), the streaks, the average rating, per kind and per week (Mondays, every
 * week of the range, empty ones too), from one grouped query.
 */
export async function readReportTotal(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  q: ReportTotalQuery,
  now: Date = new Date(),
): Promise<ReportTotal> {
  const { profileId } = await participantScope(tx, ctx, userId, 'participantCalendar.view');
  const rows = await totalRows(tx, ctx.tenantId, profileId, q, participantToday(now).earliest);
  const of = (grouping: TotalRow['grouping']) => rows.filter((row) => row.grouping === grouping);
  const all = of('all')[0];
  const counts = countsOf(all);
  const due = counts.total - counts.planned;
  const days = of('day').sort((a, b) => (a.day! < b.day! ? -1 : 1));
  const { current, longest } = streaks(days);
  const kinds = new Map(of('kind').map((row) => [row.kind, row]));
  const weeks = new Map(of('week').map((row) => [row.week, row]));
  const byWeek: ReportTotal['byWeek'] = [];
  for (let week = mondayOf(q.from); week <= q.to; week = addDays(week, 7)) {
    byWeek.push({ weekStart: week, counts: countsOf(weeks.get(week)) });
  }
  return {
    from: q.from,
    to: q.to,
    counts,
    completionRate: due > 0 ? round((counts.done + counts.partial) / due, 4) : null,
    currentStreak: current,
    longestStreak: longest,
    averageRating: all && all.ratingCount > 0 ? round(all.ratingSum / all.ratingCount, 2) : null,
    byKind: DEFINITION_KINDS.map((kind: DefinitionKind) => ({ kind, counts: countsOf(kinds.get(kind)) })),
    byWeek,
  };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
