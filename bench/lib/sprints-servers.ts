/**
 * Child process of the sprints sender benchmark, on the bench's PostgreSQL database and Redis (DATABASE_URL,
 * REDIS_URL, REDIS_PREFIX from the bench; job workers not started: the Stride servers the bench starts
 * send): an advisor, RUNS × PARTICIPANTS participants, a template of MESSAGES messages on day 1 at 08:00,
 * applied through the API to each participant (their sprint channel, definitions and PLANNED occurrences,
 * as an advisor would), in 2030. Then, on BENCH_PORT + 1, POST /due {run, inMs}: the occurrences of that
 * run's participants made due at now + inMs (all at the same instant) and the sender's wake-up booked for
 * it as planning books it (wakeSenderAt: one delayed job for the tenant and instant). Prints one JSON line
 * when ready.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import fastify from 'fastify';
import { Role, type ApplySprintTemplateResult, type SprintTemplate } from '@stride/contracts';
import { profiles, users } from '../../apps/server/src/modules/profiles/profiles.table.js';
import { wakeSenderAt } from '../../apps/server/src/modules/sprints/sprints.jobs.js';
import { intArray, rowsOf } from '../../apps/server/src/platform/db/arrays.js';
import { buildCompany, buildPerson } from '../../apps/server/test/support/factories.js';
import { startStrideApp } from './stride-app.js';

const RUNS = 2;
const PARTICIPANTS = Number(process.env.BENCH_SPRINT_PARTICIPANTS ?? 1000);
const MESSAGES = Number(process.env.BENCH_SPRINT_MESSAGES ?? 10);
const tenantId = 'default';

const { app, db, port, dataDir, signIn } = await startStrideApp({ defaultPort: 18890 });
const company = await buildCompany(db, tenantId);
const advisor = await buildPerson(db, { tenantId, roleId: Role.Advisor, companyId: company.id });
const token = await signIn(advisor);
const api = async <T>(method: 'POST', url: string, body: unknown, status = 201): Promise<T> => {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    headers: { host: `localhost:${port}`, authorization: `Bearer ${token}` },
    payload: body as object,
  });
  if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
};

// The participants, coached by the advisor: one statement each for accounts and profiles.
await db.execute(sql`
  insert into ${users} (tenant_id, email, role_id)
  select ${tenantId}, 'sprint-' || i || '@bench.example', ${Role.Participant}
  from generate_series(1, ${RUNS * PARTICIPANTS}) as g(i)`);
await db.execute(sql`
  insert into ${profiles} (tenant_id, user_id, first_name, last_name, company_id, advisor_profile_id, time_zone)
  select ${tenantId}, u.id, 'Sprint', 'Participant ' || u.id, ${company.id}, ${advisor.profile.id}, 'Europe/Madrid'
  from ${users} u where u.tenant_id = ${tenantId} and u.email like 'sprint-%@bench.example' order by u.id`);
const participants = rowsOf<{ id: number }>(
  await db.execute(sql`select p.id from ${profiles} p join ${users} u on u.id = p.user_id
    where u.email like 'sprint-%@bench.example' order by p.id`),
).map((r) => r.id);

const template = await api<SprintTemplate>('POST', '/messages/templates', {
  name: 'Morning habits',
  messages: Array.from({ length: MESSAGES }, (_, i) => ({
    day: 1,
    time: '08:00',
    text: `Habit ${i + 1}: a glass of water, ten deep breaths and a short walk before breakfast.`,
  })),
});
const started = performance.now();
// Four at a time, as a few advisors would.
for (let i = 0; i < participants.length; i += 4) {
  await Promise.all(
    participants.slice(i, i + 4).map(async (participantProfileId) => {
      const applied = await api<ApplySprintTemplateResult>('POST', `/messages/templates/${template.id}/apply`, {
        participantProfileId,
        startDate: '2030-01-07',
      });
      if (applied.planned !== MESSAGES) throw new Error(`apply planned ${JSON.stringify(applied)}`);
    }),
  );
}
const applyMs = Math.round(performance.now() - started);
await db.execute(sql`analyze`);

const runs = Array.from({ length: RUNS }, (_, r) => participants.slice(r * PARTICIPANTS, (r + 1) * PARTICIPANTS));

process.once('SIGTERM', () => {
  void app
    .close()
    .catch(() => undefined)
    .finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});

const control = fastify();
control.post('/due', async (req) => {
  const { run, inMs } = req.body as { run: number; inMs: number };
  const at = new Date(Date.now() + inMs);
  const made = rowsOf<{ n: number }>(
    await db.execute(sql`
      with due as (
        update sprint_occurrences set send_at = ${at.toISOString()}
        where tenant_id = ${tenantId} and participant_profile_id = any(${intArray(runs[run]!)}) and status = 'PLANNED'
        returning 1)
      select count(*)::int as n from due`),
  )[0]!.n;
  await wakeSenderAt(app.platform, tenantId, [at]);
  return { at: at.toISOString(), due: made };
});
await control.listen({ port: port + 1, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    control: `http://127.0.0.1:${port + 1}`,
    runs,
    advisorProfileId: advisor.profile.id,
    applyMs,
    perRun: PARTICIPANTS * MESSAGES,
  }),
);
