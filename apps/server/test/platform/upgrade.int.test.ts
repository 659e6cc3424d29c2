import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { auditLog } from '../../src/platform/audit/audit.table.js';
import { openDatabase, type Database } from '../../src/platform/db/client.js';
import { applyMigrations } from '../../src/platform/db/migrate.js';
import { createRunDatabase, usePostgres } from '../support/database.js';
import { buildPerson } from '../support/factories.js';
import { OidcClient, type Injector } from '../support/oidc.js';
import { overHttp } from '../support/over-http.js';
import {
  extractBuild,
  previousSchemaCommit,
  REPO_ROOT,
  startServerProcess,
  type ServerProcess,
} from '../support/previous-build.js';

/**
 * Upgrades without downtime (docs/architecture.md, "Migrations: expand, then contract"): a server of the previous
 * schema version runs on PostgreSQL, this checkout's migrations are applied under it, and it keeps answering
 * (sign-in, a read, an audited write), with this version's server started beside it on the same database.
 */
const PG_ONLY = 'PostgreSQL only (STRIDE_TEST_DB=pg): PGlite is one process, nothing runs beside its migration';
const previous = usePostgres ? previousSchemaCommit() : { skip: PG_ONLY };
const title =
  'skip' in previous
    ? `an upgrade under running servers (skipped: ${previous.skip})`
    : `an upgrade from ${previous.commit.slice(0, 8)} (before ${previous.changedBy.slice(0, 8)}) under running servers`;

/** Every process is behind one address, as behind a load balancer: tokens and sign-in pages name it. */
const PUBLIC_HOST = 'localhost:8080';

/** The calls a running portal makes, against one server process. */
function portalOf(server: ServerProcess) {
  const injector: Injector = overHttp(server.port);
  const host = PUBLIC_HOST;
  const call = (
    method: 'GET' | 'PUT',
    url: string,
    token: string,
    payload?: object,
    extra: Record<string, string> = {},
  ) => injector.inject({ method, url, payload, headers: { host, authorization: `Bearer ${token}`, ...extra } });
  return {
    ready: () => injector.inject({ method: 'GET', url: '/readyz', headers: { host } }),
    signIn: (email: string, password: string) => new OidcClient(injector, host).signIn(email, password),
    get: (url: string, token: string) => call('GET', url, token),
    put: (url: string, token: string, body: object, ifMatch: string) =>
      call('PUT', url, token, body, { 'if-match': ifMatch }),
  };
}

describe.skipIf('skip' in previous)(title, () => {
  let temp = '';
  let oldRoot = '';
  const timings: Record<string, number> = {};
  let run: { url: string; drop: () => Promise<void> } | undefined;
  let database: Database | undefined;
  const servers: ServerProcess[] = [];
  let env: Record<string, string> = {};

  const start = async (root: string, name: string) => {
    const server = await startServerProcess(root, { ...env, DATA_DIR: path.join(temp, `data-${name}`) });
    servers.push(server);
    timings[`${name} ready`] = server.readyMs;
    return server;
  };

  beforeAll(async () => {
    if ('skip' in previous) return;
    let at = performance.now();
    temp = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-upgrade-'));
    oldRoot = path.join(temp, 'previous');
    fs.mkdirSync(oldRoot);
    extractBuild(previous.commit, oldRoot);
    timings['extract'] = Math.round(performance.now() - at);
    run = await createRunDatabase();
    env = {
      DATABASE_URL: run.url,
      PUBLIC_URL: `http://${PUBLIC_HOST}`,
      SEED: 'none',
      ...(process.env.REDIS_URL
        ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `stride-upgrade-${randomBytes(3).toString('hex')}` }
        : {}),
    };
    at = performance.now();
    database = await openDatabase({ url: run.url, poolSize: 2 });
    timings['open'] = Math.round(performance.now() - at);
  });

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database?.close();
    await run?.drop();
    if (temp) fs.rmSync(temp, { recursive: true, force: true });
    console.info('upgrade test timings (ms):', timings);
  });

  // Two servers start inside the test (about 7 s each alone, several times that under CI's load).
  it("keeps the previous version answering while this version's migrations run under it, and starts beside it", async () => {
    const old = portalOf(await start(oldRoot, 'previous'));
    expect((await old.ready()).statusCode).toBe(200);

    let at = performance.now();
    await applyMigrations(database!);
    timings['migrate'] = Math.round(performance.now() - at);

    // The person is made with this version's code: the schema is this version's now.
    const person = await buildPerson(database!.db, { tenantId: 'default', roleId: Role.Advisor });
    at = performance.now();
    expect((await old.ready()).statusCode).toBe(200);
    const { access_token: token } = await old.signIn(person.email, person.password);
    const url = `/api/profiles/${person.profile.id}`;
    const read = await old.get(url, token);
    expect(read.statusCode, read.body).toBe(200);
    const profile = read.json<Record<string, unknown>>();
    const saved = await old.put(url, token, { ...profile, firstName: 'Upgraded' }, String(read.headers.etag));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Upgraded', version: Number(profile.version) + 1 });
    const audited = await database!.db
      .select({ operation: auditLog.operation })
      .from(auditLog)
      .where(eq(auditLog.traceId, String(saved.headers['x-trace-id'])));
    expect(audited).toHaveLength(1);
    timings['previous answers after the migration'] = Math.round(performance.now() - at);

    // This version beside it: its own migration run finds nothing to do; both answer, each signs the person in.
    const current = portalOf(await start(REPO_ROOT, 'current'));
    const { access_token: currentToken } = await current.signIn(person.email, person.password);
    const seen = await current.get(url, currentToken);
    expect(seen.json()).toMatchObject({ firstName: 'Upgraded' });
    expect((await old.get(url, currentToken)).statusCode).toBe(200);
    expect((await current.get(url, token)).statusCode).toBe(200);

    // A previous-version process started after the migration (a restart, a rollback) starts and answers too.
    const restarted = portalOf(await start(oldRoot, 'previous restarted'));
    expect((await restarted.ready()).statusCode).toBe(200);
    expect((await restarted.get(url, currentToken)).statusCode).toBe(200);
  }, 240_000);
});
