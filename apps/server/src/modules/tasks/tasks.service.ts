import { and, desc, eq, sql } from 'drizzle-orm';
import type { PageQuery, TaskRowError, TenantId } from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { RequestContext } from '../../platform/http/context.js';
import { conflict, notFound, unauthorized } from '../../platform/http/errors.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
import { jobs } from '../../platform/jobs/jobs.table.js';
import { presentTask } from './tasks.presenter.js';
import { tasks, type TaskRow } from './tasks.table.js';

export type { TaskRow } from './tasks.table.js';

/**
 * A running task is updated at least every few seconds (each batch of rows); one silent for this long,
 * whose job is not waiting in the queue, belongs to a job that died for good.
 */
export const TASK_STALE_MS = 15 * 60 * 1000;

export interface NewTask {
  type: TaskRow['type'];
  params: Record<string, unknown>;
  fileName: string | null;
}

export async function createTask(tx: Db, ctx: RequestContext, task: NewTask): Promise<TaskRow> {
  if (!ctx.actor) throw unauthorized();
  const [row] = await tx
    .insert(tasks)
    .values({
      tenantId: ctx.tenantId,
      type: task.type,
      params: task.params,
      fileName: task.fileName,
      createdBy: ctx.actor.userId,
      surrogateActorUserId: ctx.actor.surrogateActorUserId,
      traceId: ctx.traceId,
    })
    .returning();
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: 'task', entityId: row!.id, after: row });
  return row!;
}

/** Records what a task works on (its stored file, its parameters) and the job that runs it. */
export async function setUpTask(
  tx: Db,
  ctx: RequestContext,
  id: number,
  setup: { fileKey?: string; params?: Record<string, unknown>; jobId?: string },
): Promise<TaskRow> {
  const [row] = await tx
    .update(tasks)
    .set({ ...setup, updatedAt: sql`now()` })
    .where(and(eq(tasks.id, id), eq(tasks.tenantId, ctx.tenantId)))
    .returning();
  if (!row) throw notFound('Task');
  return row;
}

/** Removes a task whose upload did not complete; nothing else refers to it yet. */
export async function discardTask(tx: Db, ctx: RequestContext, id: number): Promise<void> {
  await tx.delete(tasks).where(and(eq(tasks.id, id), eq(tasks.tenantId, ctx.tenantId)));
}

/**
 * Tasks left in progress by a job that failed for good or died with its process (the queue then may
 * never run the task's code again) end failed, so no task shows "In progress" forever.
 */
async function failDeadTasks(tx: Db, tenantId: TenantId, createdBy: number): Promise<void> {
  const jobOf = (status: 'failed' | 'queued') =>
    sql`exists (select 1 from ${jobs} where ${jobs.id} = ${tasks.jobId} and ${jobs.status} = ${status})`;
  await tx
    .update(tasks)
    .set({ status: 'failed', errorDetails: { code: 'INTERNAL_ERROR', value: null }, updatedAt: sql`now()` })
    .where(
      and(
        eq(tasks.tenantId, tenantId),
        eq(tasks.createdBy, createdBy),
        eq(tasks.status, 'in_progress'),
        sql`(${jobOf('failed')} or (${tasks.updatedAt} < now() - make_interval(secs => ${TASK_STALE_MS / 1000}) and not ${jobOf('queued')}))`,
      ),
    );
}

/** The actor's own tasks, newest first: the SQL twin of taskPolicy's `view` (packages/contracts). */
export async function listOwnTasks(tx: Db, ctx: RequestContext, q: PageQuery) {
  if (!ctx.actor) throw unauthorized();
  await failDeadTasks(tx, ctx.tenantId, ctx.actor.userId);
  const rows = await tx
    .select({ task: tasks, total: totalCount() })
    .from(tasks)
    .where(and(eq(tasks.tenantId, ctx.tenantId), eq(tasks.createdBy, ctx.actor.userId)))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(pageWindow(q).limit)
    .offset(pageWindow(q).offset);
  return { items: rows.map((r) => presentTask(r.task)), total: rows[0]?.total ?? 0 };
}

/** Deletes one of the actor's finished tasks (404 for anyone else's); a running one cannot be (409). Returns it. */
export async function deleteOwnTask(tx: Db, ctx: RequestContext, id: number): Promise<TaskRow> {
  if (!ctx.actor) throw unauthorized();
  await failDeadTasks(tx, ctx.tenantId, ctx.actor.userId);
  const [row] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.tenantId, ctx.tenantId)));
  if (!row) throw notFound('Task');
  authorize(ctx.actor, 'task.delete', row);
  if (row.status === 'in_progress') throw conflict('This task is still running. Try again when it has finished.');
  await tx.delete(tasks).where(eq(tasks.id, id));
  await recordAudit(tx, ctx, { operation: 'DELETE', entityType: 'task', entityId: id, before: presentTask(row) });
  return row;
}

