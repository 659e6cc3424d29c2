import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { ForgetStep } from '../accounts/index.js';
import { journalComments, journalDays, journalMeals } from './journal.table.js';

/** What went of a deleted person's journal, for the deletion's audit row. */
export interface ForgottenJournal {
  days: number;
  meals: number;
  comments: number;
}

/**
 * Account deletion (forgetJournal below), in the deleting transaction: a participant's journal (days,
 * meals and every comment under them) and the comments the person wrote on others' journals. The photos are
 * files of the participant's own library, which goes with the library's cleanup.
 */
export async function forgetJournalOf(tx: Db, tenantId: string, profileId: number): Promise<ForgottenJournal> {
  const comments = await tx
    .delete(journalComments)
    .where(
      and(
        eq(journalComments.tenantId, tenantId),
        or(eq(journalComments.participantProfileId, profileId), eq(journalComments.authorProfileId, profileId)),
      ),
    )
    .returning({ id: journalComments.id });
  const meals = await tx
    .delete(journalMeals)
    .where(and(eq(journalMeals.tenantId, tenantId), eq(journalMeals.participantProfileId, profileId)))
    .returning({ id: journalMeals.id });
  const days = await tx
    .delete(journalDays)
    .where(and(eq(journalDays.tenantId, tenantId), eq(journalDays.participantProfileId, profileId)))
    .returning({ id: journalDays.id });
  return { days: days.length, meals: meals.length, comments: comments.length };
}

/** Account deletion (FORGET_STEPS in modules/index.ts): the journal, and the comments they wrote on others'. */
export const forgetJournal: ForgetStep = {
  key: 'journal',
  forget: async (tx, ctx, person) => ({ removed: await forgetJournalOf(tx, ctx.tenantId, person.profileId) }),
};
