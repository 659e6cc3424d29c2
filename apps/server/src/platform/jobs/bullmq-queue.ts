import type { FastifyBaseLogger } from 'fastify';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { TenantId } from '@stride/contracts';
import type { Database } from '../db/client.js';
import { retryDelayMs } from './backoff.js';
import { DEFAULT_MAX_ATTEMPTS, toDefinition, type Definition } from './definition.js';
import { createJobStore } from './job-store.js';
import type { JobFailureListener, JobQueue } from './queue.js';
import { errorText, newWorkerId } from './worker-id.js';

/** How often a process checks that Redis still holds the queue's jobs, beside each reconnection. */
const LOST_JOBS_CHECK_MS = 5000;

export interface BullOptions {
  database: Database;
  log: FastifyBaseLogger;
  redisUrl: string;
  /** Key prefix in Redis; tests use their own so runs never see each other's jobs. */
  prefix: string;
  retryBaseMs: number;
}

/** What travels through Redis; the jobs row keeps the same and the outcome. */
interface BullData {
  payload: unknown;
  tenantId: TenantId | null;
}

/**
 * The queue across processes: BullMQ on Redis schedules, retries (with our backoff) and recovers
 * stalled jobs; every job also has its row in the jobs table, written on enqueue and updated by the
 * worker, so there is one record of all jobs whatever runs them. One BullMQ queue per job name, which
 * gives each name its own worker and concurrency.
 */
