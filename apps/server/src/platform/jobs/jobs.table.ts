import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Every background job and what became of it: the queue itself for the in-process runner, the record
 * beside BullMQ otherwise. A system table: tenant_id says on whose behalf a job runs, but the runner
 * reads across tenants, so no row-level security here.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload'),
    tenantId: text('tenant_id'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    /** Attempts started so far; the claim increments it. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    result: jsonb('result'),
    idempotencyKey: text('idempotency_key').unique('jobs_idempotency_key_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_status_run_at_idx').on(t.status, t.runAt),
    check('jobs_status_check', sql`status in ('queued', 'running', 'completed', 'failed')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
