import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../src/platform/config/config.js';
import { openDatabase, type Database } from '../../../src/platform/db/client.js';
import { applyMigrations } from '../../../src/platform/db/migrate.js';
import { createJobQueue } from '../../../src/platform/jobs/index.js';
import { jobs } from '../../../src/platform/jobs/jobs.table.js';
import type { JobQueue } from '../../../src/platform/jobs/queue.js';

const log = pino({ level: 'silent' }) as FastifyBaseLogger;
const config = loadConfig({ JOBS_POLL_MS: '25' });
const unique = (name: string) => `test.${name}.${randomUUID().slice(0, 8)}`;

// PGlite in memory by default; the PostgreSQL suite (STRIDE_TEST_DB=pg) runs the same on DATABASE_URL.
const databaseUrl = process.env.STRIDE_TEST_DATABASE_URL;

describe('in-process job queue', () => {
  let database: Database;
  let queue: JobQueue | null = null;

  const row = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
  const newQueue = async () => {
    queue = await createJobQueue({ config, database, log, retryBaseMs: 10 });
    return queue;
  };

  beforeAll(async () => {
    database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: 'memory://' });
    await applyMigrations(database);
  });
  afterEach(async () => {
    await queue?.stop();
    queue = null;
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs a job with its payload and tenant, and records the result', async () => {
    const q = await newQueue();
    expect(q.kind).toBe('inprocess');
    const name = unique('echo');
    const seen = vi.fn();
    q.define<{ n: number }>(name, async (payload, ctx) => {
      seen(payload, ctx.tenantId, ctx.attempt);
      return { doubled: payload.n * 2 };
    });
    await q.start();
    const id = await q.enqueue(name, { n: 21 }, { tenantId: 'brain' });

    await vi.waitFor(async () => expect((await row(id))?.status).toBe('completed'));
    const done = await row(id);
    expect(done).toMatchObject({ result: { doubled: 42 }, attempts: 1, tenantId: 'brain', lockedAt: null });
    expect(done?.finishedAt).toBeInstanceOf(Date);
    expect(seen).toHaveBeenCalledWith({ n: 21 }, 'brain', 1);
  });

  it('runs jobs enqueued before start once started', async () => {
    const q = await newQueue();
    const name = unique('early');
    q.define(name, async () => 'ok');
    const id = await q.enqueue(name, null);
    expect((await row(id))?.status).toBe('queued');
    await q.start();
    await vi.waitFor(async () => expect((await row(id))?.status).toBe('completed'));
  });

  it('retries a failing job, then marks it failed with the last error', async () => {
    const q = await newQueue();
    const name = unique('boom');
    const handler = vi.fn(async (_p: unknown, ctx: { attempt: number }) => {
      throw new Error(`boom on attempt ${ctx.attempt}`);
    });
    q.define(name, handler);
    await q.start();
    const id = await q.enqueue(name, {}, { maxAttempts: 3 });

    await vi.waitFor(async () => expect((await row(id))?.status).toBe('failed'));
    const failed = await row(id);
    expect(failed?.attempts).toBe(3);
    expect(failed?.lastError).toContain('boom on attempt 3');
    expect(failed?.finishedAt).toBeInstanceOf(Date);
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('succeeds on a retry after a failed attempt', async () => {
    const q = await newQueue();
    const name = unique('flaky');
    q.define(name, async (_p, ctx) => {
      if (ctx.attempt === 1) throw new Error('transient');
      return 'second time lucky';
    });
    await q.start();
    const id = await q.enqueue(name, {});
    await vi.waitFor(async () => expect((await row(id))?.status).toBe('completed'));
    expect(await row(id)).toMatchObject({ attempts: 2, result: 'second time lucky', lastError: null });
  });

  it('dedups by idempotency key', async () => {
    const q = await newQueue();
    const name = unique('once');
    const handler = vi.fn(async () => undefined);
    q.define(name, handler);
    const key = `welcome:${randomUUID()}`;
    const first = await q.enqueue(name, { a: 1 }, { idempotencyKey: key });
    const second = await q.enqueue(name, { a: 2 }, { idempotencyKey: key });
    expect(second).toBe(first);
    await q.start();
    await vi.waitFor(async () => expect((await row(first))?.status).toBe('completed'));
    const third = await q.enqueue(name, { a: 3 }, { idempotencyKey: key });
    expect(third).toBe(first);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ a: 1 }, expect.anything());
  });

  it('holds a delayed job until its time', async () => {
    const q = await newQueue();
    const name = unique('later');
    q.define<string>(name, async () => undefined);
    await q.start();
    const delayed = await q.enqueue(name, 'delayed', { delayMs: 800 });
    const now = await q.enqueue(name, 'now');

    // The runner has run the later-enqueued immediate job, yet the delayed one still waits.
    await vi.waitFor(async () => expect((await row(now))?.status).toBe('completed'));
    expect((await row(delayed))?.status).toBe('queued');

    await vi.waitFor(async () => expect((await row(delayed))?.status).toBe('completed'));
    // Both times come from the database's clock.
    const done = await row(delayed);
    expect(done?.finishedAt?.getTime()).toBeGreaterThanOrEqual(done?.runAt.getTime() ?? Infinity);
    expect(done?.runAt.getTime()).toBeGreaterThan(done?.createdAt.getTime() ?? Infinity);
  });

  it('erases a sensitive payload once the job is done or failed for good', async () => {
    const q = await newQueue();
    const ok = unique('secret-ok');
    const bad = unique('secret-bad');
    q.define(ok, async () => 'sent', { sensitivePayload: true });
    q.define(
      bad,
      async () => {
        throw new Error('smtp down');
      },
      { sensitivePayload: true, maxAttempts: 2 },
    );
    await q.start();
    const okId = await q.enqueue(ok, { link: 'https://x.example/reset?token=secret' });
    const badId = await q.enqueue(bad, { link: 'https://x.example/reset?token=secret2' });
    await vi.waitFor(async () => expect((await row(okId))?.status).toBe('completed'));
    await vi.waitFor(async () => expect((await row(badId))?.status).toBe('failed'));
    expect((await row(okId))?.payload).toBeNull();
    expect(await row(badId)).toMatchObject({ payload: null, attempts: 2 });
  });

  it('stop() waits for the running job to finish', async () => {
    const q = await newQueue();
    const name = unique('slow');
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      q.define(name, () => {
        resolve();
        return new Promise<string>((done) => {
          release = () => done('finished');
        });
      });
    });
    await q.start();
    const id = await q.enqueue(name, {});
    await started;

    let stopped = false;
    const stopping = q.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await row(id))?.status).toBe('completed');
  });

  it('recovers a job left running by a dead process', async () => {
    const name = unique('orphan');
    const [orphan] = await database.db
      .insert(jobs)
      .values({
        name,
        payload: { x: 1 },
        status: 'running',
        attempts: 1,
        lockedBy: 'dead-host:1:abc',
        lockedAt: sql`now() - interval '10 minutes'`,
      })
      .returning();
    const q = await newQueue();
    q.define(name, async () => 'rescued');
    await q.start();
    await vi.waitFor(async () => expect((await row(orphan!.id))?.status).toBe('completed'));
    expect(await row(orphan!.id)).toMatchObject({ attempts: 2, result: 'rescued' });
  });
});
