import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../src/platform/config/config.js';
import { openDatabase, type Database } from '../../../src/platform/db/client.js';
import { applyMigrations } from '../../../src/platform/db/migrate.js';
import { createJobQueue } from '../../../src/platform/jobs/index.js';
import { jobs } from '../../../src/platform/jobs/jobs.table.js';
import type { JobQueue } from '../../../src/platform/jobs/queue.js';

const log = pino({ level: 'silent' }) as FastifyBaseLogger;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const unique = (name: string) => `test.${name}.${randomUUID().slice(0, 8)}`;

/**
 * Redis restarted without its data (the soak's fault, issue 31 item 4): the queued rows are handed to BullMQ
 * again, and a job already done is not run a second time. Deleting this run's keys stands in for the restart,
 * so the machine's Redis that other files use is left running.
 */
describe.runIf(process.env.STRIDE_TEST_DB === 'pg')('BullMQ job queue after Redis lost its jobs', () => {
  const prefix = `stride-test-${randomUUID().slice(0, 8)}`;
  let database: Database;
  let queue: JobQueue;
  let redis: Redis;

  const row = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
  const loseEverything = async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  };

  beforeAll(async () => {
    redis = new Redis(redisUrl);
    database = await openDatabase(
      process.env.STRIDE_TEST_DATABASE_URL ? { url: process.env.STRIDE_TEST_DATABASE_URL } : { dataDir: 'memory://' },
    );
    await applyMigrations(database);
    queue = await createJobQueue({
      config: loadConfig({ REDIS_URL: redisUrl }),
      database,
      log,
      retryBaseMs: 10,
      redisPrefix: prefix,
    });
  });

  afterAll(async () => {
    await queue?.stop();
    await database?.close();
    await loseEverything();
    await redis.quit();
  });

  it('runs a delayed job whose Redis copy was lost, and does not run a finished one again', async () => {
    const name = unique('lost');
    const handler = vi.fn(async () => 'ran');
    queue.define(name, handler);
    await queue.start();
    const done = await queue.enqueue(name, {});
    await vi.waitFor(async () => expect((await row(done))?.status).toBe('completed'), { timeout: 10_000 });

    const delayed = await queue.enqueue(name, {}, { delayMs: 1500 });
    await loseEverything();

    await vi.waitFor(async () => expect((await row(delayed))?.status).toBe('completed'), { timeout: 20_000 });
    expect(handler).toHaveBeenCalledTimes(2);

    // The finished job handed to BullMQ once more (a republish racing its completion) is skipped, not run.
    const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const bull = new Queue(name, { connection, prefix });
    await bull.add(name, { payload: {}, tenantId: null }, { jobId: done, removeOnComplete: true });
    await vi.waitFor(
      async () =>
        expect(await bull.getJobCounts('wait', 'active', 'delayed')).toEqual({ wait: 0, active: 0, delayed: 0 }),
      {
        timeout: 10_000,
      },
    );
    await bull.close();
    await connection.quit();
    expect(handler).toHaveBeenCalledTimes(2);
    expect(await row(done)).toMatchObject({ status: 'completed', attempts: 1 });
  });
});
