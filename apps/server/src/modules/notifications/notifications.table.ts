import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../platform/db/tenant-table.js';

/** What a user is told about (spec 002: Notification). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    type: text('type').notNull(),
    code: text('code'),
    message: text('message').notNull(),
    linkMessage: text('link_message'),
    parameters: jsonb('parameters').notNull().default({}),
    unread: boolean('unread').notNull().default(true),
    resendAt: timestamp('resend_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('notifications'),
    index('notifications_user_created_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx').on(t.tenantId, t.userId, t.unread),
  ],
);
