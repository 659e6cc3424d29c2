import type { RecordSource } from '../accounts/index.js';
import { rowsNaming } from '../accounts/index.js';
import { participantRoutineItems, participantRoutineResults } from './calendar.table.js';

/** A participant's export (RECORD_SOURCES in modules/index.ts): their calendar and what they recorded of it. */
export const calendarRecord: RecordSource = {
  key: 'calendar',
  read: async (tx, ctx, person) => ({
    rows: {
      items: await rowsNaming(
        tx,
        ctx.tenantId,
        participantRoutineItems,
        participantRoutineItems.participantProfileId,
        person.profileId,
      ),
      results: await rowsNaming(
        tx,
        ctx.tenantId,
        participantRoutineResults,
        participantRoutineResults.participantProfileId,
        person.profileId,
      ),
    },
  }),
};
