import { sql } from 'drizzle-orm';
import { createApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/platform/config/config.js';
import { inTenant } from '../../apps/server/src/platform/db/tenant-scope.js';
const config = loadConfig({ ...process.env, PORT: '18090', PUBLIC_URL: 'http://localhost:18090', DATA_DIR: '/tmp/stride-explore', LOG_LEVEL: 'silent', SEED: 'none' });
const app = await createApp(config);
const db = app.platform.db;
const x = async (q: string) => { let r; for (const s of q.split(';').map((t) => t.trim()).filter(Boolean)) r = await db.execute(sql.raw(s)); return r; };
const J = `from users join profiles on profiles.user_id = users.id where users.tenant_id='default' and profiles.tenant_id='default' and users.role_id=7`;
async function t(name: string) {
  const xs: number[] = [];
  for (let i = 0; i < 30; i++) { const c = process.cpuUsage(); await inTenant(db, { tenantId: 'default' }, (tx) => tx.execute(sql.raw(`select count(*) ${J}`))); const d = process.cpuUsage(c); xs.push((d.user + d.system) / 1000); }
  xs.sort((a, b) => a - b); console.log(name, 'min', xs[0]!.toFixed(2), 'median', xs[15]!.toFixed(2));
  const p = await inTenant(db, { tenantId: 'default' }, (tx) => tx.execute(sql.raw(`explain select count(*) ${J}`)));
  console.log((p as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await t('before vacuum');
await x(`vacuum analyze users; vacuum analyze profiles`);
await t('after vacuum');
await x(`create index if not exists scratch_users_tri on users (tenant_id, role_id, id); create index if not exists scratch_profiles_tu on profiles (tenant_id, user_id); vacuum analyze users; vacuum analyze profiles`);
await t('after vacuum + covering');
await x(`drop index scratch_users_tri; drop index scratch_profiles_tu`);
await app.close();
