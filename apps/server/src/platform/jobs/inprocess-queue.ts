import type { FastifyBaseLogger } from 'fastify';
import type { TenantId } from '@stride/contracts';
import type { Database } from '../db/client.js';
import { retryDelayMs } from './backoff.js';
import { DEFAULT_MAX_ATTEMPTS, toDefinition, type Definition } from './definition.js';
import { createJobStore } from './job-store.js';
import type { JobRow } from './jobs.table.js';
import type { JobFailureListener, JobQueue } from './queue.js';
import { errorText, newWorkerId } from './worker-id.js';

export interface InProcessOptions {
  database: Database;
  log: FastifyBaseLogger;
  pollMs: number;
  retryBaseMs: number;
}

const RECOVER_EVERY_MS = 60_000;
const HEARTBEAT_MS = 60_000;

/**
 * The queue on the embedded (or a plain PostgreSQL) database: the jobs table is the queue. Polls every
 * pollMs for due jobs, and is woken at once by an enqueue in this process so a mail goes out now,
 * not at the next tick. Each job name runs at most `concurrency` jobs at a time.
 */
export function createInProcessQueue(opts: InProcessOptions): JobQueue {
  const store = createJobStore(opts.database.db);
  const workerId = newWorkerId();
  const definitions = new Map<string, Definition>();
  const runningByName = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  const failureListeners: JobFailureListener[] = [];
  let started = false;
  let stopping = false;
  let pollTimer: NodeJS.Timeout | null = null;
  let lastRecovery = 0;
  let draining: Promise<void> | null = null;
  let drainAgain = false;

  /** Names with a free slot: only those are worth claiming. */
  function claimableNames(): string[] {
    return [...definitions].filter(([name, d]) => (runningByName.get(name) ?? 0) < d.concurrency).map(([n]) => n);
  }

  /** Claims and starts jobs until no slot or no due job is left. Calls during a pass fold into one more. */
  function drain(): Promise<void> {
    if (!started || stopping) return Promise.resolve();
    if (draining) {
      drainAgain = true;
      return draining;
    }
    draining = drainPasses().finally(() => {
      draining = null;
    });
    return draining;
  }

  async function drainPasses(): Promise<void> {
    try {
      if (Date.now() - lastRecovery > RECOVER_EVERY_MS) {
        lastRecovery = Date.now();
        const recovered = await store.recoverStale();
        if (recovered > 0) opts.log.warn({ recovered }, 'jobs of a stopped worker recovered');
      }
      do {
        drainAgain = false;
        for (;;) {
          if (stopping) return;
          const names = claimableNames();
          if (names.length === 0) break;
          const job = await store.claim(workerId, names);
          if (!job) break;
          track(run(job));
        }
      } while (drainAgain);
    } catch (err) {
      opts.log.error({ err }, 'job queue poll failed');
    }
  }

  function track(p: Promise<void>): void {
    inFlight.add(p);
    void p.finally(() => {
      inFlight.delete(p);
      // A slot is free: the next job may already be waiting.
      void drain();
    });
  }

  async function run(job: JobRow): Promise<void> {
    const def = definitions.get(job.name);
    if (!def) return; // Unreachable: claims are limited to defined names.
    runningByName.set(job.name, (runningByName.get(job.name) ?? 0) + 1);
    const heartbeat = setInterval(() => void store.heartbeat(job.id, workerId).catch(() => undefined), HEARTBEAT_MS);
    heartbeat.unref();
    const log = opts.log.child({ jobId: job.id, job: job.name, attempt: job.attempts });
    try {
      let result: unknown;
      try {
        // tenant_id is text in the table but only ever written from a TenantId.
        const tenantId = job.tenantId as TenantId | null;
        result = await def.handler(job.payload, { jobId: job.id, tenantId, attempt: job.attempts });
      } catch (err) {
        const last = job.attempts >= job.maxAttempts;
        const retryIn = last ? null : retryDelayMs(job.attempts, opts.retryBaseMs);
        for (const listener of failureListeners) listener(job.name, last);
        await store.fail(job.id, workerId, errorText(err), retryIn, def.sensitivePayload);
        if (last) log.error({ err }, 'job failed for good');
        else log.warn({ err }, 'job failed, will retry');
        return;
      }
      await store.complete(job.id, workerId, result, def.sensitivePayload);
    } catch (err) {
      // Recording the outcome failed (database gone?): the stale-lock recovery will run it again.
      log.error({ err }, 'could not record job outcome');
    } finally {
      clearInterval(heartbeat);
      runningByName.set(job.name, (runningByName.get(job.name) ?? 1) - 1);
    }
  }

  return {
    kind: 'inprocess',

    define(name, handler, defOpts) {
      definitions.set(name, toDefinition(handler, defOpts));
      void drain();
    },

    async enqueue(name, payload, enqueueOpts) {
      const { row } = await store.insert({
        name,
        payload,
        tenantId: enqueueOpts?.tenantId ?? null,
        maxAttempts: enqueueOpts?.maxAttempts ?? definitions.get(name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        delayMs: enqueueOpts?.delayMs ?? 0,
        idempotencyKey: enqueueOpts?.idempotencyKey ?? null,
      });
      if (!enqueueOpts?.delayMs) void drain();
      return row.id;
    },

    async start() {
      if (started) return;
      started = true;
      stopping = false;
      pollTimer = setInterval(() => void drain(), opts.pollMs);
      // The timer must not keep a process alive that is otherwise done (scripts, tests).
      pollTimer.unref();
      await drain();
    },

    async stop() {
      stopping = true;
      if (pollTimer) clearInterval(pollTimer);
      pollTimer = null;
      // A claim under way still starts its job; then jobs already started finish and record their
      // outcome, and nothing new is claimed.
      await draining;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      started = false;
    },

    onFailure(listener) {
      failureListeners.push(listener);
    },
  };
}
