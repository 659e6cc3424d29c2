import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CALENDAR_KIND_OF,
  repeatDates,
  type CalendarItem,
  type CalendarItemsMade,
  type CalendarKindPath,
  type CopyCalendarItemBody,
  type CreateCalendarItemBody,
  type DefinitionKind,
  type DeleteCalendarItemQuery,
  type MoveCalendarItemBody,
  type UpdateCalendarItemBody,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { notFound, preconditionFailed, fieldError } from '../../platform/http/errors.js';
import { updateVersioned } from '../../platform/http/etag.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import {
  copiedValues,
  deleteCalendarItems,
  endOfDay,
  insertCalendarItems,
  newRepeatKey,
  type NewCalendarItem,
} from './calendar-rows.js';
import { presentCalendarItem } from './calendar.presenter.js';
import { participantScope } from '../participants/index.js';
import { calendarItemOf, ofParticipant } from './calendar.service.js';
import { presentItems, presentOne } from './calendar.presenter.js';
import {
  participantRoutineItems,
  type CalendarCircuitExercise,
  type ParticipantRoutineItemRow,
} from './calendar.table.js';
import { fieldsOf, resolveMedia, type UploadedMedia, visibleExercises } from '../routines/index.js';
import { CALENDAR_ITEM_ENTITY } from './definition-uses.js';

/** The spec's confirmation of an item added, by kind (001 section 8). */
export const ADDED: Record<DefinitionKind, string> = {
  EXERCISE: 'Single exercise added!',
  SERIES: 'Circuit added!',
  ACTIVITY: 'Activity added!',
};

const items = participantRoutineItems;

/**
 * A one-off circuit's exercises as the calendar keeps them (title and media copied): each an exercise the
 * actor sees (their library, the platform's, one shared with their company), in the order given; 400 naming
 * the others. Other kinds have none.
 */
