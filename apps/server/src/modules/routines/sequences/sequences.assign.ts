import { and, desc, eq, sql } from 'drizzle-orm';
import { recordAudits } from '../../../platform/audit/audit.js';
import { anyId, intArray } from '../../../platform/db/arrays.js';
import type { Db } from '../../../platform/db/client.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { fieldError } from '../../../platform/http/errors.js';
import { pageWindow, totalCount } from '../../../platform/http/paging.js';
import { personNameOf, visibleParticipantIds } from '../../profiles/index.js';
import { DEFINITION_COPY_COLUMNS, sequenceItemCopyValues } from '../../calendar/index.js';
import { getSequence } from './sequences.service.js';
import { routineAssignments, routineSequenceItems } from '../sequences.table.js';

export const ASSIGNMENT_ENTITY = 'routine_assignment';

/**
 * POST /sequences/{id}/assign: the routine, from `startDate`, to participants the actor sees (400 naming
 * the others, nothing done). Each gets an assignment and, for each item of the routine, a calendar item on
 * startDate + day - 1 after what that date already holds: a copy of the definition's fields as they are
 * now (a circuit with its exercises), so later edits of the library leave their plan as it is. The
 * calendar items are made by one INSERT … SELECT whatever their number; each assignment is audited.
 */
export async function assignSequence(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  body: { participants: number[]; startDate: string },
): Promise<{ participants: number; items: number }> {
  const { row: sequence } = await getSequence(tx, ctx, actor, id, 'routineSequence.assign');
  const wanted = [...new Set(body.participants)];
  const visible = await visibleParticipantIds(tx, ctx, wanted);
  const unknown = wanted.filter((p) => !visible.has(p));
  if (unknown.length) {
    throw fieldError('body.participants', `These participants were not found: ${unknown.slice(0, 20).join(', ')}.`);
  }
  const [{ n: itemCount } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(routineSequenceItems)
    .where(and(eq(routineSequenceItems.tenantId, ctx.tenantId), eq(routineSequenceItems.sequenceId, id)));
  if (itemCount === 0) throw fieldError('body', 'This routine has no items yet: add some before assigning it.');

  const assignments = await tx
    .insert(routineAssignments)
    .values(
      wanted.map((participantProfileId) => ({
        tenantId: ctx.tenantId,
        sequenceId: id,
        participantProfileId,
        startDate: body.startDate,
        assignedByProfileId: actor.profileId,
      })),
    )
    .returning();
  await placeAssignedItems(
    tx,
    ctx.tenantId,
    assignments.map((a) => a.id),
    actor.profileId,
  );
  await recordAudits(
    tx,
    ctx,
    assignments.map((a) => ({
      operation: 'CREATE' as const,
      entityType: ASSIGNMENT_ENTITY,
      entityId: a.id,
      after: { ...a, sequenceTitle: sequence.title, sequenceVersion: sequence.version, calendarItems: itemCount },
    })),
  );
  return { participants: assignments.length, items: assignments.length * itemCount };
}

/** GET /sequences/{id}/participants: the routine's assignments to participants the actor sees, newest first. */
export async function listAssignments(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  q: { page: number; perPage: number },
) {
  await getSequence(tx, ctx, actor, id);
  // Only the participants the actor sees (the participants' rule, through their service).
  const assigned = await tx
    .selectDistinct({ id: routineAssignments.participantProfileId })
    .from(routineAssignments)
    .where(and(eq(routineAssignments.tenantId, ctx.tenantId), eq(routineAssignments.sequenceId, id)));
  const visible = [
    ...(await visibleParticipantIds(
      tx,
      ctx,
      assigned.map((a) => a.id),
    )),
  ];
  if (visible.length === 0) return { items: [], total: 0 };
  const { limit, offset } = pageWindow(q);
  const rows = await tx
    .select({
      assignment: routineAssignments,
      name: personNameOf(routineAssignments.participantProfileId),
      total: totalCount(),
    })
    .from(routineAssignments)
    .where(
      and(
        eq(routineAssignments.tenantId, ctx.tenantId),
        eq(routineAssignments.sequenceId, id),
        anyId(routineAssignments.participantProfileId, visible),
      ),
    )
    .orderBy(desc(routineAssignments.createdAt), desc(routineAssignments.id))
    .limit(limit)
    .offset(offset);
  return {
    items: rows.map((r) => ({
      assignmentId: r.assignment.id,
      participantProfileId: r.assignment.participantProfileId,
      name: r.name,
      startDate: r.assignment.startDate,
      assignedAt: r.assignment.createdAt.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * The calendar items of assignments: for each item of its routine, one on startDate + day - 1 after what
 * that date already holds, a copy of the definition's fields as they are now (a circuit with its exercises),
 * the routine item's own prescription over the definition's.
 * The items of one definition within one assignment share a repeat key (made of the two ids), so that "this
 * and following" and "all" reach an assigned routine's occurrences. One INSERT … SELECT whatever their number
 * (the demo data uses it too).
 */
export async function placeAssignedItems(
  tx: Db,
  tenantId: string,
  assignmentIds: number[],
  createdByProfileId: number | null,
): Promise<void> {
  await tx.execute(sql`
    insert into participant_routine_items (tenant_id, participant_profile_id, date, position, assignment_id,
      repeat_key, created_by_profile_id, ${DEFINITION_COPY_COLUMNS})
    select a.tenant_id, a.participant_profile_id, a.start_date + (i.day - 1),
      coalesce((select max(p.position) + 1 from participant_routine_items p
        where p.tenant_id = a.tenant_id and p.participant_profile_id = a.participant_profile_id
          and p.date = a.start_date + (i.day - 1)), 0) + i.position,
      a.id, md5(a.tenant_id || ':' || a.id || ':' || i.definition_id)::uuid, ${createdByProfileId}::int,
      ${sequenceItemCopyValues}
    from routine_assignments a
    join routine_sequence_items i on i.tenant_id = a.tenant_id and i.sequence_id = a.sequence_id
    join routine_definitions d on d.tenant_id = i.tenant_id and d.id = i.definition_id
    where a.tenant_id = ${tenantId} and a.id = any(${intArray(assignmentIds)})`);
}
