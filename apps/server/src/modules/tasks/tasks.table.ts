import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TaskRowError } from '@stride/contracts';
import { tenantId, tenantPolicy } from '../../platform/db/tenant-table.js';

/** What the database keeps; partially_completed is only ever derived (tasks.presenter.ts). */
export const STORED_TASK_STATUSES = ['in_progress', 'completed', 'failed'] as const;

/** Background tasks a user started (participant imports), with their progress and per-row errors. */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    type: text('type', { enum: ['participants_import'] }).notNull(),
    status: text('status', { enum: STORED_TASK_STATUSES }).notNull().default('in_progress'),
    /** `{ IMPORTED_PARTICIPANTS: n }` */
    metadata: jsonb('metadata')
      .$type<{ IMPORTED_PARTICIPANTS: number }>()
      .notNull()
      .default({ IMPORTED_PARTICIPANTS: 0 }),
    errorDetails: jsonb('error_details').$type<{ code: string; value: string | null }>(),
    /** Data rows read so far: where a retried job resumes. */
    rows: integer('rows').notNull().default(0),
    taskErrors: jsonb('task_errors').$type<TaskRowError[]>().notNull().default([]),
    /** What the task works on: the import's advisor and its file in storage. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    /** The job that runs the task, to tell a dead one from a queued one. */
    jobId: uuid('job_id'),
    createdBy: integer('created_by').notNull(),
    /** The real person during a surrogate login. */
    surrogateActorUserId: integer('surrogate_actor_user_id'),
    traceId: text('trace_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('tasks'),
    index('tasks_tenant_creator_idx').on(t.tenantId, t.createdBy, t.createdAt.desc()),
    index('tasks_in_progress_idx')
      .on(t.updatedAt)
      .where(sql`status = 'in_progress'`),
    check('tasks_status_check', sql`status in ('in_progress', 'completed', 'failed')`),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
