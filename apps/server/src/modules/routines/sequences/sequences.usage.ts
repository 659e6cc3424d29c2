import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudits } from '../../../platform/audit/audit.js';
import { anyId } from '../../../platform/db/arrays.js';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { calendarUsesOf, unlinkDefinitions } from '../../calendar/index.js';
import { routineSequenceItems, routineSequences } from '../sequences.table.js';

export const SEQUENCE_ENTITY = 'routine_sequence';

/** A routine, or the participants' calendars, that use a definition (the usage-aware delete names them). */
export type RoutineUse =
  | { kind: 'SEQUENCE'; id: number; title: string }
  | { kind: 'CALENDAR'; id: number; title: string; participants: number };

/**
 * Where these definitions are used besides circuits: the routines holding them (by title) and, per
 * definition, how many participants have it on their calendar. Two queries whatever the count.
 */
export async function routineUsesOf(tx: Db, ctx: RequestContext, definitions: { id: number; title: string }[]) {
  const ids = definitions.map((d) => d.id);
  if (ids.length === 0) return [];
  const sequences = await tx
    .selectDistinct({ id: routineSequences.id, title: routineSequences.title })
    .from(routineSequenceItems)
    .innerJoin(
      routineSequences,
      and(eq(routineSequences.id, routineSequenceItems.sequenceId), eq(routineSequences.tenantId, ctx.tenantId)),
    )
    .where(and(eq(routineSequenceItems.tenantId, ctx.tenantId), anyId(routineSequenceItems.definitionId, ids)))
    .orderBy(asc(routineSequences.title), asc(routineSequences.id));
  const calendars = await calendarUsesOf(tx, ctx, ids);
  const titleOf = new Map(definitions.map((d) => [d.id, d.title]));
  return [
    ...sequences.map((s): RoutineUse => ({ kind: 'SEQUENCE', ...s })),
    ...calendars.map((c): RoutineUse => ({
      kind: 'CALENDAR',
      id: c.definitionId!,
      title: titleOf.get(c.definitionId!) ?? '',
      participants: c.participants,
    })),
  ];
}

/** The end of the in-use message for routines and calendars: `the routines "A", "B"`, `the calendars of 3 participants`. */
export function describeRoutineUses(uses: RoutineUse[]): string[] {
  const sequences = uses.filter((u) => u.kind === 'SEQUENCE');
  const parts: string[] = [];
  if (sequences.length) {
    const names = sequences
      .slice(0, 5)
      .map((u) => `"${u.title}"`)
      .join(', ');
    const more = sequences.length > 5 ? ` and ${sequences.length - 5} more` : '';
    parts.push(`the routine${sequences.length > 1 ? 's' : ''} ${names}${more}`);
  }
  const participants = uses.reduce((n, u) => n + (u.kind === 'CALENDAR' ? u.participants : 0), 0);
  if (participants)
    parts.push(
      `the calendar${participants > 1 ? 's' : ''} of ${participants} participant${participants > 1 ? 's' : ''}`,
    );
  return parts;
}

/**
 * A forced delete of definitions: they leave the routines that hold them (each routine's version bumped,
 * its days renumbered as a removal would, audited); calendar items keep their copy and lose the link
 * (definition_id null).
 */
export async function releaseRoutineUses(tx: Db, ctx: RequestContext, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const removed = await tx
    .delete(routineSequenceItems)
    .where(and(eq(routineSequenceItems.tenantId, ctx.tenantId), anyId(routineSequenceItems.definitionId, ids)))
    .returning();
  const sequenceIds = [...new Set(removed.map((r) => r.sequenceId))];
  if (sequenceIds.length) {
    // Positions of the days that lost an item, renumbered from 0 in one statement.
    await tx.execute(sql`
      update ${routineSequenceItems} i set position = r.n - 1
      from (select id, row_number() over (partition by sequence_id, day order by position, id) as n
            from ${routineSequenceItems}
            where tenant_id = ${ctx.tenantId} and ${anyId(routineSequenceItems.sequenceId, sequenceIds)}) r
      where i.id = r.id and i.position <> r.n - 1`);
    const after = await tx
      .update(routineSequences)
      .set({ version: sql`${routineSequences.version} + 1`, updatedAt: new Date() })
      .where(and(eq(routineSequences.tenantId, ctx.tenantId), anyId(routineSequences.id, sequenceIds)))
      .returning();
    await recordAudits(
      tx,
      ctx,
      after.map((row) => ({
        operation: 'UPDATE' as const,
        entityType: SEQUENCE_ENTITY,
        entityId: row.id,
        after: { ...row, removedItems: removed.filter((r) => r.sequenceId === row.id) },
      })),
    );
  }
  await unlinkDefinitions(tx, ctx, ids);
}
