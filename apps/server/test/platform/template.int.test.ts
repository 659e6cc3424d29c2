/**
 * New embedded databases start from the migrated template (platform/db/template.ts): a new data directory on disk
 * is the template's copy, migrated before any migration runs; an existing one is never replaced by it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/platform/db/arrays.js';
import { openDatabase, type Database } from '../../src/platform/db/client.js';
import { copyFolder } from '../../src/platform/db/copy-folder.js';
import { ensureProductContent } from '../../src/modules/index.js';
import { surveyDefinitions } from '../../src/modules/surveys/surveys.table.js';
import { ensureMigratedTemplate, migratedTemplate } from '../../src/platform/db/template.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-template-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const migrationsApplied = async (database: Database) =>
  rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!
    .n;

describe('the migrated template', () => {
  it('is made once per set of migrations and found again', async () => {
    const made = await ensureMigratedTemplate(ensureProductContent);
    expect(await ensureMigratedTemplate(ensureProductContent)).toEqual(made);
    expect(await migratedTemplate()).toEqual(made);
    expect(fs.existsSync(path.join(made.dir, 'PG_VERSION'))).toBe(true);
  });

  it('starts a new data directory migrated, and leaves an existing one as it is', async () => {
    const dataDir = path.join(root, 'pgdata');
    const first = await openDatabase({ dataDir, template: migratedTemplate });
    const journal = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(await migrationsApplied(first)).toBe(journal.entries.length);
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('written after the copy')`);
    await first.close();

    const again = await openDatabase({ dataDir, template: migratedTemplate });
    expect(rowsOf(await again.db.execute(sql`select note from kept`))).toEqual([{ note: 'written after the copy' }]);
    await again.close();
  });

  it('loads a database in memory from its tar', async () => {
    const database = await openDatabase({ dataDir: 'memory://', template: migratedTemplate });
    expect(await migrationsApplied(database)).toBeGreaterThan(30);
    await database.close();
  });

  it("holds the product's content already: a start finds nothing to add", async () => {
    const database = await openDatabase({ dataDir: 'memory://', template: migratedTemplate });
    const [before] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from ${surveyDefinitions}`),
    );
    expect(before!.n).toBeGreaterThan(0);
    await ensureProductContent(database.db);
    const [after] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from ${surveyDefinitions}`),
    );
    expect(after!.n).toBe(before!.n);
    await database.close();
  });

  it('is copied file by file into a new data directory', async () => {
    const made = (await migratedTemplate())!;
    const copy = path.join(root, 'copy');
    await copyFolder(made.dir, copy);
    const filesOf = (dir: string) =>
      fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort();
    expect(filesOf(copy)).toEqual(filesOf(made.dir));
    expect(fs.readFileSync(path.join(copy, 'PG_VERSION'))).toEqual(fs.readFileSync(path.join(made.dir, 'PG_VERSION')));
  });
});
