import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.js';
import type { Database } from '../db/client.js';
import type { Platform } from '../platform.js';
import { createInProcessQueue } from './inprocess-queue.js';
import type { JobQueue } from './queue.js';

export type { DefineOptions, EnqueueOptions, JobContext, JobFailureListener, JobHandler, JobQueue } from './queue.js';
export { queueBacklog, type JobBacklog } from './job-store.js';

/**
 * A module's jobs: defines them on platform.jobs (and books a recurring one), before the queue starts.
 * Listed once in modules/index.ts (JOBS); app.ts runs each.
 */
export type ModuleJobs = (platform: Platform) => void | Promise<void>;

export interface JobQueueDeps {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** First retry delay (then ×4 each time); tests shorten it. */
  retryBaseMs?: number;
  /** Redis key prefix of the BullMQ queues (default REDIS_PREFIX); tests isolate their runs with it. */
  redisPrefix?: string;
}

/**
 * BullMQ when REDIS_URL is set (several processes), otherwise the runner on the database. BullMQ is
 * loaded only when used: one machine starts without it.
 */
export async function createJobQueue(deps: JobQueueDeps): Promise<JobQueue> {
  const retryBaseMs = deps.retryBaseMs ?? 1000;
  if (deps.config.REDIS_URL) {
    const { createBullQueue } = await import('./bullmq-queue.js');
    return createBullQueue({
      database: deps.database,
      log: deps.log,
      redisUrl: deps.config.REDIS_URL,
      prefix: deps.redisPrefix ?? deps.config.REDIS_PREFIX,
      retryBaseMs,
    });
  }
  return createInProcessQueue({
    database: deps.database,
    log: deps.log,
    pollMs: deps.config.JOBS_POLL_MS,
    retryBaseMs,
  });
}
