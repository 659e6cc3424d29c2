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
async function time(name: string, q: string, rls = true) {
  const xs: number[] = [];
  let out: unknown;
  for (let i = 0; i < 40; i++) {
    const c = process.cpuUsage();
    out = rls
      ? await inTenant(db, { tenantId: 'default' }, (tx) => tx.execute(sql.raw(q)))
      : await db.execute(sql.raw(q));
    const d = process.cpuUsage(c);
    xs.push((d.user + d.system) / 1000);
  }
  console.log(
    name.padEnd(40),
    'p50',
    pct(xs.slice(5), 50),
    'p99',
    pct(xs.slice(5), 99),
    JSON.stringify((out as { rows: unknown[] }).rows[0]),
  );
}
const J = `from users join profiles on profiles.user_id = users.id where users.tenant_id='default' and profiles.tenant_id='default' and users.role_id=7`;
for (const q of (process.env.QS ?? '').split(';;').filter(Boolean)) await time(q.slice(0, 40), q);
await time('empty tx', 'select 1');
await time('count join', `select count(*) ${J}`);
await time('count users only', `select count(*) from users where tenant_id='default' and role_id=7`);
await time('count profiles only', `select count(*) from profiles where tenant_id='default'`);
await time(
  'count ilike concat',
  `select count(*) ${J} and ((profiles.first_name || ' ' || profiles.last_name) ilike '%ana%' or users.email ilike '%ana%')`,
);
await time(
  'count like lower',
  `select count(*) ${J} and (lower(profiles.first_name || ' ' || profiles.last_name) like '%ana%' or lower(users.email) like '%ana%')`,
);
await time(
  'count strpos lower',
  `select count(*) ${J} and (strpos(lower(profiles.first_name || ' ' || profiles.last_name), 'ana') > 0 or strpos(lower(users.email), 'ana') > 0)`,
);
await time(
  'count ilike sep',
  `select count(*) ${J} and (profiles.first_name ilike '%ana%' or profiles.last_name ilike '%ana%' or users.email ilike '%ana%')`,
);
await time('count email ilike only', `select count(*) ${J} and (users.email ilike '%ana%')`);
await time(
  'page ids window',
  `select users.id, count(*) over () ${J} and ((profiles.first_name || ' ' || profiles.last_name) ilike '%ana%' or users.email ilike '%ana%') order by profiles.last_name, profiles.first_name, profiles.id limit 20`,
);
await time(
  'filter+search window',
  `select users.id, count(*) over () ${J} and profiles.company_id=3 and users.is_active and ((profiles.first_name || ' ' || profiles.last_name) ilike '%ana%' or users.email ilike '%ana%') order by profiles.last_name, profiles.first_name, profiles.id limit 20`,
);
await time(
  'filter+search window norls',
  `select users.id, count(*) over () ${J} and profiles.company_id=3 and users.is_active and ((profiles.first_name || ' ' || profiles.last_name) ilike '%ana%' or users.email ilike '%ana%') order by profiles.last_name, profiles.first_name, profiles.id limit 20`,
  false,
);
await app.close();
