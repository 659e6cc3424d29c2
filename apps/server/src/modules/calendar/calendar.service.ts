import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  CALENDAR_KIND_OF,
  type Calendar,
  type CalendarItem,
  type CalendarKindPath,
  type CalendarPreview,
  type CalendarPreviewQuery,
  type CalendarQuery,
  type DefinitionKind,
  type ImportCalendarItemBody,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import { rowsOf } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { HttpError, notFound, fieldError } from '../../platform/http/errors.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { participantScope } from '../participants/index.js';
import { DEFINITION_COPY_COLUMNS, definitionCopyValues } from './calendar.copy.js';
import { CALENDAR_ITEM_COLUMNS, presentOne, presentItems } from './calendar.presenter.js';
import {
  participantRoutineItems,
  participantRoutineResults,
  type ParticipantRoutineItemRow,
} from './calendar.table.js';
import { itemState, resultOfItem } from './calendar-report.queries.js';
import { participantToday } from './calendar-today.js';
import { getDefinition } from '../routines/index.js';
import { CALENDAR_ITEM_ENTITY } from './definition-uses.js';

const NOUN: Record<DefinitionKind, string> = { EXERCISE: 'an exercise', SERIES: 'a circuit', ACTIVITY: 'an activity' };

export const ofParticipant = (ctx: RequestContext, profileId: number) =>
  and(eq(participantRoutineItems.tenantId, ctx.tenantId), eq(participantRoutineItems.participantProfileId, profileId));

/**
 * GET /participants/{id}/routines/calendar: the items from `from` to `to`, by date then position, each with
 * how it stands (the report's rule and today), its result joined in the same statement.
 */
export async function readCalendar(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  q: CalendarQuery,
  links: FileLinks,
  now: Date = new Date(),
): Promise<Calendar> {
  const { profileId } = await participantScope(tx, ctx, userId, 'participantCalendar.view');
  const i = participantRoutineItems;
  const rows = await tx
    .select({ ...CALENDAR_ITEM_COLUMNS, state: itemState(participantToday(now).earliest) })
    .from(i)
    .leftJoin(participantRoutineResults, resultOfItem)
    .where(and(ofParticipant(ctx, profileId), gte(i.date, q.from), lte(i.date, q.to)))
    .orderBy(asc(i.date), asc(i.position), asc(i.id));
  const items = await presentItems(tx, ctx, rows, links);
  return { from: q.from, to: q.to, items: items.map((item, n) => ({ ...item, state: rows[n]!.state })) };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The days a preview covers: the month asked, the range asked, else the current month (UTC). */
export function previewRange(q: CalendarPreviewQuery, now = new Date()): { from: string; to: string } {
  if (q.from !== undefined && q.to !== undefined) return { from: q.from, to: q.to };
  const [year, month] = q.month ? q.month.split('-').map(Number) : [now.getUTCFullYear(), now.getUTCMonth() + 1];
  return { from: iso(new Date(Date.UTC(year!, month! - 1, 1))), to: iso(new Date(Date.UTC(year!, month!, 0))) };
}

/** GET /participants/{id}/routines/calendar/preview: how many items of each kind each day holds. */
export async function previewCalendar(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  q: CalendarPreviewQuery,
): Promise<CalendarPreview> {
  const { profileId } = await participantScope(tx, ctx, userId, 'participantCalendar.view');
  const { from, to } = previewRange(q);
  const t = participantRoutineItems;
  const countOf = (kind: DefinitionKind) => sql<number>`count(*) filter (where ${t.kind} = ${kind})`.mapWith(Number);
  const rows = await tx
    .select({
      date: t.date,
      exercises: countOf('EXERCISE'),
      series: countOf('SERIES'),
      activities: countOf('ACTIVITY'),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(t)
    .where(and(ofParticipant(ctx, profileId), gte(t.date, from), lte(t.date, to)))
    .groupBy(t.date)
    .orderBy(asc(t.date));
  return { from, to, days: rows };
}

/**
 * An item of the participant's calendar (of the path's kind when given: another kind's id is a 404), with
 * the participant's profile id.
 */
export async function calendarItemOf(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  kindPath: CalendarKindPath | undefined,
  itemId: number,
  action: 'participantCalendar.view' | 'participantCalendar.change',
): Promise<ParticipantRoutineItemRow> {
  const { profileId } = await participantScope(tx, ctx, userId, action);
  const [row] = await tx
    .select()
    .from(participantRoutineItems)
    .where(
      and(
        ofParticipant(ctx, profileId),
        eq(participantRoutineItems.id, itemId),
        kindPath ? eq(participantRoutineItems.kind, CALENDAR_KIND_OF[kindPath]) : undefined,
      ),
    );
  if (!row) throw notFound('Calendar item');
  return row;
}

/** GET /participants/{id}/routines/{kind}/{itemId}. */
export async function readCalendarItem(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  kindPath: CalendarKindPath,
  itemId: number,
  links: FileLinks,
): Promise<CalendarItem> {
  return presentOne(
    tx,
    ctx,
    await calendarItemOf(tx, ctx, userId, kindPath, itemId, 'participantCalendar.view'),
    links,
  );
}

/**
 * POST /participants/{id}/routines/{kind}/import {date, definitionId}: a definition of that kind the actor
 * sees (their library, the platform's, or one shared with their company; else 400 on definitionId), placed
 * at the end of the date as a copy of its values now (a circuit with its exercises), by one INSERT … SELECT.
 */
export async function importCalendarItem(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  kindPath: CalendarKindPath,
  body: ImportCalendarItemBody,
  links: FileLinks,
): Promise<CalendarItem> {
  const { profileId } = await participantScope(tx, ctx, userId, 'participantCalendar.change');
  const kind = CALENDAR_KIND_OF[kindPath];
  try {
    await getDefinition(tx, ctx, actor, body.definitionId, kind);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) {
      throw fieldError('body.definitionId', `Choose ${NOUN[kind]} of your library.`);
    }
    throw err;
  }
  const inserted = await tx.execute(sql`
    insert into participant_routine_items (tenant_id, participant_profile_id, date, position, assignment_id,
      created_by_profile_id, ${DEFINITION_COPY_COLUMNS})
    select d.tenant_id, ${profileId}::int, ${body.date}::date,
      coalesce((select max(p.position) + 1 from participant_routine_items p
        where p.tenant_id = d.tenant_id and p.participant_profile_id = ${profileId}::int and p.date = ${body.date}::date), 0),
      null, ${actor.profileId}::int, ${definitionCopyValues}
    from routine_definitions d
    where d.tenant_id = ${ctx.tenantId} and d.id = ${body.definitionId}::int
    returning id`);
  const id = Number(rowsOf<{ id: number }>(inserted)[0]!.id);
  const [row] = await tx
    .select()
    .from(participantRoutineItems)
    .where(and(eq(participantRoutineItems.tenantId, ctx.tenantId), eq(participantRoutineItems.id, id)));
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: CALENDAR_ITEM_ENTITY, entityId: row!.id, after: row });
  return presentOne(tx, ctx, row!, links);
}
