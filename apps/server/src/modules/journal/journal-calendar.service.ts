import { ne, sql } from 'drizzle-orm';
import {
  writesAsParticipant,
  type JournalCalendar,
  type JournalCalendarDay,
  type JournalCalendarQuery,
} from '@stride/contracts';
import { anyId, rowsOf } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { participantScopes } from '../participants/index.js';
import './journal.events.js';
import { journalComments, journalDays, journalMeals } from './journal.table.js';

/** The first and last day of a month (YYYY-MM). */
function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

interface CalendarRow {
  pid: number;
  d: string;
  k: 'd' | 'm' | 'c';
  n: number;
  u: number;
}

/**
 * GET /journals/calendar: per participant asked (each one the actor sees with the journal on, else 404),
 * the days of the range with something: entries (the day's comment, meals), comments and the ones the
 * actor's side has not read. One query for all.
 */
export async function readCalendar(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  query: JournalCalendarQuery,
): Promise<JournalCalendar> {
  const { from, to } = query.month ? monthRange(query.month) : { from: query.from!, to: query.to! };
  const owners = await participantScopes(tx, ctx, query.participantIds, 'participantJournal.view');
  const ids = query.participantIds.map((u) => owners.get(u)!.profileId);
  // The other side's comments are unread to the actor: the participant's for staff, staff's for the participant.
  const unreadBy = !writesAsParticipant(actor);
  const t = ctx.tenantId;
  const rows = rowsOf<CalendarRow>(
    await tx.execute(sql`
      select ${journalDays.participantProfileId} as pid, ${journalDays.date}::text as d, 'd' as k, 1 as n, 0 as u
        from ${journalDays}
        where ${journalDays.tenantId} = ${t} and ${anyId(journalDays.participantProfileId, ids)}
          and ${journalDays.date} between ${from} and ${to} and ${ne(journalDays.comment, '')}
      union all
      select ${journalMeals.participantProfileId}, ${journalMeals.date}::text, 'm', count(*)::int, 0
        from ${journalMeals}
        where ${journalMeals.tenantId} = ${t} and ${anyId(journalMeals.participantProfileId, ids)}
          and ${journalMeals.date} between ${from} and ${to} and ${journalMeals.deletedAt} is null
        group by 1, 2
      union all
      select ${journalComments.participantProfileId}, ${journalComments.date}::text, 'c', count(*)::int,
          (count(*) filter (where ${journalComments.byParticipant} = ${unreadBy} and ${journalComments.readAt} is null))::int
        from ${journalComments}
        where ${journalComments.tenantId} = ${t} and ${anyId(journalComments.participantProfileId, ids)}
          and ${journalComments.date} between ${from} and ${to}
        group by 1, 2`),
  );
  const days = new Map<number, Map<string, JournalCalendarDay>>();
  for (const r of rows) {
    const pid = Number(r.pid);
    const byDate = days.get(pid) ?? new Map<string, JournalCalendarDay>();
    days.set(pid, byDate);
    const day = byDate.get(r.d) ?? { date: r.d, hasEntries: false, meals: 0, comments: 0, unreadComments: 0 };
    byDate.set(r.d, day);
    if (r.k === 'd') day.hasEntries = true;
    if (r.k === 'm') {
      day.meals = Number(r.n);
      day.hasEntries = day.meals > 0 || day.hasEntries;
    }
    if (r.k === 'c') {
      day.comments = Number(r.n);
      day.unreadComments = Number(r.u);
    }
  }
  return {
    from,
    to,
    participants: query.participantIds.map((userId) => {
      const profileId = owners.get(userId)!.profileId;
      const byDate = days.get(profileId) ?? new Map<string, JournalCalendarDay>();
      return {
        participantId: userId,
        participantProfileId: profileId,
        days: [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date)),
      };
    }),
  };
}
