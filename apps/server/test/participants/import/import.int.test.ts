import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role, type Participant, type Task } from '@stride/contracts';
import { profiles, users } from '../../../src/modules/profiles/profiles.table.js';
import { HOSTS, useTestApp } from '../../support/app.js';
import { buildCompany, buildParticipant, buildPerson, unique } from '../../support/factories.js';
import { api, json } from '../../support/http.js';
import { signedIn } from '../../support/people.js';
import { csvFile, finishedTask, multipart, upload, xlsxFile } from './import-support.js';

const t = useTestApp();
const db = () => t.app.platform.db;
let companyId: number;
let advisor: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  await t.app.platform.jobs.start();
  companyId = (await buildCompany(db(), 'default')).id;
  advisor = await signedIn(t, { roleId: Role.Advisor, companyId });
});

const participantsByEmail = async (emails: string[]) =>
  db()
    .select({ email: users.email, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(users.tenantId, 'default'),
        inArray(
          sql`lower(${users.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
      ),
    );

describe('POST /participants/import', () => {
  it('imports the good rows of a CSV and reports every bad one with its row and code', async () => {
    const s = unique();
    const taken = await buildParticipant(db(), { tenantId: 'default', email: `taken-${s}@mail.example` });
    const csv = [
      'firstName,lastName,email,language',
      `Ana,Ruiz,ana-${s}@mail.example,es`,
      `,Lopez,lopez-${s}@mail.example,`,
      `Bo,,bo-${s}@mail.example,`,
      'Cy,Cole,,en',
      'Di,Dale,not-an-email,',
      '',
      `Ed,Eve,ANA-${s}@mail.example,`,
      `Fa,Fox,${taken.email.toUpperCase()},`,
      `"Gil, Jr.",Gómez,gi-${s}@mail.example,Spanish`,
    ].join('\r\n');
    const res = await upload(t.app, advisor.token, advisor.profile.id, csvFile(csv));
    expect(res.statusCode, res.body).toBe(202);
    const started = json<Task>(res);
    expect(started).toMatchObject({ type: 'participants_import', status: 'in_progress', fileName: 'people.csv' });

    const task = await finishedTask(t.app, advisor.token, started.id);
    expect(task).toMatchObject({
      status: 'partially_completed',
      metadata: { IMPORTED_PARTICIPANTS: 2 },
      rows: 8,
      errorDetails: null,
    });
    expect(task.taskErrors).toEqual([
      { row: 3, code: 'MISSING_FIRSTNAME', value: null },
      { row: 4, code: 'MISSING_LASTNAME', value: null },
      { row: 5, code: 'MISSING_EMAIL', value: null },
      { row: 6, code: 'INVALID_EMAIL', value: 'not-an-email' },
      { row: 8, code: 'DUPLICATED_EMAIL', value: `ANA-${s}@mail.example` },
      { row: 9, code: 'DUPLICATED_EMAIL', value: taken.email.toUpperCase() },
    ]);
    const imported = await participantsByEmail([`ana-${s}@mail.example`, `gi-${s}@mail.example`]);
    expect(imported.map((p) => [p.profile.firstName, p.profile.lastName, p.profile.language]).sort()).toEqual([
      ['Ana', 'Ruiz', 'es'],
      ['Gil, Jr.', 'Gómez', 'es'],
    ]);
    // The advisor's practice, the advisor: Company WLP, in the advisor's list.
    const list = await api(t.app, { token: advisor.token }).get(`/api/participants?search=${s}&sort=firstName`);
    expect(json<{ participants: Participant[] }>(list).participants).toEqual([
      expect.objectContaining({
        firstName: 'Ana',
        practiceId: companyId,
        advisorProfileId: advisor.profile.id,
        program: 'Company WLP',
      }),
      expect.objectContaining({ firstName: 'Gil, Jr.', program: 'Company WLP' }),
    ]);
  });

  it('imports an XLSX workbook (first sheet, links and numbers as text); a second import adds nobody', async () => {
    const s = unique();
    const rows = [
      ['FirstName', 'LastName', 'Email'],
      ['Hana', 'Hughes', { text: `hana-${s}@mail.example`, hyperlink: `mailto:hana-${s}@mail.example` }],
      ['Ivo', 42, `ivo-${s}@mail.example`],
      [null, 'Jensen', `jens-${s}@mail.example`],
    ];
    const first = await finishedTask(
      t.app,
      advisor.token,
      json<Task>(await upload(t.app, advisor.token, advisor.profile.id, await xlsxFile(rows))).id,
    );
    expect(first).toMatchObject({ status: 'partially_completed', metadata: { IMPORTED_PARTICIPANTS: 2 }, rows: 3 });
    expect(first.taskErrors).toEqual([{ row: 4, code: 'MISSING_FIRSTNAME', value: null }]);
    const imported = await participantsByEmail([`hana-${s}@mail.example`, `ivo-${s}@mail.example`]);
    expect(imported.map((p) => p.profile.lastName).sort()).toEqual(['42', 'Hughes']);

    const second = await finishedTask(
      t.app,
      advisor.token,
      json<Task>(await upload(t.app, advisor.token, advisor.profile.id, await xlsxFile(rows))).id,
    );
    expect(second).toMatchObject({ status: 'failed', metadata: { IMPORTED_PARTICIPANTS: 0 } });
    expect(second.taskErrors).toEqual([
      { row: 2, code: 'DUPLICATED_EMAIL', value: `hana-${s}@mail.example` },
      { row: 3, code: 'DUPLICATED_EMAIL', value: `ivo-${s}@mail.example` },
      { row: 4, code: 'MISSING_FIRSTNAME', value: null },
    ]);
    expect(await participantsByEmail([`hana-${s}@mail.example`, `ivo-${s}@mail.example`])).toHaveLength(2);
  });

  it('fails a file with a wrong or missing column (INVALID_SCHEMA with the column) and imports nothing', async () => {
    const s = unique();
    const wrong = await upload(
      t.app,
      advisor.token,
      advisor.profile.id,
      csvFile(`firstName,lastName,mail\nKim,Keller,kim-${s}@mail.example\n`),
    );
    const task = await finishedTask(t.app, advisor.token, json<Task>(wrong).id);
    expect(task).toMatchObject({
      status: 'failed',
      errorDetails: { code: 'INVALID_SCHEMA', value: 'mail' },
      metadata: { IMPORTED_PARTICIPANTS: 0 },
    });
    const missing = await upload(
      t.app,
      advisor.token,
      advisor.profile.id,
      csvFile('firstName,email\nKim,k@x.example\n'),
    );
    expect(await finishedTask(t.app, advisor.token, json<Task>(missing).id)).toMatchObject({
      errorDetails: { code: 'INVALID_SCHEMA', value: 'lastName' },
    });
    const broken = await upload(t.app, advisor.token, advisor.profile.id, {
      name: 'people.xlsx',
      type: 'application/octet-stream',
      content: 'not a workbook at all',
    });
    expect(await finishedTask(t.app, advisor.token, json<Task>(broken).id)).toMatchObject({
      status: 'failed',
      errorDetails: { code: 'INVALID_SCHEMA', value: null },
    });
    expect(await participantsByEmail([`kim-${s}@mail.example`])).toEqual([]);
  });

  it('imports 10,000 rows and reports the first row beyond the limit once (IMPORT_OVERLOADED with the count)', async () => {
    const s = unique();
    const lines = ['firstName,lastName,email'];
    for (let i = 0; i < 10_003; i++) lines.push(`Lia${i},Lane,lia${i}-${s}@bulk.example`);
    const res = await upload(t.app, advisor.token, advisor.profile.id, csvFile(lines.join('\n')));
    const task = await finishedTask(t.app, advisor.token, json<Task>(res).id, 1200);
    expect(task).toMatchObject({
      status: 'partially_completed',
      rows: 10_000,
      metadata: { IMPORTED_PARTICIPANTS: 10_000 },
    });
    expect(task.taskErrors).toEqual([{ row: 10_002, code: 'IMPORT_OVERLOADED', value: '10000' }]);
    const [count] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(sql`${users.email} like ${`%-${s}@bulk.example`}`);
    expect(count!.n).toBe(10_000);
  });

  it('refuses a missing file, another format, a bad or foreign advisor, and roles that may not import', async () => {
    const body = csvFile('firstName,lastName,email\n');
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/participants/import',
      headers: { host: 'localhost:8080', authorization: `Bearer ${advisor.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ advisorId: advisor.profile.id }),
    });
    // Not multipart at all: refused by the endpoint's multipart declaration, as every upload is (415).
    expect(noFile.statusCode).toBe(415);
    const txt = await upload(t.app, advisor.token, advisor.profile.id, {
      name: 'a.txt',
      type: 'text/plain',
      content: 'x',
    });
    expect(txt.statusCode).toBe(400);
    expect(json(txt).details).toEqual([{ path: 'file', message: 'Choose a CSV or XLSX file.' }]);
    expect((await upload(t.app, advisor.token, 'abc', body)).statusCode).toBe(400);
    const notAdvisor = await buildPerson(db(), { tenantId: 'default', roleId: Role.TeamMember, companyId });
    expect((await upload(t.app, advisor.token, notAdvisor.profile.id, body)).statusCode).toBe(400);
    const otherCompany = await buildCompany(db(), 'default');
    const foreign = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, companyId: otherCompany.id });
    const foreignAdvisor = await upload(t.app, advisor.token, foreign.profile.id, body);
    expect(foreignAdvisor.statusCode).toBe(400);
    expect(json(foreignAdvisor).details).toEqual([expect.objectContaining({ path: 'advisorId' })]);
    const consultant = await signedIn(t, { roleId: Role.Consultant });
    expect((await upload(t.app, consultant.token, advisor.profile.id, body)).statusCode).toBe(403);
    // Nothing was left behind: no task for those refusals.
    const tasks = json<{ tasks: Task[] }>(await api(t.app, { token: advisor.token }).get('/api/tasks?perPage=100'));
    expect(tasks.tasks.every((task) => task.status !== 'in_progress')).toBe(true);
  });
});

