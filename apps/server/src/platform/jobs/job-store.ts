import { and, eq, getTableColumns, inArray, lte, lt, sql } from 'drizzle-orm';
import type { TenantId } from '@stride/contracts';
import { rowsOf } from '../db/arrays.js';
import type { Db } from '../db/client.js';
import { jobs, type JobRow } from './jobs.table.js';

/** A job not finished within this long of its last sign of life belongs to a dead process. */
export const STALE_LOCK_MS = 5 * 60 * 1000;

export interface NewJob {
  name: string;
  payload: unknown;
  tenantId: TenantId | null;
  maxAttempts: number;
  delayMs: number;
  idempotencyKey: string | null;
}

/** `now() + ms`, computed by the database so every process shares one clock. */
const nowPlus = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

/** The queries on the jobs table, shared by the in-process runner and the BullMQ record keeping. */
export function createJobStore(db: Db) {
  return {
    /**
     * Adds a job; with an idempotency key already used, returns the existing job instead.
     * `created` says which happened.
     */
    async insert(job: NewJob): Promise<{ row: JobRow; created: boolean }> {
      const [created] = await db
        .insert(jobs)
        .values({
          name: job.name,
          payload: job.payload ?? null,
          tenantId: job.tenantId,
          maxAttempts: job.maxAttempts,
          runAt: nowPlus(job.delayMs),
          idempotencyKey: job.idempotencyKey,
        })
        .onConflictDoNothing({ target: jobs.idempotencyKey })
        .returning();
      if (created) return { row: created, created: true };
      const [existing] = await db
        .select()
        .from(jobs)
        .where(eq(jobs.idempotencyKey, job.idempotencyKey ?? ''));
      if (!existing) throw new Error(`job insert conflicted but no job has key ${job.idempotencyKey}`);
      return { row: existing, created: false };
    },

    /**
     * Takes the next due job of the given names. SKIP LOCKED lets several processes claim side by
     * side without waiting on or taking the same row; `=` keeps the subquery a one-row InitPlan.
     */
    async claim(workerId: string, names: string[]): Promise<JobRow | null> {
      const next = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`), inArray(jobs.name, names)))
        .orderBy(jobs.runAt)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(jobs)
        .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedAt: sql`now()`, lockedBy: workerId })
        .where(sql`${jobs.id} = (${next})`)
        .returning();
      return row ?? null;
    },

    /**
     * Marks a job running by an outside runner (BullMQ), which counts the attempts itself. False when the row is
     * done already (or gone): a job handed to BullMQ a second time (after Redis lost its jobs) must not run again.
     */
    async markRunning(id: string, workerId: string, attempt: number): Promise<boolean> {
      const marked = await db
        .update(jobs)
        .set({ status: 'running', attempts: attempt, lockedAt: sql`now()`, lockedBy: workerId })
        .where(and(eq(jobs.id, id), inArray(jobs.status, ['queued', 'running'])))
        .returning({ id: jobs.id });
      return marked.length > 0;
    },

    /** The jobs waiting for a worker, due or booked for later, with the milliseconds until each is due. */
    async queued(): Promise<Array<JobRow & { dueInMs: number }>> {
      return db
        .select({
          ...getTableColumns(jobs),
          dueInMs: sql<number>`greatest(0, extract(epoch from ${jobs.runAt} - now()) * 1000)::float8`,
        })
        .from(jobs)
        .where(eq(jobs.status, 'queued'));
    },

    /** Keeps a long job's lock fresh so recovery does not mistake it for one of a dead process. */
    async heartbeat(id: string, workerId: string): Promise<void> {
      await db
        .update(jobs)
        .set({ lockedAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
    },

    /**
     * Records success. Only the holder of the lock may: a recovered job now belongs to another run.
     * erasePayload drops a payload that holds a secret.
     */
    async complete(id: string, workerId: string, result: unknown, erasePayload = false): Promise<void> {
      await db
        .update(jobs)
        .set({
          status: 'completed',
          result: result ?? null,
          finishedAt: sql`now()`,
          lockedAt: null,
          lastError: null,
          ...(erasePayload ? { payload: null } : {}),
        })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
    },

    /**
     * Records a failed attempt: queued again after retryInMs, or failed for good when null (then
     * erasePayload drops a payload that holds a secret).
     */
    async fail(
      id: string,
      workerId: string,
      error: string,
      retryInMs: number | null,
      erasePayload = false,
    ): Promise<void> {
      const outcome =
        retryInMs === null
          ? { status: 'failed' as const, finishedAt: sql`now()`, ...(erasePayload ? { payload: null } : {}) }
          : { status: 'queued' as const, runAt: nowPlus(retryInMs) };
      await db
        .update(jobs)
        .set({ ...outcome, lastError: error.slice(0, 4000), lockedAt: null, lockedBy: null })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
    },

    /**
     * Jobs left running by a process that died: queued again, or failed when that was their last
     * attempt (a job that kills its process every time must not loop forever).
     */
    async recoverStale(): Promise<number> {
      const stale = and(
        eq(jobs.status, 'running'),
        lt(jobs.lockedAt, sql`now() - make_interval(secs => ${STALE_LOCK_MS / 1000})`),
      );
      const requeued = await db
        .update(jobs)
        .set({ status: 'queued', lockedAt: null, lockedBy: null, lastError: 'worker stopped before finishing' })
        .where(and(stale, lt(jobs.attempts, jobs.maxAttempts)))
        .returning({ id: jobs.id });
      const failed = await db
        .update(jobs)
        .set({
          status: 'failed',
          lockedAt: null,
          lockedBy: null,
          finishedAt: sql`now()`,
          lastError: 'worker stopped before finishing',
        })
        .where(stale)
        .returning({ id: jobs.id });
      return requeued.length + failed.length;
    },

    async get(id: string): Promise<JobRow | null> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row ?? null;
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;

/** One job name's queued jobs: due and waiting for a worker, booked for later, and how long the oldest due one has waited. */
export interface JobBacklog {
  name: string;
  waiting: number;
  delayed: number;
  oldestWaitingSeconds: number;
}

/**
 * The queue's backlog by job name, read from the jobs table: the record of both runners (BullMQ's jobs have their
 * row too, queued until a worker takes it), so one process answers for the whole queue. Read at scrape time.
 */
export async function queueBacklog(db: Db): Promise<JobBacklog[]> {
  const rows = rowsOf<{ name: string; waiting: number; delayed: number; oldest: number | null }>(
    await db.execute(sql`
      select name,
        (count(*) filter (where run_at <= now()))::int as waiting,
        (count(*) filter (where run_at > now()))::int as delayed,
        extract(epoch from now() - min(run_at) filter (where run_at <= now()))::float8 as oldest
      from ${jobs} where status = 'queued' group by name`),
  );
  return rows.map((r) => ({
    name: r.name,
    waiting: r.waiting,
    delayed: r.delayed,
    oldestWaitingSeconds: Math.max(0, r.oldest ?? 0),
  }));
}
