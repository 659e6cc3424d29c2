/**
 * Child process of the import benchmark: the whole Stride server with its job runner, an admin and an
 * advisor's practice in two tenants. Each run imports N CSV rows through POST /api/participants/import
 * (upload, stored file, job: read, check, batches with audit and task progress) until the task ends,
 * and, as the baseline, inserts the same rows into the other tenant with one bare multi-row INSERT
 * for the accounts and one for the profiles. Prints one JSON line with the figures.
 */
import { sql } from 'drizzle-orm';
import { Role, type Task, type TenantId } from '@stride/contracts';
import { profiles, users } from '../../apps/server/src/modules/profiles/profiles.table.js';
import { buildCompany, buildPerson } from '../../apps/server/test/support/factories.js';
import { benchPerson } from './participants-seed.js';
import { startStrideApp } from './stride-app.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const { app, db, port, signIn } = await startStrideApp({ defaultPort: 18480, jobs: true });

async function practice(tenantId: TenantId) {
  const company = await buildCompany(db, tenantId);
  const advisor = await buildPerson(db, { tenantId, roleId: Role.Advisor, companyId: company.id });
  return { companyId: company.id, advisorProfileId: advisor.profile.id };
}
const importing = await practice('default');
const bare = await practice('performance');
const admin = await buildPerson(db, { tenantId: 'default', roleId: Role.Admin });
const token = await signIn(admin);

const rows = (run: number) =>
  Array.from({ length: ROWS }, (_, i) => {
    const p = benchPerson(i);
    return { ...p, email: `r${run}.${p.email}`, language: i % 4 === 0 ? 'es' : 'en' };
  });

/** The upload until its task is no longer in progress (as the portal's tasks panel sees it). */
async function importThroughJob(run: number): Promise<{ ms: number; imported: number }> {
  const csv = [
    'firstName,lastName,email,language',
    ...rows(run).map((r) => `${r.firstName},${r.lastName},${r.email},${r.language}`),
  ];
  const form = new FormData();
  form.set('advisorId', String(importing.advisorProfileId));
  form.set('file', new Blob([csv.join('\r\n')], { type: 'text/csv' }), 'people.csv');
  const headers = { authorization: `Bearer ${token}` };
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/participants/import`, { method: 'POST', headers, body: form });
  if (res.status !== 202) throw new Error(`import: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as Task;
  for (;;) {
    const list = (await (await fetch(`http://127.0.0.1:${port}/api/tasks?perPage=100`, { headers })).json()) as {
      tasks: Task[];
    };
    const task = list.tasks.find((t) => t.id === id);
    if (task && task.status !== 'in_progress') {
      const ms = performance.now() - started;
      if (task.status !== 'completed') throw new Error(`import ended ${task.status}`);
      return { ms, imported: task.metadata.IMPORTED_PARTICIPANTS };
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The same rows with no file, no checks, no audit and no progress: two INSERTs in one transaction. */
async function bareInsert(run: number): Promise<{ ms: number; imported: number }> {
  const people = JSON.stringify(rows(run).map((r) => ({ ...r, ...bare })));
  const started = performance.now();
  const imported = await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${users} (tenant_id, email, role_id)
      select 'performance', p.email, ${Role.Participant}::smallint
      from jsonb_to_recordset(${people}::jsonb) as p(email text)`);
    const inserted = await tx.execute(sql`
      insert into ${profiles} (tenant_id, user_id, first_name, last_name, language, company_id, advisor_profile_id)
      select 'performance', u.id, p."firstName", p."lastName", p.language, p."companyId", p."advisorProfileId"
      from jsonb_to_recordset(${people}::jsonb)
        as p(email text, "firstName" text, "lastName" text, language text, "companyId" int, "advisorProfileId" int)
      join ${users} u on u.tenant_id = 'performance' and lower(u.email) = lower(p.email)`);
    return (
      (inserted as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
      (inserted as { rowCount?: number }).rowCount ??
      0
    );
  });
  return { ms: performance.now() - started, imported };
}

const rate = (r: { ms: number; imported: number }) => Math.round(r.imported / (r.ms / 1000));
const results = [];
for (let run = 0; run < RUNS; run++) {
  const baseline = await bareInsert(run);
  const job = await importThroughJob(run);
  if (job.imported !== ROWS || baseline.imported !== ROWS) {
    throw new Error(`imported ${job.imported}, inserted ${baseline.imported}, expected ${ROWS}`);
  }
  results.push({ bareRowsPerSecond: rate(baseline), importRowsPerSecond: rate(job), importMs: Math.round(job.ms) });
}
console.log(JSON.stringify({ db: app.platform.database.kind, rows: ROWS, runs: results }));
await app.close();
process.exit(0);
