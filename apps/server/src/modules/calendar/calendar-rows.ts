import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { MAX_CALENDAR_ITEMS_MADE } from '@stride/contracts';
import { recordAudits } from '../../platform/audit/audit.js';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { badRequest } from '../../platform/http/errors.js';
import {
  participantRoutineItems,
  participantRoutineResults,
  type ParticipantRoutineItemRow,
} from './calendar.table.js';
import { CALENDAR_ITEM_ENTITY } from './definition-uses.js';

/**
 * The writes every change of a participant's calendar shares (docs/decisions.md, "The participant's
 * calendar: changing it"): items made at the end of their day in one INSERT, items removed with what the
 * participant recorded of them in two statements, each audited, whatever their number.
 */

export type NewCalendarItem = typeof participantRoutineItems.$inferInsert;

/** The place after what `date` already holds for the participant, plus `offset` (the n-th item added to that day). */
export const endOfDay = (tenantId: string, profileId: number, date: string, offset = 0): SQL =>
  sql`coalesce((select max(p.position) + 1 from participant_routine_items p
    where p.tenant_id = ${tenantId} and p.participant_profile_id = ${profileId}::int and p.date = ${date}::date), 0)
    + ${offset}::int`;

/** A new repeat key: the occurrences of one repeated or multiply pasted item share it. */
export const newRepeatKey = (): string => randomUUID();

/** 400 when a call would make more items than one call may. */
export function checkMadeCount(count: number): void {
  if (count > MAX_CALENDAR_ITEMS_MADE) {
    const message = `At most ${MAX_CALENDAR_ITEMS_MADE} items at once (this would make ${count}).`;
    throw badRequest(message, [{ path: 'body', message }]);
  }
}

/** The values of an item a copy takes: everything but its identity, place, assignment and repeat. */
export function copiedValues(r: ParticipantRoutineItemRow): Omit<NewCalendarItem, 'date' | 'position'> {
  const {
    id: _id,
    date: _date,
    position: _position,
    assignmentId: _assignment,
    repeatKey: _repeat,
    createdByProfileId: _by,
    version: _version,
    createdAt: _created,
    updatedAt: _updated,
    ...values
  } = r;
  return values;
}

const byPlace = (a: ParticipantRoutineItemRow, b: ParticipantRoutineItemRow) =>
  a.date.localeCompare(b.date) || a.position - b.position || a.id - b.id;

/**
 * Inserts items, each at the end of its day (`offset`: its rank among those this call adds to that day), in
 * one statement; audited one row each (`after` with `copiedFrom` where given). Answers them by date and place.
 */
export async function insertCalendarItems(
  tx: Db,
  ctx: RequestContext,
  rows: Array<{ item: Omit<NewCalendarItem, 'position'>; offset: number; copiedFrom?: number }>,
): Promise<ParticipantRoutineItemRow[]> {
  if (rows.length === 0) return [];
  checkMadeCount(rows.length);
  const made = await tx
    .insert(participantRoutineItems)
    .values(
      rows.map(({ item, offset }) => ({
        ...item,
        position: endOfDay(ctx.tenantId, item.participantProfileId, item.date, offset),
      })),
    )
    .returning();
  // RETURNING follows VALUES' order in PostgreSQL's insert: the n-th row made is the n-th asked.
  await recordAudits(
    tx,
    ctx,
    made.map((r, i) => ({
      operation: 'CREATE' as const,
      entityType: CALENDAR_ITEM_ENTITY,
      entityId: r.id,
      after: rows[i]?.copiedFrom === undefined ? r : { ...r, copiedFrom: rows[i]!.copiedFrom },
    })),
  );
  return made.sort(byPlace);
}

/**
 * Deletes the participant's items `where` says, with what the participant recorded of them (their results go
 * with their items, docs/decisions.md), audited one row each with the result it took along.
 */
export async function deleteCalendarItems(
  tx: Db,
  ctx: RequestContext,
  where: SQL,
): Promise<ParticipantRoutineItemRow[]> {
  const gone = await tx.delete(participantRoutineItems).where(where).returning();
  if (gone.length === 0) return [];
  const results = await tx
    .delete(participantRoutineResults)
    .where(
      and(
        eq(participantRoutineResults.tenantId, ctx.tenantId),
        anyId(
          participantRoutineResults.itemId,
          gone.map((r) => r.id),
        ),
      ),
    )
    .returning();
  const resultOf = new Map(results.map((r) => [r.itemId, r]));
  await recordAudits(
    tx,
    ctx,
    gone.map((r) => ({
      operation: 'DELETE' as const,
      entityType: CALENDAR_ITEM_ENTITY,
      entityId: r.id,
      before: resultOf.has(r.id) ? { ...r, result: resultOf.get(r.id) } : r,
    })),
  );
  return gone.sort(byPlace);
}