// The job's side: system work, naming the tenant in every condition.

export async function findTask(db: Db, tenantId: TenantId, id: number): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.tenantId, tenantId)));
  return row;
}

/** Thrown when another run of the same task moved it on: this run stops without touching it. */
export class TaskSupersededError extends Error {
  constructor(id: number) {
    super(`task ${id} was advanced by another run`);
  }
}

/** Holds the task's row for this transaction; another run that moved it on makes this one stop. */
export async function lockTaskAt(tx: Db, tenantId: TenantId, taskId: number, rows: number): Promise<void> {
  const [locked] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(eq(tasks.id, taskId), eq(tasks.tenantId, tenantId), eq(tasks.status, 'in_progress'), eq(tasks.rows, rows)),
    )
    .for('update');
  if (!locked) throw new TaskSupersededError(taskId);
}

/**
 * Records a processed stretch of rows, in the transaction that wrote them: rows moves from `fromRows`
 * to `toRows` only if nobody else moved it (the row lock also serialises two runs of one task).
 */
export async function recordTaskProgress(
  tx: Db,
  tenantId: TenantId,
  id: number,
  progress: { fromRows: number; toRows: number; imported: number; errors: TaskRowError[] },
): Promise<void> {
  const updated = await tx
    .update(tasks)
    .set({
      rows: progress.toRows,
      metadata: sql`jsonb_build_object('IMPORTED_PARTICIPANTS', (${tasks.metadata}->>'IMPORTED_PARTICIPANTS')::int + ${progress.imported}::int)`,
      taskErrors: progress.errors.length
        ? sql`${tasks.taskErrors} || ${JSON.stringify(progress.errors)}::jsonb`
        : tasks.taskErrors,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(tasks.id, id),
        eq(tasks.tenantId, tenantId),
        eq(tasks.status, 'in_progress'),
        eq(tasks.rows, progress.fromRows),
      ),
    )
    .returning({ id: tasks.id });
  if (updated.length === 0) throw new TaskSupersededError(id);
}

/** Marks a running task as started again (a retry), which also keeps it from looking dead. */
export async function touchTask(db: Db, tenantId: TenantId, id: number): Promise<void> {
  await db
    .update(tasks)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(tasks.id, id), eq(tasks.tenantId, tenantId)));
}

/** Ends a running task; an already finished one is left as it is. */
export async function finishTask(
  db: Db,
  tenantId: TenantId,
  id: number,
  outcome: { errorDetails?: { code: string; value: string | null } | null; extraErrors?: TaskRowError[] },
): Promise<TaskRow | undefined> {
  const extra = outcome.extraErrors ?? [];
  const [row] = await db
    .update(tasks)
    .set({
      status:
        outcome.errorDetails || extra.length > 0
          ? 'failed'
          : sql`case when jsonb_array_length(${tasks.taskErrors}) > 0 then 'failed' else 'completed' end`,
      errorDetails: outcome.errorDetails ?? null,
      taskErrors: extra.length ? sql`${tasks.taskErrors} || ${JSON.stringify(extra)}::jsonb` : tasks.taskErrors,
      updatedAt: sql`now()`,
    })
    .where(and(eq(tasks.id, id), eq(tasks.tenantId, tenantId), eq(tasks.status, 'in_progress')))
    .returning();
  return row;
}

/**
 * A deleted account's tasks: those it started are removed (a job still running one finds it gone and
 * stops), and tasks it started for someone else in a surrogate session keep no reference to it.
 * Returns the removed tasks' stored files, for the caller to delete once the transaction commits.
 */
export async function removeTasksOf(
  tx: Db,
  tenantId: TenantId,
  userId: number,
): Promise<{ removed: number; fileKeys: string[] }> {
  const removed = await tx
    .delete(tasks)
    .where(and(eq(tasks.tenantId, tenantId), eq(tasks.createdBy, userId)))
    .returning({ fileKey: tasks.fileKey });
  await tx
    .update(tasks)
    .set({ surrogateActorUserId: null })
    .where(and(eq(tasks.tenantId, tenantId), eq(tasks.surrogateActorUserId, userId)));
  return { removed: removed.length, fileKeys: removed.flatMap((r) => (r.fileKey ? [r.fileKey] : [])) };
}
