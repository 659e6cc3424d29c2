import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

/** A staff member's canned chat messages (spec 000: Quick message). */
export const quickMessages = pgTable(
  'quick_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    profileId: integer('profile_id').notNull(),
    message: text('message').notNull(),
    ...versionedColumns(),
  },
  (t) => [tenantPolicy('quick_messages'), index('quick_messages_profile_idx').on(t.tenantId, t.profileId, t.id)],
);