async function circuitExercises(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  kind: DefinitionKind,
  wanted: { exerciseDefinitionId: number }[] | undefined,
): Promise<CalendarCircuitExercise[] | undefined> {
  if (kind !== 'SERIES') {
    if (wanted?.length) throw fieldError('body.exercises', 'Only a circuit has exercises.');
    return undefined;
  }
  if (wanted === undefined) return undefined;
  if (wanted.length === 0) throw fieldError('body.exercises', 'Choose at least one exercise');
  const ids = wanted.map((e) => e.exerciseDefinitionId);
  const rows = await visibleExercises(tx, ctx, actor, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const bad = [...new Set(ids)].filter((id) => !byId.has(id));
  if (bad.length) {
    throw fieldError('body.exercises', `These are not exercises of your library: ${bad.slice(0, 20).join(', ')}.`);
  }
  return ids.map((id, position) => {
    const e = byId.get(id)!;
    return { exerciseDefinitionId: id, position, title: e.title, mediaResourceId: e.mediaResourceId };
  });
}

/** The media of an item from its options and uploads (as a definition's), with the library files uploaded. */
async function mediaOf(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  body: Pick<CreateCalendarItemBody, 'media' | 'additionalMedia'>,
  files: UploadedMedia,
  current: Pick<ParticipantRoutineItemRow, 'mediaResourceId' | 'additionalMediaResourceId'> | null,
) {
  const media = await resolveMedia(
    tx,
    ctx,
    actor,
    body.media,
    files.file,
    current?.mediaResourceId ?? null,
    'body.media',
  );
  const additional = await resolveMedia(
    tx,
    ctx,
    actor,
    body.additionalMedia,
    files.additionalFile,
    current?.additionalMediaResourceId ?? null,
    'body.additionalMedia',
  );
  return {
    columns: { mediaResourceId: media.id, additionalMediaResourceId: additional.id },
    uploaded: [media.uploaded, additional.uploaded].filter((id): id is number => id !== undefined),
  };
}

/**
 * POST /participants/{id}/routines/{kind}: a one-off item (no definition) at the end of `date`, and with a
 * repeat, `times` occurrences `every` days apart sharing a new repeat key; audited one row each.
 */
export async function createCalendarItem(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  kindPath: CalendarKindPath,
  body: CreateCalendarItemBody,
  files: UploadedMedia,
  links: FileLinks,
  /** Takes the library files made of the uploads: their processing starts after the commit. */
  uploaded: number[],
): Promise<CalendarItemsMade> {
  const { profileId } = await participantScope(tx, ctx, userId, 'participantCalendar.change');
  const kind = CALENDAR_KIND_OF[kindPath];
  const exercises = await circuitExercises(
    tx,
    ctx,
    actor,
    kind,
    body.exercises ?? (kind === 'SERIES' ? [] : undefined),
  );
  const media = await mediaOf(tx, ctx, actor, body, files, null);
  const repeatKey = body.repeat ? newRepeatKey() : null;
  const made = await insertCalendarItems(
    tx,
    ctx,
    repeatDates(body.date, body.repeat).map((date) => ({
      item: {
        tenantId: ctx.tenantId,
        participantProfileId: profileId,
        date,
        kind,
        ...fieldsOf(body),
        ...media.columns,
        exercises: exercises ?? [],
        repeatKey,
        createdByProfileId: actor.profileId,
      },
      offset: 0,
    })),
  );
  uploaded.push(...media.uploaded);
  return { message: ADDED[kind], items: await presentItems(tx, ctx, made, links) };
}

/** 412 with the current item when the If-Match is not its version. */
async function checkVersion(
  tx: Db,
  ctx: RequestContext,
  row: ParticipantRoutineItemRow,
  expected: number,
  links: FileLinks,
): Promise<void> {
  if (row.version !== expected) throw preconditionFailed(await presentOne(tx, ctx, row, links));
}

const versionedItem = (ctx: RequestContext, id: number, expectedVersion: number) => ({
  table: items,
  id,
  tenantId: ctx.tenantId,
  expectedVersion,
  entity: 'Calendar item',
  // Only when a concurrent change won the race since the check: the item without its media's details.
  present: (r: ParticipantRoutineItemRow) => presentCalendarItem(r, new Map()),
});

/**
 * PUT /participants/{id}/routines/{kind}/{itemId} with If-Match: the item's values (the definition it came
 * from is never touched); media left out keep what is there, a circuit's exercises left out stay.
 */
export async function updateCalendarItem(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  kindPath: CalendarKindPath,
  itemId: number,
  expectedVersion: number,
  body: UpdateCalendarItemBody,
  files: UploadedMedia,
  links: FileLinks,
  uploaded: number[],
): Promise<CalendarItem> {
  const before = await calendarItemOf(tx, ctx, userId, kindPath, itemId, 'participantCalendar.change');
  await checkVersion(tx, ctx, before, expectedVersion, links);
  const exercises = await circuitExercises(tx, ctx, actor, before.kind, body.exercises);
  const media = await mediaOf(tx, ctx, actor, body, files, before);
  const row = await updateVersioned(tx, versionedItem(ctx, before.id, expectedVersion), {
    ...fieldsOf(body),
    ...media.columns,
    ...(exercises ? { exercises } : {}),
  });
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: CALENDAR_ITEM_ENTITY,
    entityId: row.id,
    before,
    after: row,
  });
  uploaded.push(...media.uploaded);
  return presentOne(tx, ctx, row, links);
}

/**
 * DELETE /participants/{id}/routines/{kind}/{itemId} with If-Match (Item deleted!): the item; with
 * following=true also the later occurrences sharing its repeat key, with all=true every one of them. What
 * the participant recorded goes with them. 412 with the item when stale, nothing deleted.
 */
export async function deleteCalendarItem(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  kindPath: CalendarKindPath,
  itemId: number,
  expectedVersion: number,
  q: DeleteCalendarItemQuery,
  links: FileLinks,
): Promise<void> {
  const row = await calendarItemOf(tx, ctx, userId, kindPath, itemId, 'participantCalendar.change');
  let occurrences: SQL | undefined;
  if (row.repeatKey !== null && (q.following || q.all)) {
    const later = sql`(${items.date}, ${items.position}, ${items.id}) >= (${row.date}::date, ${row.position}::int, ${row.id}::int)`;
    occurrences = and(eq(items.repeatKey, row.repeatKey), q.all ? undefined : later);
  }
  // The addressed item decides: at its If-Match version, or nothing goes.
  const current = sql`exists (select 1 from participant_routine_items v
    where v.tenant_id = ${ctx.tenantId} and v.id = ${row.id}::int and v.version = ${expectedVersion}::int)`;
  const gone = await deleteCalendarItems(
    tx,
    ctx,
    and(ofParticipant(ctx, row.participantProfileId), or(eq(items.id, row.id), occurrences), current)!,
  );
  if (gone.length === 0) {
    const [now] = await tx
      .select()
      .from(items)
      .where(and(eq(items.tenantId, ctx.tenantId), eq(items.id, row.id)));
    if (!now) throw notFound('Calendar item');
    throw preconditionFailed(await presentOne(tx, ctx, now, links));
  }
}

