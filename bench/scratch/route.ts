import { sql } from 'drizzle-orm';
import { Role } from '@stride/contracts';
import { createApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/platform/config/config.js';
import { buildPerson } from '../../apps/server/test/support/factories.js';
import { OidcClient } from '../../apps/server/test/support/oidc.js';
import { inTenant } from '../../apps/server/src/platform/db/tenant-scope.js';
const config = loadConfig({
  ...process.env,
  PORT: '18090',
  PUBLIC_URL: 'http://localhost:18090',
  DATA_DIR: '/tmp/stride-explore',
  LOG_LEVEL: 'silent',
  SEED: 'none',
  ACCESS_TOKEN_TTL: '3600',
});
const app = await createApp(config);
await app.ready();
const db = app.platform.db;
const admin = await buildPerson(db, { tenantId: 'default', roleId: Role.Admin });
const tokens = await new OidcClient(app, 'localhost:18090').signIn(admin.email, admin.password);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 100) / 100;
};
const N = Number(process.env.N ?? 60);
async function cpu(name: string, fn: () => Promise<unknown>) {
  const xs: number[] = [];
  for (let i = 0; i < N; i++) {
    const c = process.cpuUsage();
    await fn();
    const d = process.cpuUsage(c);
    xs.push((d.user + d.system) / 1000);
  }
  console.log(name.padEnd(36), 'cpu p50', pct(xs.slice(10), 50), 'p90', pct(xs.slice(10), 90));
}
const get = (url: string) => async () => {
  const r = await app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost:18090', authorization: `Bearer ${tokens.access_token}` },
  });
  if (r.statusCode !== 200) throw new Error(r.body);
};
const urls: Record<string, string> = {
  plain: '/api/participants?page=1&perPage=20',
  search: '/api/participants?page=1&perPage=20&search=ana&active=true&companyId=3',
  searchAll: '/api/participants?page=1&perPage=20&search=ana',
  sortEmail: '/api/participants?page=1&perPage=20&sort=email',
  health: '/api/profiles/' + admin.profile.id,
};
for (const round of [1, 2]) for (const [k, u] of Object.entries(urls)) await cpu(`${round} ${k}`, get(u));
await cpu('empty tenant tx', () => inTenant(db, { tenantId: 'default' }, (tx) => tx.execute(sql`select 1`)));
await app.close();
