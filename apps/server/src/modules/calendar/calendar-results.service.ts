import { and, eq, sql } from 'drizzle-orm';
import {
  RESULT_LATE_DAYS,
  ResultErrorCode,
  type CalendarResult,
  type CollectField,
  type RecordResultBody,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { EventMap } from '../../platform/events/index.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { conflict, domainError, fieldError, notFound, preconditionFailed } from '../../platform/http/errors.js';
import { addDays, participantToday } from './calendar-today.js';
import {
  participantRoutineItems,
  participantRoutineResults,
  type ParticipantRoutineItemRow,
  type ParticipantRoutineResultRow,
} from './calendar.table.js';
import { presentResult } from './calendar.presenter.js';

export const RESULT_ENTITY = 'participant_routine_result';

/** The values a participant may record, with the item's prescribed column and the collect field naming it. */
const VALUES = [
  { key: 'series', column: 'series', collect: 'SERIES', noun: 'series' },
  { key: 'repetitions', column: 'repetitions', collect: 'REPETITIONS', noun: 'repetitions' },
  { key: 'weight', column: 'weight', collect: 'WEIGHT', noun: 'weight' },
  { key: 'time', column: 'timeSeconds', collect: 'TIME', noun: 'time' },
  { key: 'distance', column: 'distance', collect: 'DISTANCE', noun: 'distance' },
] as const;

/**
 * The columns of a result from the body: on DONE, only the values the item collects or prescribes (another
 * one is a 400 naming it: what was asked is never silently dropped); on SKIPPED, the reason and no value.
 */
function resultValues(item: ParticipantRoutineItemRow, body: RecordResultBody) {
  if (body.status === 'SKIPPED') {
    return {
      status: body.status,
      series: null,
      repetitions: null,
      weight: null,
      timeSeconds: null,
      distance: null,
      rating: null,
      comment: body.comment || null,
      skipReason: (body.reason ?? body.skipReason)!,
    };
  }
  const collect = item.collect as CollectField[];
  const values: Record<(typeof VALUES)[number]['column'], number | null> = {
    series: null,
    repetitions: null,
    weight: null,
    timeSeconds: null,
    distance: null,
  };
  for (const v of VALUES) {
    const given = body[v.key];
    if (given === undefined || given === null) continue;
    if (!collect.includes(v.collect) && item[v.column] === null) {
      throw fieldError(`body.${v.key}`, `This item asks for no ${v.noun}: record only what it asks for.`);
    }
    values[v.column] = given;
  }
  return {
    status: body.status,
    ...values,
    rating: body.rating ?? null,
    comment: body.comment || null,
    skipReason: null,
  };
}

/**
 * The participant's own item (the participantCalendar policy's `record`: their own calendar only; another
 * participant's id is a 404, as is an item of another calendar), with its result, checked against the
 * recording window: from its day (a later day is a 400) to RESULT_LATE_DAYS days after it (then a 400).
 */
async function recordableItem(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  itemId: number,
  now: Date,
): Promise<{ item: ParticipantRoutineItemRow; result: ParticipantRoutineResultRow | null }> {
  authorize(actor, 'participantCalendar.record', { userId, visibleToActor: false });
  const [row] = await tx
    .select({ item: participantRoutineItems, result: participantRoutineResults })
    .from(participantRoutineItems)
    .leftJoin(
      participantRoutineResults,
      and(
        eq(participantRoutineResults.tenantId, participantRoutineItems.tenantId),
        eq(participantRoutineResults.itemId, participantRoutineItems.id),
      ),
    )
    .where(
      and(
        eq(participantRoutineItems.tenantId, ctx.tenantId),
        eq(participantRoutineItems.participantProfileId, actor.profileId),
        eq(participantRoutineItems.id, itemId),
      ),
    )
    .for('update', { of: participantRoutineItems });
  if (!row) throw notFound('Calendar item');
  const today = participantToday(now);
  if (row.item.date > today.latest) {
    throw domainError(
      400,
      ResultErrorCode.NotYet,
      'This item is planned for a later day: you can record it from its day on.',
    );
  }
  if (row.item.date < addDays(today.earliest, -RESULT_LATE_DAYS)) {
    throw domainError(
      400,
      ResultErrorCode.TooLate,
      `This item was more than ${RESULT_LATE_DAYS} days ago: it can no longer be recorded or changed.`,
    );
  }
  return row;
}

export interface Recorded {
  result: CalendarResult;
  /** The ACTIVITIES event to publish after the commit, when the item became done. */
  completed: EventMap['activity.completed'] | null;
  /** The event to publish after the commit, when the item became skipped (its reason for the coaches). */
  skipped: EventMap['activity.skipped'] | null;
}

/**
 * The events of a result that became what it is now (not its change of values or of reason): done tells the
 * coaches it was done, skipped why not.
 */
function eventsOf(
  actor: Actor,
  item: ParticipantRoutineItemRow,
  row: ParticipantRoutineResultRow,
  before: ParticipantRoutineResultRow | null,
): Omit<Recorded, 'result'> {
  if (before?.status === row.status) return { completed: null, skipped: null };
  const about = { participantUserId: actor.userId, activityDate: item.date };
  return {
    completed: row.status === 'DONE' ? { ...about, rating: row.rating } : null,
    skipped: row.status === 'SKIPPED' ? { ...about, title: item.title, reason: row.skipReason ?? '' } : null,
  };
}

/**
 * POST …/calendar/items/{itemId}/result: the participant records their item, done (with values) or
 * skipped (with a reason). An item already recorded is a 409 (change it with PUT and If-Match). Audited.
 */
export async function recordResult(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  itemId: number,
  body: RecordResultBody,
  now: Date = new Date(),
): Promise<Recorded> {
  const { item, result } = await recordableItem(tx, ctx, actor, userId, itemId, now);
  if (result) throw conflict('This item is already recorded: change what you recorded instead.');
  const [row] = await tx
    .insert(participantRoutineResults)
    .values({
      itemId: item.id,
      tenantId: ctx.tenantId,
      participantProfileId: item.participantProfileId,
      ...resultValues(item, body),
      recordedAt: now,
      recordedByProfileId: actor.profileId,
    })
    .returning();
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: RESULT_ENTITY, entityId: item.id, after: row });
  return { result: presentResult(row!), ...eventsOf(actor, item, row!, null) };
}

