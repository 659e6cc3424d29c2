import { sql } from 'drizzle-orm';
import { createApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/platform/config/config.js';
import { inTenant } from '../../apps/server/src/platform/db/tenant-scope.js';
const config = loadConfig({
  ...process.env,
  PORT: '18090',
  PUBLIC_URL: 'http://localhost:18090',
  DATA_DIR: '/tmp/stride-explore',
  LOG_LEVEL: 'silent',
  SEED: 'none',
});
const app = await createApp(config);
const db = app.platform.db;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 100) / 100;
};
async function time(name: string, q: string, pre = '') {
  const xs: number[] = [];
  let out: unknown;
  for (let i = 0; i < 40; i++) {
    const c = process.cpuUsage();
    out = await inTenant(db, { tenantId: 'default' }, async (tx) => {
      for (const s of pre.split(';').filter(Boolean)) await tx.execute(sql.raw(s));
      return tx.execute(sql.raw(q));
    });
    const d = process.cpuUsage(c);
    xs.push((d.user + d.system) / 1000);
  }
  console.log(
    name.padEnd(44),
    'p50',
    pct(xs.slice(5), 50),
    'p90',
    pct(xs.slice(5), 90),
    JSON.stringify((out as { rows: unknown[] }).rows[0]).slice(0, 80),
  );
}
async function plan(q: string, pre = '') {
  const out = await inTenant(db, { tenantId: 'default' }, async (tx) => {
    for (const s of pre.split(';').filter(Boolean)) await tx.execute(sql.raw(s));
    return tx.execute(sql.raw('explain analyze ' + q));
  });
  console.log((out as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n'));
}
const J = `from users join profiles on profiles.user_id = users.id where users.tenant_id='default' and profiles.tenant_id='default' and users.role_id=7`;
const FS = `select users.id, count(*) over () ${J} and profiles.company_id=3 and users.is_active and ((profiles.first_name || ' ' || profiles.last_name) ilike '%ana%' or users.email ilike '%ana%') order by profiles.last_name, profiles.first_name, profiles.id limit 20`;
const RPC = 'set local random_page_cost = 1.1';
await time('filter+search', FS);
await time('filter+search rpc1.1', FS, RPC);
await time('count join', `select count(*) ${J}`);
await time('count join rpc', `select count(*) ${J}`, RPC);
await time('count join merge', `select count(*) ${J}`, 'set local enable_hashjoin=off');
await time('count join nl', `select count(*) ${J}`, 'set local enable_hashjoin=off;set local enable_mergejoin=off');
if (process.env.PLAN) {
  await plan(FS, RPC);
  await plan(`select count(*) ${J}`, 'set local enable_hashjoin=off');
}
await app.close();
