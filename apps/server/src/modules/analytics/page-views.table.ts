import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../platform/db/tenant-table.js';

/** The portal's page-view event after each navigation. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    path: text('path').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('page_views'),
    index('page_views_tenant_at_idx').on(t.tenantId, t.at),
    // A deleted account's page views go with it (analytics/forget.ts).
    index('page_views_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);
