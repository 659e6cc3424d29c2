import { and, countDistinct, eq, sql } from 'drizzle-orm';
import { recordAudits } from '../../platform/audit/audit.js';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { participantRoutineItems } from './calendar.table.js';

export const CALENDAR_ITEM_ENTITY = 'participant_routine_item';

/** Per definition, how many participants have it on their calendar (the usage-aware delete names them). */
export async function calendarUsesOf(
  tx: Db,
  ctx: RequestContext,
  definitionIds: number[],
): Promise<{ definitionId: number | null; participants: number }[]> {
  return tx
    .select({
      definitionId: participantRoutineItems.definitionId,
      participants: countDistinct(participantRoutineItems.participantProfileId),
    })
    .from(participantRoutineItems)
    .where(
      and(
        eq(participantRoutineItems.tenantId, ctx.tenantId),
        anyId(participantRoutineItems.definitionId, definitionIds),
      ),
    )
    .groupBy(participantRoutineItems.definitionId);
}

/** A forced delete of definitions: calendar items keep their copy and lose the link (definition_id null), audited. */
export async function unlinkDefinitions(tx: Db, ctx: RequestContext, definitionIds: number[]): Promise<void> {
  const unlinked = await tx
    .update(participantRoutineItems)
    .set({ definitionId: null, version: sql`${participantRoutineItems.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(participantRoutineItems.tenantId, ctx.tenantId),
        anyId(participantRoutineItems.definitionId, definitionIds),
      ),
    )
    .returning({ id: participantRoutineItems.id, version: participantRoutineItems.version });
  await recordAudits(
    tx,
    ctx,
    unlinked.map((row) => ({
      operation: 'UPDATE' as const,
      entityType: CALENDAR_ITEM_ENTITY,
      entityId: row.id,
      after: { definitionId: null, version: row.version },
    })),
  );
}
