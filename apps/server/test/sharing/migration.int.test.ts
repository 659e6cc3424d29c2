import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/platform/db/arrays.js';
import { openDatabase, type Database } from '../../src/platform/db/client.js';
import { applyMigrations, MIGRATIONS_DIR } from '../../src/platform/db/migrate.js';

/** The migration that made the one `shares` table (docs/decisions.md, "One sharing"). */
const ONE_SHARING = '0018_one_sharing';

let database: Database;
let before: string;

/** The committed migrations up to (not including) the given one, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(statement));

// Always on an embedded database of its own: it starts from the migrations before the one tested.
beforeAll(async () => {
  before = migrationsBefore(ONE_SHARING);
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: before });
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(before, { recursive: true, force: true });
});

describe(`migration ${ONE_SHARING}`, () => {
  it('copies every share of both old tables into `shares`, then drops them', async () => {
    await database.db.execute(sql`
      insert into routine_shares (id, tenant_id, subject, subject_id, from_company_id, to_company_id, shared_by_profile_id, created_at)
      overriding system value values
        (5, 'default', 'DEFINITION', 11, 1, 2, 7, '2025-01-02T03:04:05Z'),
        (9, 'default', 'FOLDER', 12, null, 2, null, '2025-02-03T04:05:06Z'),
        (12, 'brain', 'SEQUENCE', 13, 3, 4, 8, '2025-03-04T05:06:07Z')`);
    await database.db.execute(sql`
      insert into sprint_template_shares (tenant_id, template_id, from_company_id, to_company_id, shared_by_profile_id, created_at)
      values
        ('default', 21, 1, 2, 7, '2025-04-05T06:07:08Z'),
        ('brain', 22, 3, 4, null, '2025-05-06T07:08:09Z')`);

    await applyMigrations(database);

    const rows = await query<{
      id: number;
      tenant_id: string;
      subject: string;
      subject_id: number;
      from_company_id: number | null;
      to_company_id: number;
      shared_by_profile_id: number | null;
      created_at: string | Date;
    }>(sql`select * from shares order by id`);
    expect(rows.map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at).toISOString() }))).toEqual([
      // The exercise library's shares keep their ids (their audit rows name them).
      {
        id: 5,
        tenant_id: 'default',
        subject: 'DEFINITION',
        subject_id: 11,
        from_company_id: 1,
        to_company_id: 2,
        shared_by_profile_id: 7,
        created_at: '2025-01-02T03:04:05.000Z',
      },
      {
        id: 9,
        tenant_id: 'default',
        subject: 'FOLDER',
        subject_id: 12,
        from_company_id: null,
        to_company_id: 2,
        shared_by_profile_id: null,
        created_at: '2025-02-03T04:05:06.000Z',
      },
      {
        id: 12,
        tenant_id: 'brain',
        subject: 'SEQUENCE',
        subject_id: 13,
        from_company_id: 3,
        to_company_id: 4,
        shared_by_profile_id: 8,
        created_at: '2025-03-04T05:06:07.000Z',
      },
      // The sprint templates' come after them, in their order, with their times.
      {
        id: 13,
        tenant_id: 'default',
        subject: 'SPRINT_TEMPLATE',
        subject_id: 21,
        from_company_id: 1,
        to_company_id: 2,
        shared_by_profile_id: 7,
        created_at: '2025-04-05T06:07:08.000Z',
      },
      {
        id: 14,
        tenant_id: 'brain',
        subject: 'SPRINT_TEMPLATE',
        subject_id: 22,
        from_company_id: 3,
        to_company_id: 4,
        shared_by_profile_id: null,
        created_at: '2025-05-06T07:08:09.000Z',
      },
    ]);

    // The old tables are gone; a new share is numbered after the copied ones.
    const [gone] = await query<{ routine: string | null; sprint: string | null }>(
      sql`select to_regclass('routine_shares')::text as routine, to_regclass('sprint_template_shares')::text as sprint`,
    );
    expect(gone).toEqual({ routine: null, sprint: null });
    const [next] = await query<{ id: number }>(
      sql`insert into shares (tenant_id, subject, subject_id, to_company_id) values ('default', 'FOLDER', 30, 2) returning id`,
    );
    expect(Number(next!.id)).toBe(15);
  });
});