describe('POST /participants/import with a body cut short', () => {
  // The parser reported the cut once, while the task was being created, and never ended the file part:
  // the request was never answered. Now it is a 400 and nothing is left behind.
  it.each([
    ['in the middle of the file', 60],
    ['in the closing boundary', 10],
  ])('answers 400 with a JSON error when the body ends %s', async (_where, cutFromEnd) => {
    const csv = [
      'firstName,lastName,email',
      ...Array.from({ length: 20 }, (_, i) => `A${i},B,cut${i}-${unique()}@mail.example`),
    ];
    const body = multipart({ advisorId: String(advisor.profile.id) }, csvFile(csv.join('\r\n')));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/participants/import',
      headers: { host: HOSTS.default, authorization: `Bearer ${advisor.token}`, 'content-type': body.contentType },
      payload: body.payload.subarray(0, body.payload.length - cutFromEnd),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(json(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The upload ended before the whole file arrived. Please try again.',
    });
    const tasks = json<{ tasks: Task[] }>(await api(t.app, { token: advisor.token }).get('/api/tasks?perPage=100'));
    expect(tasks.tasks.every((task) => task.status !== 'in_progress')).toBe(true);
  });
});

describe('GET /participants/import/template', () => {
  it('downloads the CSV template', async () => {
    const res = await api(t.app, { token: advisor.token }).get('/api/participants/import/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="participants-import-template.csv"');
    expect(res.body).toBe('firstName,lastName,email,language\r\n');
    const participant = await signedIn(t, { roleId: Role.Participant });
    expect((await api(t.app, { token: participant.token }).get('/api/participants/import/template')).statusCode).toBe(
      403,
    );
  });
});
