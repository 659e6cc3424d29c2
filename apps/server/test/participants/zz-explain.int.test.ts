import { sql } from 'drizzle-orm';
import { it } from 'vitest';
import { Role, type Task } from '@stride/contracts';
import { inTenant } from '../../src/platform/db/tenant-scope.js';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { csvFile, finishedTask, upload } from './import-support.js';

const t = useTestApp();
it('explains', async () => {
  await t.app.platform.jobs.start();
  const companyId = (await buildCompany(t.app.platform.db, 'default')).id;
  const advisor = await signedIn(t, { roleId: Role.Advisor, companyId });
  const lines = ['firstName,lastName,email'];
  for (let i = 0; i < 10_000; i++) lines.push(`Lia${i},Lane${i % 50},lia${i}@bulk.example`);
  const res = await upload(t.app, advisor.token, advisor.profile.id, csvFile(lines.join('\n')));
  await finishedTask(t.app, advisor.token, json<Task>(res).id, 2000);
  await t.app.platform.db.execute(sql`analyze`);
  const q = process.env.EXPLAIN_SQL!;
  await inTenant(t.app.platform.db, { tenantId: 'default' }, async (tx) => {
    const r = await tx.execute(sql.raw(`explain analyze ${q}`));
    console.log((r as unknown as { rows: Record<string, string>[] }).rows.map((x) => Object.values(x)[0]).join('\n'));
  });
}, 120_000);
