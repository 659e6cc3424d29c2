import { it } from 'vitest';
import { Role, type Task } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { csvFile, finishedTask, upload } from './import-support.js';

const t = useTestApp();
it('measures', async () => {
  await t.app.platform.jobs.start();
  const companyId = (await buildCompany(t.app.platform.db, 'default')).id;
  const advisor = await signedIn(t, { roleId: Role.Advisor, companyId });
  const admin = await signedIn(t, { roleId: Role.Admin });
  const lines = ['firstName,lastName,email'];
  for (let i = 0; i < 10_000; i++) lines.push(`Lia${i},Lane${i % 50},lia${i}@bulk.example`);
  const t0 = performance.now();
  const res = await upload(t.app, advisor.token, advisor.profile.id, csvFile(lines.join('\n')));
  const task = await finishedTask(t.app, advisor.token, json<Task>(res).id, 2000);
  const ms = performance.now() - t0;
  console.log(`IMPORT ${task.metadata.IMPORTED_PARTICIPANTS} rows in ${ms.toFixed(0)} ms = ${((10000 / ms) * 1000).toFixed(0)} rows/s`);
  const one = api(t.app, { token: admin.token });
  const base: number[] = [];
  for (let i = 0; i < 50; i++) { const a = performance.now(); await one.get('/api/tasks'); base.push(performance.now() - a); }
  base.sort((x, y) => x - y);
  console.log(`BASE /api/tasks median ${base[25]!.toFixed(1)} ms`);
  for (const q of ['perPage=20', 'perPage=20&sort=createdAt&order=desc', 'perPage=20&companyId=' + companyId, 'perPage=20&search=lia12&active=true', 'perPage=20&search=lane3&sort=lastLoginAt']) {
    const c = api(t.app, { token: admin.token });
    for (let i = 0; i < 5; i++) await c.get(`/api/participants?${q}`);
    const times: number[] = [];
    for (let i = 0; i < 50; i++) { const a = performance.now(); await c.get(`/api/participants?${q}`); times.push(performance.now() - a); }
    times.sort((x, y) => x - y);
    console.log(`LIST ${q}: median ${times[25]!.toFixed(1)} ms p99 ${times[49]!.toFixed(1)} ms`);
  }
}, 120_000);
