import { Queue } from 'bullmq';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { jobs } from '../../src/platform/jobs/jobs.table.js';

/**
 * Makes a booked job due now, as if the clock had reached its time, on whichever queue runs it: the
 * database runner reads the row's runAt; BullMQ (test:pg) keeps the delay in Redis, where the job is
 * promoted.
 */
export async function makeJobDue(app: FastifyInstance, job: { id: string; name: string }): Promise<void> {
  const { platform } = app;
  await platform.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, job.id));
  if (platform.jobs.kind !== 'bullmq' || !platform.config.REDIS_URL) return;
  const connection = new Redis(platform.config.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(job.name, { connection, prefix: platform.config.REDIS_PREFIX });
  try {
    await (await queue.getJob(job.id))?.promote();
  } finally {
    await queue.close();
    await connection.quit();
  }
}