/**
 * POST /participants/{id}/routines/{kind}/{itemId}/copy: a copy of the item at the end of `date` (its own
 * date when left out), a single item (no assignment, no repeat): Item duplicated!
 */
export async function copyCalendarItem(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  kindPath: CalendarKindPath,
  itemId: number,
  body: CopyCalendarItemBody,
  links: FileLinks,
): Promise<CalendarItemsMade> {
  const row = await calendarItemOf(tx, ctx, userId, kindPath, itemId, 'participantCalendar.change');
  const made = await insertCalendarItems(tx, ctx, [
    {
      item: { ...copiedValues(row), date: body.date ?? row.date, createdByProfileId: actor.profileId },
      offset: 0,
      copiedFrom: row.id,
    },
  ]);
  return { message: 'Item duplicated!', items: await presentItems(tx, ctx, made, links) };
}

/** The columns of the values a move may change (those given). */
function movedValues(body: MoveCalendarItemBody): Partial<NewCalendarItem> {
  const pairs: Array<[keyof NewCalendarItem, unknown]> = [
    ['timeSeconds', body.time],
    ['weight', body.weight],
    ['repetitions', body.repetitions],
    ['series', body.series],
    ['restTimeBetweenSeries', body.restTimeBetweenSeries],
    ['restTimeAfterExercise', body.restTimeAfterExercise],
    ['distance', body.distance],
  ];
  return Object.fromEntries(pairs.filter(([, v]) => v !== undefined)) as Partial<NewCalendarItem>;
}

/**
 * PUT /participants/{id}/routines/calendar/items/{itemId} with If-Match (Item moved!): to `date` and/or to
 * `position` in that day (0 first; past the end: the end), the day's other items renumbered around it; a new
 * date alone puts it at the end of that day. The values given change, the others stay; what the participant
 * recorded moves with it.
 */
export async function moveCalendarItem(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  itemId: number,
  expectedVersion: number,
  body: MoveCalendarItemBody,
  links: FileLinks,
): Promise<CalendarItem> {
  const before = await calendarItemOf(tx, ctx, userId, undefined, itemId, 'participantCalendar.change');
  await checkVersion(tx, ctx, before, expectedVersion, links);
  const date = body.date ?? before.date;
  const profileId = before.participantProfileId;
  let position: SQL | number = before.position;
  if (body.position !== undefined) {
    const others = and(ofParticipant(ctx, profileId), eq(items.date, date), ne(items.id, before.id));
    // The day's other items 0, 1, … in their order, leaving the asked place free.
    await tx.execute(sql`
      update participant_routine_items p set position = case when o.rank >= ${body.position}::int then o.rank + 1 else o.rank end
      from (select ${items.id} as id, (row_number() over (order by ${items.position}, ${items.id}) - 1)::int as rank
        from ${items} where ${others}) o
      where p.tenant_id = ${ctx.tenantId} and p.id = o.id`);
    position = sql`least(${body.position}::int, (select count(*)::int from participant_routine_items c
      where c.tenant_id = ${ctx.tenantId} and c.participant_profile_id = ${profileId}::int and c.date = ${date}::date
        and c.id <> ${before.id}::int))`;
  } else if (date !== before.date) {
    position = endOfDay(ctx.tenantId, profileId, date);
  }
  const row = await updateVersioned(tx, versionedItem(ctx, before.id, expectedVersion), {
    date,
    position,
    ...movedValues(body),
  } as Partial<NewCalendarItem>);
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: CALENDAR_ITEM_ENTITY,
    entityId: row.id,
    before,
    after: row,
  });
  return presentOne(tx, ctx, row, links);
}