export function createBullQueue(opts: BullOptions): JobQueue {
  const store = createJobStore(opts.database.db);
  const workerId = newWorkerId();
  // BullMQ needs maxRetriesPerRequest null for its blocking commands; workers duplicate this client.
  const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
  const definitions = new Map<string, Definition>();
  const queues = new Map<string, Queue<BullData>>();
  const workers = new Map<string, Worker<BullData>>();
  const failureListeners: JobFailureListener[] = [];
  let started = false;

  function queueOf(name: string): Queue<BullData> {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue<BullData>(name, { connection: redis, prefix: opts.prefix });
      queues.set(name, queue);
    }
    return queue;
  }

  function startWorker(name: string, def: Definition): void {
    const worker = new Worker<BullData>(name, (job) => process(job, def), {
      connection: redis,
      prefix: opts.prefix,
      concurrency: def.concurrency,
      settings: { backoffStrategy: (attemptsMade) => retryDelayMs(attemptsMade, opts.retryBaseMs) },
    });
    worker.on('error', (err) => opts.log.error({ err, job: name }, 'job worker error'));
    workers.set(name, worker);
  }

  async function process(job: Job<BullData>, def: Definition): Promise<unknown> {
    const id = job.id;
    if (!id) throw new Error('BullMQ job without id');
    const attempt = job.attemptsMade + 1;
    const last = attempt >= (job.opts.attempts ?? 1);
    const log = opts.log.child({ jobId: id, job: job.name, attempt });
    if (!(await store.markRunning(id, workerId, attempt))) return null;
    try {
      const result = await def.handler(job.data.payload, { jobId: id, tenantId: job.data.tenantId, attempt });
      await store.complete(id, workerId, result, def.sensitivePayload);
      return result ?? null;
    } catch (err) {
      for (const listener of failureListeners) listener(job.name, last);
      await store
        .fail(id, workerId, errorText(err), last ? null : retryDelayMs(attempt, opts.retryBaseMs), def.sensitivePayload)
        .catch((recordErr: unknown) => log.error({ err: recordErr }, 'could not record job failure'));
      if (last) log.error({ err }, 'job failed for good');
      else log.warn({ err }, 'job failed, will retry');
      // Rethrown so that BullMQ schedules the retry.
      throw err;
    }
  }

  /** Hands a job's row to BullMQ; a job id BullMQ already holds is ignored by it. */
  async function publish(
    row: { id: string; name: string; payload: unknown; tenantId: string | null },
    o: { attempts: number; delayMs: number },
  ) {
    await queueOf(row.name).add(
      row.name,
      { payload: row.payload ?? null, tenantId: row.tenantId as TenantId | null },
      {
        jobId: row.id,
        attempts: o.attempts,
        delay: o.delayMs,
        backoff: { type: 'custom' },
        // The jobs table is the lasting record; Redis keeps only what it needs to run them.
        removeOnComplete: true,
        removeOnFail: definitions.get(row.name)?.sensitivePayload ? true : { age: 24 * 3600 },
      },
    );
  }

  /**
   * Redis restarted empty (no persistence, a replaced node) takes every waiting and delayed job with it, while
   * their rows stay queued: nothing would ever run them (the soak found the sprints' sweep, a chain of delayed
   * jobs, stopped for good). A marker key, set at start, says Redis still holds what was given to it; the first
   * process to find it gone sets it again and hands BullMQ every queued row. A job already run is not run twice:
   * its row is no longer queued (markRunning). A start only sets the marker: a Redis found empty then may be one
   * of another deployment's prefix on a shared database (the test suites), whose jobs are not this one's to run.
   */
  const marker = `${opts.prefix}:stride:jobs-held`;
  let republishing = false;
  /** Set once this process has put its marker (the first connection's 'ready' comes before: not a loss). */
  let marked = false;
  async function republishIfLost(): Promise<void> {
    if (republishing || !marked) return;
    republishing = true;
    try {
      if ((await redis.set(marker, workerId, 'NX')) !== 'OK') return;
      try {
        const rows = await store.queued();
        for (const row of rows)
          await publish(row, { attempts: Math.max(1, row.maxAttempts - row.attempts), delayMs: row.dueInMs });
        if (rows.length > 0)
          opts.log.warn({ jobs: rows.length }, 'Redis had lost its jobs: queued jobs handed to it again');
      } catch (err) {
        // The database may be down as well: the next check tries again.
        await redis.del(marker).catch(() => undefined);
        throw err;
      }
    } finally {
      republishing = false;
    }
  }
  const checkRedis = () =>
    void republishIfLost().catch((err: unknown) => opts.log.warn({ err }, 'could not check Redis for lost jobs'));
  redis.on('ready', checkRedis);
  let checkTimer: NodeJS.Timeout | undefined;

  return {
    kind: 'bullmq',

    define(name, handler, defOpts) {
      const def = toDefinition(handler, defOpts);
      definitions.set(name, def);
      if (started && !workers.has(name)) startWorker(name, def);
    },

    async enqueue(name, payload, enqueueOpts) {
      const tenantId = enqueueOpts?.tenantId ?? null;
      const maxAttempts = enqueueOpts?.maxAttempts ?? definitions.get(name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      const delayMs = enqueueOpts?.delayMs ?? 0;
      const { row } = await store.insert({
        name,
        payload,
        tenantId,
        maxAttempts,
        delayMs,
        idempotencyKey: enqueueOpts?.idempotencyKey ?? null,
      });
      // Also for a duplicate that is still queued: if the first enqueue died between the row and Redis,
      // this delivers it; otherwise BullMQ ignores a second job with the same id.
      if (row.status === 'queued') await publish(row, { attempts: maxAttempts, delayMs });
      return row.id;
    },

    async start() {
      if (started) return;
      started = true;
      for (const [name, def] of definitions) if (!workers.has(name)) startWorker(name, def);
      await Promise.all([...workers.values()].map((w) => w.waitUntilReady()));
      // A Redis that came back empty is noticed on reconnecting ('ready'), and checked now and then besides.
      await redis.set(marker, workerId, 'NX');
      marked = true;
      checkTimer = setInterval(checkRedis, LOST_JOBS_CHECK_MS);
      checkTimer.unref();
    },

    async stop() {
      started = false;
      marked = false;
      clearInterval(checkTimer);
      // Worker.close() waits for the jobs it is running to finish.
      await Promise.all([...workers.values()].map((w) => w.close()));
      workers.clear();
      await Promise.all([...queues.values()].map((q) => q.close()));
      queues.clear();
      await redis.quit().catch(() => undefined);
    },

    onFailure(listener) {
      failureListeners.push(listener);
    },
  };
}
