import { and, asc, eq } from 'drizzle-orm';
import {
  pasteTargets,
  SELECT_DAY_TO_COPY,
  type CalendarItemsMade,
  type DeleteCalendarItemsBody,
  type PasteCalendarDayBody,
  type PasteCalendarItemsBody,
} from '@stride/contracts';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { badRequest, notFound } from '../../platform/http/errors.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import {
  checkMadeCount,
  copiedValues,
  deleteCalendarItems,
  insertCalendarItems,
  newRepeatKey,
} from './calendar-rows.js';
import { participantScope } from '../participants/index.js';
import { ofParticipant } from './calendar.service.js';
import { presentItems } from './calendar.presenter.js';
import { participantRoutineItems, type ParticipantRoutineItemRow } from './calendar.table.js';

const items = participantRoutineItems;
const inOrder = [asc(items.date), asc(items.position), asc(items.id)] as const;

/**
 * These items of the participant, in their order (date, place); 404 when one is not theirs (another
 * participant's, another tenant's, gone), so that a list call changes nothing or everything.
 */
async function itemsOfParticipant(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
  ids: number[],
): Promise<ParticipantRoutineItemRow[]> {
  const wanted = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(items)
    .where(and(ofParticipant(ctx, profileId), anyId(items.id, wanted)))
    .orderBy(...inOrder);
  if (rows.length !== wanted.length) throw notFound('Calendar item');
  return rows;
}

/**
 * Copies of `sources` at the end of each target day, in their order. Pasted onto several days, the copies of
 * one source share a new repeat key (this and following, all); onto one day they are single items.
 */
async function pasteOnto(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  sources: ParticipantRoutineItemRow[],
  days: string[],
): Promise<ParticipantRoutineItemRow[]> {
  checkMadeCount(sources.length * days.length);
  const keys = sources.map(() => (days.length > 1 ? newRepeatKey() : null));
  return insertCalendarItems(
    tx,
    ctx,
    days.flatMap((date) =>
      sources.map((source, offset) => ({
        item: { ...copiedValues(source), date, repeatKey: keys[offset], createdByProfileId: actor.profileId },
        offset,
        copiedFrom: source.id,
      })),
    ),
  );
}

/** DELETE /participants/{id}/routines/items {items}: these items of the participant, all or nothing (Items deleted!). */
export async function deleteCalendarItemList(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  body: DeleteCalendarItemsBody,
): Promise<{ message: string; count: number }> {
  const { profileId } = await participantScope(tx, ctx, userId, 'participantCalendar.change');
  const rows = await itemsOfParticipant(tx, ctx, profileId, body.items);
  const gone = await deleteCalendarItems(
    tx,
    ctx,
    and(
      ofParticipant(ctx, profileId),
      anyId(
        items.id,
        rows.map((r) => r.id),
      ),
    )!,
  );
  return { message: gone.length === 1 ? 'Item deleted!' : 'Items deleted!', count: gone.length };
}

/**
 * POST /participants/{id}/routines/items/copy {items, date | dates}: copies of the participant's items at
 * the end of each day (Item pasted! for one item, Exercises pasted! for several).
 */
export async function pasteCalendarItems(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  body: PasteCalendarItemsBody,
  links: FileLinks,
): Promise<CalendarItemsMade> {
  const { profileId } = await participantScope(tx, ctx, userId, 'participantCalendar.change');
  const sources = await itemsOfParticipant(tx, ctx, profileId, body.items);
  const made = await pasteOnto(tx, ctx, actor, sources, pasteTargets(body));
  return {
    message: sources.length === 1 ? 'Item pasted!' : 'Exercises pasted!',
    items: await presentItems(tx, ctx, made, links),
  };
}

/** The participant's items of one day, in their order. */
const dayOf = (tx: Db, ctx: RequestContext, profileId: number, date: string) =>
  tx
    .select()
    .from(items)
    .where(and(ofParticipant(ctx, profileId), eq(items.date, date)))
    .orderBy(...inOrder);

/** DELETE /participants/{id}/routines/calendar/items/date/{date}: every item of the day (All activities for the day deleted!). */
export async function clearCalendarDay(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  date: string,
): Promise<{ message: string; count: number }> {
  const { profileId } = await participantScope(tx, ctx, userId, 'participantCalendar.change');
  const gone = await deleteCalendarItems(tx, ctx, and(ofParticipant(ctx, profileId), eq(items.date, date))!);
  return { message: 'All activities for the day deleted!', count: gone.length };
}

/**
 * POST /participants/{id}/routines/calendar/items/date/{date}/copy {date | dates}: copies of the day's items
 * at the end of each target day (Day pasted!); a day that holds nothing is no day to copy (400, the spec's
 * "You need select day to copy!").
 */
export async function pasteCalendarDay(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  source: string,
  body: PasteCalendarDayBody,
  links: FileLinks,
): Promise<CalendarItemsMade> {
  const { profileId } = await participantScope(tx, ctx, userId, 'participantCalendar.change');
  const sources = await dayOf(tx, ctx, profileId, source);
  if (sources.length === 0)
    throw badRequest(SELECT_DAY_TO_COPY, [{ path: 'params.date', message: SELECT_DAY_TO_COPY }]);
  const made = await pasteOnto(tx, ctx, actor, sources, pasteTargets(body));
  return { message: 'Day pasted!', items: await presentItems(tx, ctx, made, links) };
}
