import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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

/** Needs Redis: runs with the PostgreSQL suite (npm run test:pg). */
describe.runIf(process.env.STRIDE_TEST_DB === 'pg')('BullMQ job queue (Redis)', () => {
  const prefix = `stride-test-${randomUUID().slice(0, 8)}`;
  let database: Database;
  let queue: JobQueue;

  const row = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

  beforeAll(async () => {
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
    // Leave nothing of this run in Redis.
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('runs a job, retries a failing one until failed, records both in the jobs table', async () => {
    expect(queue.kind).toBe('bullmq');
    const ok = unique('ok');
    const bad = unique('bad');
    queue.define<{ n: number }>(ok, async (p, ctx) => ({ n: p.n + 1, tenant: ctx.tenantId }));
    const badHandler = vi.fn(async () => {
      throw new Error('always broken');
    });
    queue.define(bad, badHandler);
    await queue.start();

    const okId = await queue.enqueue(ok, { n: 1 }, { tenantId: 'performance' });
    const badId = await queue.enqueue(bad, {}, { maxAttempts: 3 });

    await vi.waitFor(async () => expect((await row(okId))?.status).toBe('completed'), { timeout: 10_000 });
    expect(await row(okId)).toMatchObject({ result: { n: 2, tenant: 'performance' }, attempts: 1 });

    await vi.waitFor(async () => expect((await row(badId))?.status).toBe('failed'), { timeout: 10_000 });
    expect(await row(badId)).toMatchObject({ attempts: 3 });
    expect((await row(badId))?.lastError).toContain('always broken');
    expect(badHandler).toHaveBeenCalledTimes(3);
  });

  it('dedups by idempotency key and waits for a delayed job', async () => {
    const name = unique('dedup');
    const handler = vi.fn(async () => 'done');
    queue.define(name, handler);
    const key = randomUUID();
    const first = await queue.enqueue(name, { v: 1 }, { idempotencyKey: key, delayMs: 300 });
    expect(await queue.enqueue(name, { v: 2 }, { idempotencyKey: key })).toBe(first);
    expect((await row(first))?.status).toBe('queued');
    await vi.waitFor(async () => expect((await row(first))?.status).toBe('completed'), { timeout: 10_000 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
