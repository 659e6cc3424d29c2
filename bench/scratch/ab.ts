import { sql } from 'drizzle-orm';
import { createApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/platform/config/config.js';
const config = loadConfig({ ...process.env, PORT: '18090', PUBLIC_URL: 'http://localhost:18090', DATA_DIR: '/tmp/stride-explore', LOG_LEVEL: 'silent', SEED: 'none' });
const app = await createApp(config);
const db = app.platform.db;
const x = async (q: string) => { for (const s of q.split(";").map((t) => t.trim()).filter(Boolean)) await db.execute(sql.raw(s)); };
for (const v of ['a', 'b']) { await x(`drop table if exists users_${v}; drop table if exists profiles_${v}`); }
await x(`create table users_a as select id, tenant_id, uuid, email, password_hash, role_id, is_active, failed_signins, locked_until, last_login_at, first_login_at, version, created_at, updated_at from users`);
await x(`create table users_b as select * from users`);
await x(`create table profiles_a as select id, tenant_id, user_id, first_name, last_name, language, picture_key, picture_thumb, company_id, advisor_profile_id, consultant_profile_id, main_folder_id, survey_available, journal_available, smart_survey_available, swap_available, version, created_at, updated_at from profiles`);
await x(`create table profiles_b as select * from profiles`);
for (const v of ['a', 'b']) { await x(`alter table users_${v} add primary key (id); create index on users_${v} (tenant_id, role_id); alter table profiles_${v} add primary key (id); create unique index on profiles_${v} (user_id); create index on profiles_${v} (tenant_id, company_id); create index on profiles_${v} (tenant_id, last_name, first_name); analyze users_${v}, profiles_${v}`); }
const J = (v: string) => `from users_${v} users join profiles_${v} profiles on profiles.user_id = users.id where users.tenant_id='default' and profiles.tenant_id='default' and users.role_id=7`;
const page = (v: string, f: string) => `select users.id, count(*) over () ${J(v)} ${f} order by profiles.last_name, profiles.first_name, profiles.id limit 20`;
const ILIKE = `((profiles.first_name || ' ' || profiles.last_name) ilike '%ana%' or users.email ilike '%ana%')`;
const GEN = `(strpos(profiles.search_name, lower('ana')) > 0 or strpos(users.search_email, lower('ana')) > 0)`;
const F = `and profiles.company_id=3 and users.is_active`;
const qs: Record<string, string> = {
  'count a (narrow)': `select count(*) ${J('a')}`,
  'count b (gen cols)': `select count(*) ${J('b')}`,
  'fs a ilike': page('a', `${F} and ${ILIKE}`),
  'fs b strpos gen': page('b', `${F} and ${GEN}`),
  's a ilike': page('a', `and ${ILIKE}`),
  's b strpos gen': page('b', `and ${GEN}`),
  'plain page a': `select users.id ${J('a')} order by profiles.last_name, profiles.first_name, profiles.id limit 20`,
  'plain page b': `select users.id ${J('b')} order by profiles.last_name, profiles.first_name, profiles.id limit 20`,
};
const res: Record<string, number[]> = {};
for (let round = 0; round < 12; round++) for (const [k, q] of Object.entries(qs)) {
  const c = process.cpuUsage(); for (let i = 0; i < 5; i++) await x(q); const d = process.cpuUsage(c);
  if (round > 1) (res[k] ??= []).push((d.user + d.system) / 5000);
}
for (const [k, v] of Object.entries(res)) { v.sort((a, b) => a - b); console.log(k.padEnd(22), 'min', v[0]!.toFixed(2), 'median', v[Math.floor(v.length / 2)]!.toFixed(2)); }
for (const v of ['a', 'b']) await x(`drop table users_${v}; drop table profiles_${v}`);
await app.close();
