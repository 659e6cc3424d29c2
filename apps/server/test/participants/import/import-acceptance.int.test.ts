import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Task, type TaskRowError } from '@stride/contracts';
import { IMPORT_JOB } from '../../../src/modules/participants/import/import.job.js';
import { profiles, users } from '../../../src/modules/profiles/profiles.table.js';
import { tasks } from '../../../src/modules/tasks/tasks.table.js';
import { jobs } from '../../../src/platform/jobs/jobs.table.js';
import { useTestApp } from '../../support/app.js';
import { buildCompany, buildParticipant, unique } from '../../support/factories.js';
import { eventually, json } from '../../support/http.js';
import { signedIn } from '../../support/people.js';
import { breakStoredReads, bytesOfLines, csvFile, finishedTask, upload } from './import-support.js';

/**
 * Acceptance of the participant import at the size a practice sends (issue 3): 5,000 rows of which 50
 * are bad, read by a job that breaks off half-way and is retried, then delivered once more.
 */
const t = useTestApp();
const db = () => t.app.platform.db;
const ROWS = 5_000;
let mend: (() => void) | null = null;

beforeAll(async () => {
  await t.app.platform.jobs.start();
});
afterEach(() => {
  mend?.();
  mend = null;
});

interface Sheet {
  csv: string;
  /** The errors the import must report, in row order. */
  errors: TaskRowError[];
}

/**
 * Every 100th data row (from the 38th) is bad, cycling through the row errors: 10 each of a missing
 * first name, last name and e-mail and an invalid e-mail, 5 addresses repeated from earlier in the
 * file and 5 already in the tenant. Row numbers are a spreadsheet's (the header is row 1).
 */
function sheet(s: string, taken: readonly string[]): Sheet {
  const lines = ['firstName,lastName,email,language'];
  const errors: TaskRowError[] = [];
  const email = (i: number) => `p${i}-${s}@accept.example`;
  for (let i = 0; i < ROWS; i++) {
    const row = i + 2;
    const bad = i % 100 === 37 ? Math.floor(i / 100) : null;
    const kind = bad === null ? null : bad % 5;
    if (kind === 0) {
      lines.push(`,Nobody,${email(i)},en`);
      errors.push({ row, code: 'MISSING_FIRSTNAME', value: null });
    } else if (kind === 1) {
      lines.push(`Pat${i},,${email(i)},es`);
      errors.push({ row, code: 'MISSING_LASTNAME', value: null });
    } else if (kind === 2) {
      lines.push(`Pat${i},Lane,,en`);
      errors.push({ row, code: 'MISSING_EMAIL', value: null });
    } else if (kind === 3) {
      lines.push(`Pat${i},Lane,p${i}-at-${s},en`);
      errors.push({ row, code: 'INVALID_EMAIL', value: `p${i}-at-${s}` });
    } else if (kind === 4) {
      // Half repeat a good row's address from earlier in the file, half one already in the tenant.
      const repeated = bad! % 2 === 0 ? email(i - 1).toUpperCase() : taken[Math.floor(bad! / 10)]!;
      lines.push(`Pat${i},Lane,${repeated},en`);
      errors.push({ row, code: 'DUPLICATED_EMAIL', value: repeated });
    } else {
      lines.push(`Pat${i},Lane,${email(i)},${i % 3 === 0 ? 'es' : 'en'}`);
    }
  }
  return { csv: lines.join('\n'), errors };
}

const importedCount = async (s: string) => {
  const [row] = await db()
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      distinct: sql<number>`count(distinct lower(${users.email}))`.mapWith(Number),
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(sql`${users.email} ilike ${`%-${s}@accept.example`}`);
  return row!;
};

describe('importing 5,000 participants with 50 bad rows', () => {
  it('imports 4,950, reports exactly the 50 errors, and a retried or repeated job imports nobody twice', async () => {
    const companyId = (await buildCompany(db(), 'default')).id;
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId });
    const s = unique();
    const taken = await Promise.all(
      [0, 1, 2, 3, 4].map(
        async (n) =>
          (await buildParticipant(db(), { tenantId: 'default', email: `taken${n}-${s}@accept.example` })).email,
      ),
    );
    const { csv, errors } = sheet(s, taken);
    expect(errors).toHaveLength(50);
    expect(new Set(errors.map((e) => e.code))).toEqual(
      new Set(['MISSING_FIRSTNAME', 'MISSING_LASTNAME', 'MISSING_EMAIL', 'INVALID_EMAIL', 'DUPLICATED_EMAIL']),
    );

    // The first attempt's read breaks off after about 2,700 rows: five batches are written, then it fails.
    mend = breakStoredReads(t.app, bytesOfLines(csv, 2_701), 1);
    const res = await upload(t.app, advisor.token, advisor.profile.id, csvFile(csv, 'practice.csv'));
    expect(res.statusCode, res.body).toBe(202);
    const task = await finishedTask(t.app, advisor.token, json<Task>(res).id, 1200);

    expect(task).toMatchObject({
      status: 'partially_completed',
      rows: ROWS,
      metadata: { IMPORTED_PARTICIPANTS: 4_950 },
      errorDetails: null,
      fileName: 'practice.csv',
    });
    expect(task.taskErrors).toEqual(errors);
    // Five of the existing participants, plus those imported, each once.
    expect(await importedCount(s)).toEqual({ n: 4_955, distinct: 4_955 });
    const [stored] = await db().select().from(tasks).where(eq(tasks.id, task.id));
    const jobOf = (id: string) =>
      eventually(async () => {
        const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
        return row?.status === 'completed' ? row : undefined;
      }, 400);
    // One failed attempt, one retry that finished the import.
    expect(await jobOf(stored!.jobId!)).toMatchObject({ attempts: 2 });
    expect(stored!.fileKey && (await t.app.platform.storage.get(stored!.fileKey))).toBeFalsy();

    // The queue delivers the finished task's job once more: it finds the task done and does nothing.
    const again = await t.app.platform.jobs.enqueue(IMPORT_JOB, { taskId: task.id }, { tenantId: 'default' });
    const repeated = await jobOf(again);
    expect(repeated.result).toEqual({ skipped: true });
    expect(await importedCount(s)).toEqual({ n: 4_955, distinct: 4_955 });
    const after = await finishedTask(t.app, advisor.token, task.id);
    expect(after.taskErrors).toHaveLength(50);
    expect(after.metadata.IMPORTED_PARTICIPANTS).toBe(4_950);
  });
});
