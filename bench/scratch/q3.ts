import { sql } from 'drizzle-orm';
import { createApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/platform/config/config.js';
import { inTenant } from '../../apps/server/src/platform/db/tenant-scope.js';
const config = loadConfig({
  ...process.env,
  PORT: '18090',
  PUBLIC_URL: 'http://localhost:18090',
  DATA_DIR: '/tmp/stride-explore2',
  LOG_LEVEL: 'silent',
  SEED: 'none',
});
const app = await createApp(config);
const db = app.platform.db;
await db.execute(
  sql.raw(
    `alter table profiles add column if not exists search_name text generated always as (lower(first_name || ' ' || last_name)) stored`,
  ),
);
await db.execute(
  sql.raw(`alter table users add column if not exists search_email text generated always as (lower(email)) stored`),
);
await db.execute(sql.raw(`analyze users, profiles`));
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 100) / 100;
};
const res: Record<string, number[]> = {};
async function time(name: string, q: string, pre = '') {
  const xs: number[] = [];
  let out: unknown;
  for (let i = 0; i < 25; i++) {
    const c = process.cpuUsage();
    out = await inTenant(db, { tenantId: 'default' }, async (tx) => {
      for (const s of pre.split(';').filter(Boolean)) await tx.execute(sql.raw(s));
      return tx.execute(sql.raw(q));
    });
    const d = process.cpuUsage(c);
    xs.push((d.user + d.system) / 1000);
  }
  (res[name] ??= []).push(pct(xs.slice(5), 50));
  res[name + ' #'] = [JSON.stringify((out as { rows: unknown[] }).rows[0]).length];
}
const J = `from users join profiles on profiles.user_id = users.id where users.tenant_id='default' and profiles.tenant_id='default' and users.role_id=7`;
const RPC = 'set local random_page_cost = 1.1';
const F = `and profiles.company_id=3 and users.is_active`;
const S0 = `((profiles.first_name || ' ' || profiles.last_name) ilike '%ana%' or users.email ilike '%ana%')`;
const S1 = `(strpos(profiles.search_name, 'ana') > 0 or strpos(users.search_email, 'ana') > 0)`;
const S2 = `(profiles.search_name like '%ana%' or users.search_email like '%ana%')`;
const page = (f: string) =>
  `select users.id, count(*) over () ${J} ${f} order by profiles.last_name, profiles.first_name, profiles.id limit 20`;
const S3 = `(strpos(profiles.search_name, 'ana') > 0 or strpos(lower(users.email), 'ana') > 0)`;
const S4 = `(strpos(lower(profiles.first_name || ' ' || profiles.last_name), 'ana') > 0 or strpos(lower(users.email), 'ana') > 0)`;
const qs: [string, string, string?][] = [
  ['fs ilike', page(`${F} and ${S0}`)],
  ['fs strpos computed', page(`${F} and ${S4}`)],
  ['fs strpos gen name', page(`${F} and ${S3}`)],
  ['fs strpos gen both', page(`${F} and ${S1}`)],
  ['s ilike', page(`and ${S0}`)],
  ['s strpos computed', page(`and ${S4}`)],
  ['s strpos gen name', page(`and ${S3}`)],
  ['s strpos gen both', page(`and ${S1}`)],
];
for (let r = 0; r < 3; r++) for (const [n, q, pre] of qs) await time(n, q, pre);
for (const [n, q, pre] of qs.slice(0, 0)) {
  const out = await inTenant(db, { tenantId: 'default' }, async (tx) => {
    for (const s of (pre ?? '').split(';').filter(Boolean)) await tx.execute(sql.raw(s));
    return tx.execute(sql.raw('explain ' + q));
  });
  console.log(n, (out as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n'));
}
for (const [k, v] of Object.entries(res))
  if (!k.endsWith('#')) console.log(k.padEnd(20), v.join(' '), 'min', Math.min(...v));
await app.close();
