import { rowsNaming, type RecordSource } from '../accounts/index.js';
import { pageViews } from './page-views.table.js';

/** A person's export (RECORD_SOURCES in modules/index.ts): the pages of the portal they opened, and when. */
export const analyticsRecord: RecordSource = {
  key: 'analytics',
  read: async (tx, ctx, person) => ({
    rows: { pageViews: await rowsNaming(tx, ctx.tenantId, pageViews, pageViews.userId, person.userId) },
  }),
};
