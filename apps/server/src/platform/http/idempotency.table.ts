import { integer, jsonb, pgTable, primaryKey, index, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../db/tenant-table.js';

/**
 * The answers of idempotent changes (idempotency.ts), by the user and the key they sent: a repeat answers
 * the stored answer. Kept 24 h (IDEMPOTENCY_TTL_HOURS), then the key may be used again and the row is swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    /** The call the key was first used for: `POST /api/...` with its path parameters, and its body's hash. */
    request: text('request').notNull(),
    bodyHash: text('body_hash').notNull(),
    /** The answer, once the change is applied (in the same transaction as the change). */
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('idempotency_keys'),
    primaryKey({ columns: [t.tenantId, t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
