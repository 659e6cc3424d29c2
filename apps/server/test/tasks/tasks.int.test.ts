import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Task } from '@stride/contracts';
import { profiles, users } from '../../src/modules/profiles/profiles.table.js';
import { tasks } from '../../src/modules/tasks/tasks.table.js';
import { auditLog } from '../../src/platform/audit/audit.table.js';
import { useTestApp } from '../support/app.js';
import { buildCompany, buildTask, unique } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { breakStoredReads, csvFile, finishedTask, upload } from '../participants/import/import-support.js';

const t = useTestApp();
const db = () => t.app.platform.db;
let mend: (() => void) | null = null;

beforeAll(async () => {
  await t.app.platform.jobs.start();
});
afterEach(() => {
  mend?.();
  mend = null;
});

/** Makes reading stored files fail: after `bytes` bytes, for the next `times` reads (Infinity: always). */
function failReads(bytes: number, times: number) {
  mend = breakStoredReads(t.app, bytes, times);
}

const csvOf = (s: string, n: number) => {
  const lines = ['firstName,lastName,email'];
  for (let i = 0; i < n; i++) lines.push(`Rae${i},Reyes,rae${i}-${s}@retry.example`);
  return lines.join('\n');
};

const countImported = async (s: string) => {
  const [row] = await db()
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(sql`${users.email} like ${`%-${s}@retry.example`}`);
  return row!.n;
};

describe('GET /tasks and DELETE /tasks/{id}', () => {
  it("lists the actor's own tasks newest first, with the partially-completed rule", async () => {
    const me = await signedIn(t, { roleId: Role.Admin });
    const someoneElse = await signedIn(t, { roleId: Role.Admin });
    const done = await buildTask(db(), 'default', me.user.id, {
      status: 'completed',
      metadata: { IMPORTED_PARTICIPANTS: 3 },
      rows: 3,
    });
    const partial = await buildTask(db(), 'default', me.user.id, {
      status: 'failed',
      metadata: { IMPORTED_PARTICIPANTS: 2 },
      rows: 3,
      taskErrors: [{ row: 3, code: 'MISSING_EMAIL', value: null }],
    });
    const failed = await buildTask(db(), 'default', me.user.id, {
      status: 'failed',
      errorDetails: { code: 'INVALID_SCHEMA', value: 'mail' },
    });
    await buildTask(db(), 'default', someoneElse.user.id);
    await buildTask(db(), 'brain', me.user.id);
    const res = await api(t.app, { token: me.token }).get('/api/tasks');
    expect(res.statusCode).toBe(200);
    const body = json<{ tasks: Task[]; _meta: { totalCount: number } }>(res);
    expect(body._meta.totalCount).toBe(3);
    expect(body.tasks.map((task) => [task.id, task.status])).toEqual([
      [failed.id, 'failed'],
      [partial.id, 'partially_completed'],
      [done.id, 'completed'],
    ]);
    expect(body.tasks[0]).toMatchObject({ errorDetails: { code: 'INVALID_SCHEMA', value: 'mail' }, taskErrors: [] });
    expect(body.tasks[1]).toMatchObject({ taskErrors: [{ row: 3, code: 'MISSING_EMAIL', value: null }] });
  });

  it('deletes a finished own task (204, audited); 409 while running; 404 for others', async () => {
    const me = await signedIn(t, { roleId: Role.CompanyAdmin });
    const other = await signedIn(t, { roleId: Role.CompanyAdmin });
    const finished = await buildTask(db(), 'default', me.user.id, { status: 'completed' });
    const running = await buildTask(db(), 'default', me.user.id);
    const theirs = await buildTask(db(), 'default', other.user.id, { status: 'failed' });
    const client = api(t.app, { token: me.token });
    expect((await client.delete(`/api/tasks/${finished.id}`)).statusCode).toBe(204);
    expect((await client.delete(`/api/tasks/${finished.id}`)).statusCode).toBe(404);
    expect((await client.delete(`/api/tasks/${running.id}`)).statusCode).toBe(409);
    expect((await client.delete(`/api/tasks/${theirs.id}`)).statusCode).toBe(404);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'task'), eq(auditLog.entityId, String(finished.id))));
    expect(audits).toEqual([
      expect.objectContaining({ operation: 'DELETE', actorUserId: me.user.id, before: expect.anything() }),
    ]);
    expect((await api(t.app).get('/api/tasks')).statusCode).toBe(401);
  });

  it('ends a task whose job died (no sign of life for 15 minutes) failed, never in progress forever', async () => {
    const me = await signedIn(t, { roleId: Role.Admin });
    const stuck = await buildTask(db(), 'default', me.user.id, {
      metadata: { IMPORTED_PARTICIPANTS: 500 },
      rows: 500,
      updatedAt: new Date(Date.now() - 16 * 60_000),
    });
    const fresh = await buildTask(db(), 'default', me.user.id);
    const list = json<{ tasks: Task[] }>(await api(t.app, { token: me.token }).get('/api/tasks'));
    expect(list.tasks.find((task) => task.id === stuck.id)).toMatchObject({
      status: 'partially_completed',
      errorDetails: { code: 'INTERNAL_ERROR', value: null },
    });
    expect(list.tasks.find((task) => task.id === fresh.id)).toMatchObject({ status: 'in_progress' });
    const [row] = await db().select().from(tasks).where(eq(tasks.id, stuck.id));
    expect(row!.status).toBe('failed');
  });
});

describe('an import interrupted mid-way', () => {
  it('resumes on retry where the last batch ended: nobody twice, nobody missing', async () => {
    const companyId = (await buildCompany(db(), 'default')).id;
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId });
    const s = unique();
    const csv = csvOf(s, 1200);
    // The first read breaks off after about 700 rows: one batch of 500 is written, then the job fails.
    failReads(Buffer.byteLength(csv.split('\n').slice(0, 701).join('\n')), 1);
    const res = await upload(t.app, advisor.token, advisor.profile.id, csvFile(csv));
    expect(res.statusCode).toBe(202);
    const task = await finishedTask(t.app, advisor.token, json<Task>(res).id);
    expect(task).toMatchObject({ status: 'completed', rows: 1200, metadata: { IMPORTED_PARTICIPANTS: 1200 } });
    expect(task.taskErrors).toEqual([]);
    expect(await countImported(s)).toBe(1200);
  });

  it('after the last attempt, the task ends failed and keeps what was imported (partially completed)', async () => {
    const companyId = (await buildCompany(db(), 'default')).id;
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId });
    const s = unique();
    const csv = csvOf(s, 1200);
    failReads(Buffer.byteLength(csv.split('\n').slice(0, 701).join('\n')), Infinity);
    const res = await upload(t.app, advisor.token, advisor.profile.id, csvFile(csv));
    const task = await finishedTask(t.app, advisor.token, json<Task>(res).id, 400);
    expect(task).toMatchObject({
      status: 'partially_completed',
      rows: 500,
      metadata: { IMPORTED_PARTICIPANTS: 500 },
      errorDetails: { code: 'INTERNAL_ERROR', value: null },
    });
    expect(await countImported(s)).toBe(500);
  });
});
