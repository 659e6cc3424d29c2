import { rowsNaming, type RecordSource } from '../accounts/index.js';
import { sprintDefinitions, sprintOccurrences } from './sprints.table.js';

/** A participant's export (RECORD_SOURCES in modules/index.ts): their timed messages and each sending. */
export const sprintsRecord: RecordSource = {
  key: 'sprints',
  read: async (tx, ctx, person) => ({
    rows: {
      messages: await rowsNaming(
        tx,
        ctx.tenantId,
        sprintDefinitions,
        sprintDefinitions.participantProfileId,
        person.profileId,
      ),
      occurrences: await rowsNaming(
        tx,
        ctx.tenantId,
        sprintOccurrences,
        sprintOccurrences.participantProfileId,
        person.profileId,
      ),
    },
  }),
};
