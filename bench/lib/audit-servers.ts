/**
 * Child process of the audit-log benchmark: the whole Stride server on a database of its own holding
 * 1,000,000 audit rows (900,000 of tenant default, 100,000 of brain; 100,000 of type `bench_export` for
 * the CSV), made by one generate_series insert, and, on the next port, bare Fastify routes running the
 * list's own SQL (auditPage over auditWhere) on the same database: no token, no tenant transaction or
 * row-level security, no names, no presenter, no READ row. With DATABASE_URL, a new PostgreSQL database
 * on that server (dropped at exit); else PGlite in a temporary folder. Prints one JSON line when ready.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastify from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { auditOperationListQuerySchema, Role } from '@stride/contracts';
import { auditPage, auditWhere } from '../../apps/server/src/modules/audit/audit.queries.js';
import { buildPerson } from '../../apps/server/test/support/factories.js';
import { startStrideApp } from './stride-app.js';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const EXPORT_ROWS = 100_000;
const serverUrl = process.env.DATABASE_URL;
let dropDatabase: (() => Promise<void>) | undefined;
if (serverUrl) {
  const name = `stride_bench_audit_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-bench-audit-'));
const { app, db, port, signIn } = await startStrideApp({ defaultPort: 18480, dataDir });
const stop = async () => {
  await app.close().catch(() => undefined);
  await dropDatabase?.().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());

const admin = await buildPerson(db, { tenantId: 'default', roleId: Role.Admin, firstName: 'Audra' });
const staff = await Promise.all(
  Array.from({ length: 20 }, (_, i) =>
    buildPerson(db, { tenantId: 'default', roleId: Role.Advisor, firstName: `Staff${i}` }),
  ),
);
const ids = staff.map((s) => s.user.id);
const started = performance.now();
// Newest first by g: row g is g * 3 s old (a month and a bit); ids grow with g, as a real log's do not,
// which costs the keyset nothing (it orders by at, id).
await db.execute(sql`
  insert into audit_log (tenant_id, at, actor_user_id, surrogate_actor_user_id, trace_id, operation, entity_type,
    entity_id, before, after, subject_user_id, request_method, request_path, request_ip, user_agent)
  select case when g > ${EXPORT_ROWS} and g % 10 = 0 then 'brain' else 'default' end,
    now() - g * interval '3 seconds',
    (${`{${ids.join(',')}}`}::int[])[1 + g % ${ids.length}],
    case when g % 20 = 0 then ${admin.user.id}::int end,
    'trace-' || (g / 3),
    (array['CREATE','UPDATE','DELETE','READ','SIGN_IN'])[1 + g % 5],
    case when g <= ${EXPORT_ROWS} then 'bench_export'
      else (array['participant','journal_meal','quick_message','profile','chat_message','swap_entry','program'])[1 + g % 7] end,
    (g % 5000)::text,
    jsonb_build_object('name', 'before ' || g), jsonb_build_object('name', 'after ' || g),
    case when g % 4 = 0 then (100000 + g % 2000)::int end,
    'PUT', '/api/things/' || (g % 5000), '10.0.' || (g % 250) || '.' || (g % 200), 'Mozilla/5.0 (Bench)'
  from generate_series(1, ${ROWS}) g`);
// As autovacuum leaves a table written once: statistics and the visibility map (index-only counts).
await db.execute(sql`vacuum analyze audit_log`);
const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
const token = await signIn(admin);

const from = new Date(Date.now() - 7 * 24 * 3_600_000).toISOString();
const QUERIES: Record<string, Record<string, string>> = {
  plain: {},
  filtered: { operation: 'UPDATE', entityType: 'participant', from },
  actor: { actor: String(ids[3]) },
  participant: { participant: '101236' },
  trace: { traceId: 'trace-123456' },
  search: { search: 'staff7' },
};

const bare = fastify();
for (const [name, q] of Object.entries(QUERIES)) {
  const query = auditOperationListQuerySchema.parse(q);
  const { page, perPage, ...filters } = query;
  // The bare route is given the people the search finds (the one extra lookup Stride makes).
  const people = filters.search ? [ids[7]!] : [];
  bare.get(`/${name}`, () => auditPage(db, auditWhere('default', filters, people), { page, perPage }));
}
await bare.listen({ port: port + 1, host: '127.0.0.1' });
const qs = (q: Record<string, string>) => new URLSearchParams({ ...q, page: '1', perPage: '20' }).toString();
const stride = `http://127.0.0.1:${port}/api/auditable/operations`;
console.log(
  JSON.stringify({
    stride: Object.fromEntries(Object.entries(QUERIES).map(([n, q]) => [n, `${stride}?${qs(q)}`])),
    bare: Object.fromEntries(Object.keys(QUERIES).map((n) => [n, `http://127.0.0.1:${port + 1}/${n}`])),
    csv: `${stride.replace('/operations', '/operations.csv')}?entityType=bench_export`,
    token,
    db: app.platform.database.kind,
    rows: ROWS,
    seedSeconds,
  }),
);
