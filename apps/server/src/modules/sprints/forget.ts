import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { ForgetStep } from '../accounts/index.js';
import { sprintDefinitions, sprintOccurrences } from './sprints.table.js';

/**
 * Removes a participant's timed messages (definitions and every occurrence, sent or not) in the deleting
 * transaction; the sprint chat goes with the chat's own cleanup. A staff member's templates are their
 * company's and stay; messages they planned for others are skipped at their time (no sender).
 */
export async function forgetSprintsOf(tx: Db, tenantId: string, profileId: number): Promise<number> {
  await tx
    .delete(sprintOccurrences)
    .where(and(eq(sprintOccurrences.tenantId, tenantId), eq(sprintOccurrences.participantProfileId, profileId)));
  const gone = await tx
    .delete(sprintDefinitions)
    .where(and(eq(sprintDefinitions.tenantId, tenantId), eq(sprintDefinitions.participantProfileId, profileId)))
    .returning({ id: sprintDefinitions.id });
  return gone.length;
}

/** Account deletion (FORGET_STEPS in modules/index.ts): the participant's timed messages (their definitions). */
export const forgetSprints: ForgetStep = {
  key: 'sprintMessages',
  forget: async (tx, ctx, person) => ({ removed: await forgetSprintsOf(tx, ctx.tenantId, person.profileId) }),
};
