import { rowsNaming, type RecordSource } from '../accounts/index.js';
import { routineAssignments } from './sequences.table.js';

/** A participant's export (RECORD_SOURCES in modules/index.ts): the routines assigned to them. */
export const routinesRecord: RecordSource = {
  key: 'routines',
  read: async (tx, ctx, person) => ({
    rows: {
      assignments: await rowsNaming(
        tx,
        ctx.tenantId,
        routineAssignments,
        routineAssignments.participantProfileId,
        person.profileId,
      ),
    },
  }),
};
