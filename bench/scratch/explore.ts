// Scratch (not kept): seeds, times the route and explains its queries.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { Role, participantListQuerySchema } from '@stride/contracts';
import { createApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/platform/config/config.js';
import { buildPerson } from '../../apps/server/test/support/factories.js';
import { OidcClient } from '../../apps/server/test/support/oidc.js';
import { inTenant } from '../../apps/server/src/platform/db/tenant-scope.js';
import { findPerson } from '../../apps/server/src/modules/profiles/profiles.service.js';
import { queryParticipants } from '../../apps/server/src/modules/participants/participants.query.js';
import type { Db } from '../../apps/server/src/platform/db/client.js';
import { seedParticipants } from '../lib/participants-seed.js';

const dataDir = process.env.KEEP_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stride-explore-'));
const fresh = !fs.existsSync(path.join(dataDir, 'seeded'));
const config = loadConfig({
  ...process.env,
  PORT: '18090',
  PUBLIC_URL: 'http://localhost:18090',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED: 'none',
  ACCESS_TOKEN_TTL: '3600',
});
const app = await createApp(config);
await app.ready();
const db = app.platform.db;
let seeded;
if (fresh) {
  let t = performance.now();
  seeded = await seedParticipants(db, 'default', 10_000);
  await seedParticipants(db, 'brain', 2_000);
  console.log('seed ms', Math.round(performance.now() - t));
  fs.writeFileSync(path.join(dataDir, 'seeded'), JSON.stringify(seeded));
} else seeded = JSON.parse(fs.readFileSync(path.join(dataDir, 'seeded'), 'utf8'));
const admin = await buildPerson(db, { tenantId: 'default', roleId: Role.Admin });
const tokens = await new OidcClient(app, 'localhost:18090').signIn(admin.email, admin.password);
const companyId = seeded.companyIds[2];
const urls = {
  bare: '/api/participants?page=1&perPage=20',
  page50: '/api/participants?page=50&perPage=20',
  search: `/api/participants?page=1&perPage=20&search=ana&active=true&companyId=${companyId}`,
  searchOnly: `/api/participants?page=1&perPage=20&search=ana`,
  searchRare: `/api/participants?page=1&perPage=20&search=fontana.1234`,
  filterOnly: `/api/participants?page=1&perPage=20&active=true&companyId=${companyId}`,
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};
for (const [name, url] of Object.entries(urls)) {
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < 60; i++) {
    const t = performance.now();
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { host: 'localhost:18090', authorization: `Bearer ${tokens.access_token}` },
    });
    times.push(performance.now() - t);
    body = res.body;
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  console.log(
    name,
    'p50',
    pct(times.slice(10), 50),
    'p99',
    pct(times.slice(10), 99),
    'total',
    JSON.parse(body)._meta.totalCount,
  );
}
// Explain the queries of each variant.
const client = (db as unknown as { $client: PGlite }).$client;
const logged: { q: string; p: unknown[] }[] = [];
const ldb = drizzle(client, { logger: { logQuery: (q, p) => logged.push({ q, p }) } }) as unknown as Db;
const self = (await findPerson(db, 'default', admin.profile.id))!;
const actor = {
  userId: admin.user.id,
  profileId: admin.profile.id,
  uuid: admin.user.uuid,
  role: Role.Admin,
  email: admin.email,
  surveyAvailable: false,
  mainFolderId: null,
  surrogateActorUserId: null,
} as never;
for (const [name, url] of Object.entries(urls)) {
  if (process.env.ONLY && !process.env.ONLY.split(',').includes(name)) continue;
  const q = participantListQuerySchema.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
  logged.length = 0;
  await inTenant(ldb, { tenantId: 'default', userId: admin.user.id }, (tx) =>
    queryParticipants(tx, 'default', actor, self.profile, q),
  );
  console.log(`\n===== ${name}`);
  for (const { q: text, p } of logged.filter((l) => !l.q.startsWith('select set_config'))) {
    console.log(text.slice(0, 400), JSON.stringify(p));
    const plan = await inTenant(db, { tenantId: 'default', userId: admin.user.id }, (tx) =>
      tx.execute(
        sql.raw(
          `explain (analyze, buffers off) ${text.replace(/\$(\d+)/g, (_, n) => {
            const v = p[Number(n) - 1];
            return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
          })}`,
        ),
      ),
    );
    console.log((plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
}
await app.close();
