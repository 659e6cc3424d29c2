import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { participantRoutineItems, participantRoutineResults } from './calendar.table.js';
import { routineAssignments } from './sequences.table.js';

/** What went from the routines with a deleted account. */
export interface ForgottenRoutines {
  /** The items of their calendar, what they recorded of them, and the routines assigned to them. */
  calendarItems: number;
  results: number;
  assignments: number;
}

/**
 * Removes a participant's calendar in the deleting transaction (results have no foreign key to their
 * items: they go first, by the participant). A staff member has none; the routines and definitions they
 * made are their company's and stay.
 */
export async function forgetRoutinesOf(tx: Db, tenantId: string, profileId: number): Promise<ForgottenRoutines> {
  const results = await tx
    .delete(participantRoutineResults)
    .where(
      and(
        eq(participantRoutineResults.tenantId, tenantId),
        eq(participantRoutineResults.participantProfileId, profileId),
      ),
    )
    .returning({ id: participantRoutineResults.itemId });
  const items = await tx
    .delete(participantRoutineItems)
    .where(
      and(eq(participantRoutineItems.tenantId, tenantId), eq(participantRoutineItems.participantProfileId, profileId)),
    )
    .returning({ id: participantRoutineItems.id });
  const assignments = await tx
    .delete(routineAssignments)
    .where(and(eq(routineAssignments.tenantId, tenantId), eq(routineAssignments.participantProfileId, profileId)))
    .returning({ id: routineAssignments.id });
  return { calendarItems: items.length, results: results.length, assignments: assignments.length };
}