/** The result of an item, or a 404; a stale If-Match is a 412 with the current result. */
function currentResult(result: ParticipantRoutineResultRow | null, expectedVersion: number) {
  if (!result) throw notFound('Result');
  if (result.version !== expectedVersion) throw preconditionFailed(presentResult(result));
  return result;
}

/**
 * PUT …/calendar/items/{itemId}/result with If-Match: what the participant recorded, replaced (412 with the
 * current result when stale). An event is published when the item becomes done (it was skipped) or skipped
 * (it was done), not on each change of values or of the reason.
 */
export async function changeResult(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  itemId: number,
  expectedVersion: number,
  body: RecordResultBody,
  now: Date = new Date(),
): Promise<Recorded> {
  const { item, result } = await recordableItem(tx, ctx, actor, userId, itemId, now);
  const before = currentResult(result, expectedVersion);
  const [row] = await tx
    .update(participantRoutineResults)
    .set({
      ...resultValues(item, body),
      recordedAt: now,
      recordedByProfileId: actor.profileId,
      version: sql`${participantRoutineResults.version} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(participantRoutineResults.tenantId, ctx.tenantId),
        eq(participantRoutineResults.itemId, item.id),
        eq(participantRoutineResults.version, expectedVersion),
      ),
    )
    .returning();
  await recordAudit(tx, ctx, { operation: 'UPDATE', entityType: RESULT_ENTITY, entityId: item.id, before, after: row });
  return { result: presentResult(row!), ...eventsOf(actor, item, row!, before) };
}

/** DELETE …/calendar/items/{itemId}/result with If-Match: the item is unrecorded again (planned or missed). */
export async function deleteResult(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  itemId: number,
  expectedVersion: number,
  now: Date = new Date(),
): Promise<void> {
  const { item, result } = await recordableItem(tx, ctx, actor, userId, itemId, now);
  const before = currentResult(result, expectedVersion);
  await tx
    .delete(participantRoutineResults)
    .where(
      and(
        eq(participantRoutineResults.tenantId, ctx.tenantId),
        eq(participantRoutineResults.itemId, item.id),
        eq(participantRoutineResults.version, expectedVersion),
      ),
    );
  await recordAudit(tx, ctx, { operation: 'DELETE', entityType: RESULT_ENTITY, entityId: item.id, before });
}
