import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../platform/db/tenant-table.js';

/**
 * One browser's Web Push subscription of a user (docs/decisions.md, "Browser push"): removed when the
 * person unsubscribes or when the push service answers 404 or 410 (the subscription has ended).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    /** The push service's URL of this browser. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and authentication secret (base64url): what a message is encrypted for. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser that subscribed, as it named itself (shown to nobody yet; for support). */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('push_subscriptions'),
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.tenantId, t.endpoint),
    index('push_subscriptions_user_idx').on(t.tenantId, t.userId),
  ],
);
