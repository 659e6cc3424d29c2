import { rowsNaming, type RecordSource } from '../accounts/index.js';
import { profilePrograms } from './programs.table.js';

/** A participant's export (RECORD_SOURCES in modules/index.ts): the programs they are in. */
export const programsRecord: RecordSource = {
  key: 'programs',
  read: async (tx, ctx, person) => ({
    rows: {
      assignments: await rowsNaming(tx, ctx.tenantId, profilePrograms, profilePrograms.profileId, person.profileId),
    },
  }),
};
