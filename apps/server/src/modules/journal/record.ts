import { and, eq, or } from 'drizzle-orm';
import { rowsNaming, type RecordSource } from '../accounts/index.js';
import { journalComments, journalDays, journalMeals } from './journal.table.js';

/**
 * A participant's export (RECORD_SOURCES in modules/index.ts): their journal's days and meals (the photos are
 * files of their own library, in the library's part), the comments under them and those they wrote elsewhere.
 */
export const journalRecord: RecordSource = {
  key: 'journal',
  read: async (tx, ctx, person) => ({
    rows: {
      days: await rowsNaming(tx, ctx.tenantId, journalDays, journalDays.participantProfileId, person.profileId),
      meals: await rowsNaming(tx, ctx.tenantId, journalMeals, journalMeals.participantProfileId, person.profileId),
      comments: await tx
        .select()
        .from(journalComments)
        .where(
          and(
            eq(journalComments.tenantId, ctx.tenantId),
            or(
              eq(journalComments.participantProfileId, person.profileId),
              eq(journalComments.authorProfileId, person.profileId),
            ),
          ),
        ),
    },
  }),
};
