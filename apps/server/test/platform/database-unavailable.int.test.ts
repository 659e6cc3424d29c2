import { sql } from 'drizzle-orm';
import fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@stride/contracts';
import { openDatabase, type Database } from '../../src/platform/db/client.js';
import { registerErrorHandler } from '../../src/platform/http/error-handler.js';
import { freePort } from '../support/previous-build.js';

/**
 * The database out of reach (the soak's PostgreSQL restart, issue 31 item 4) is a 503 the client may repeat,
 * with Retry-After, not a 500: a real node-postgres pool on a port nobody listens on, and the errors PostgreSQL
 * itself sends while it shuts down or starts.
 */
describe('a request while the database is out of reach', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`, poolSize: 1 });
    app = fastify();
    registerErrorHandler(app);
    app.get('/query', async () => database.db.execute(sql`select 1`));
    app.get('/shutting-down/:code', async (req) => {
      const { code } = req.params as { code: string };
      throw new Error('Failed query: select 1', { cause: Object.assign(new Error('the server'), { code }) });
    });
    app.get('/terminated', async () => {
      throw new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') });
    });
    app.get('/broken', async () => {
      throw new Error('a bug');
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers 503 with Retry-After for a refused connection, a cut one and PostgreSQL shutting down or starting', async () => {
    for (const url of [
      '/query',
      '/terminated',
      '/shutting-down/57P01',
      '/shutting-down/57P03',
      '/shutting-down/08006',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(res.json(), url).toMatchObject({ code: ErrorCode.ServiceUnavailable, message: expect.any(String) });
    }
  });

  it('still answers 500 for anything else', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: ErrorCode.Internal });
    const other = await app.inject({ method: 'GET', url: '/shutting-down/42P01' });
    expect(other.statusCode).toBe(500);
  });
});
