import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { ForgetStep } from '../accounts/index.js';
import { forgetCalendarOf } from '../calendar/index.js';
import { routineAssignments } from './sequences.table.js';

/** What went from the routines with a deleted account. */
export interface ForgottenRoutines {
  /** The items of their calendar, what they recorded of them, and the routines assigned to them. */
  calendarItems: number;
  results: number;
  calendarFeeds: number;
  assignments: number;
}

/**
 * Removes a participant's calendar and the routines assigned to them in the deleting transaction. A staff
 * member has none; the routines and definitions they made are their company's and stay.
 */
export async function forgetRoutinesOf(tx: Db, tenantId: string, profileId: number): Promise<ForgottenRoutines> {
  const calendar = await forgetCalendarOf(tx, tenantId, profileId);
  const assignments = await tx
    .delete(routineAssignments)
    .where(and(eq(routineAssignments.tenantId, tenantId), eq(routineAssignments.participantProfileId, profileId)))
    .returning({ id: routineAssignments.id });
  return { ...calendar, assignments: assignments.length };
}

/** Account deletion (FORGET_STEPS in modules/index.ts): the participant's calendar and assigned routines. */
export const forgetRoutines: ForgetStep = {
  key: 'routines',
  forget: async (tx, ctx, person) => ({ removed: await forgetRoutinesOf(tx, ctx.tenantId, person.profileId) }),
};
