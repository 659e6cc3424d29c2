import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { lazy } from '../lazy.js';
import { SERVER_ROOT } from '../paths.js';
import { openDatabase, type Db } from './client.js';
import { applyMigrations, MIGRATIONS_DIR } from './migrate.js';

const TEMPLATES_DIR = path.join(SERVER_ROOT, '.cache');
/** tar, loaded only where a template is made. */
const loadTar = lazy(() => import('tar'));
/** Changed when what a template holds besides the migrations changes, so that older ones are made again. */
const WHAT_IT_HOLDS = 'migrations and product content';

/**
 * An embedded database with every migration applied and the product's content (modules/index.ts
 * ensureProductContent: the surveys' instruments), as PGlite's tar of its data directory, made once per set of
 * migrations (and PGlite version): a new data directory (a first start, a test file's database) is loaded from it
 * instead of running initdb and 35 migrations, 3 of the 5 seconds a first start took before its seed. The content
 * is not in the hash: a template made before a change of it is a database made before that change, which every
 * start brings up to date as it does any database.
 * Made by the server's build (`npm run build`, apps/server/build-server.ts) and by the test run's setup; a start
 * without it initialises the directory as before (docs/performance.md, "A lighter embedded start").
 */
export interface Template {
  /** PGlite's tar of the data directory: what a database in memory is loaded from. */
  tar: string;
  /** The same files as a folder: copied as they are into a new data directory on disk. */
  dir: string;
}

async function templatePaths(): Promise<Template> {
  const hash = createHash('sha256');
  // The package's entry is dist/index.*: its manifest is two folders up.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(await readFile(path.join(entry, '../../package.json'), 'utf8')) as { version: string };
  hash.update(`${pglite.version}\0${WHAT_IT_HOLDS}\0`);
  for (const name of (await readdir(MIGRATIONS_DIR, { recursive: true })).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('_journal.json')) continue;
    hash
      .update(name)
      .update('\0')
      .update(await readFile(path.join(MIGRATIONS_DIR, name)))
      .update('\0');
  }
  const base = path.join(TEMPLATES_DIR, `pglite-${hash.digest('hex').slice(0, 16)}`);
  return { tar: `${base}.tar`, dir: base };
}

/** The template of the current migrations, if it has been made. */
export async function migratedTemplate(): Promise<Template | undefined> {
  const template = await templatePaths();
  return existsSync(template.tar) && existsSync(template.dir) ? template : undefined;
}

/**
 * Makes the template when it is missing (each form written beside, then renamed: a reader never sees half);
 * `fill` puts the product's content in (platform/ does not import the modules that own it).
 */
export async function ensureMigratedTemplate(fill: (db: Db) => Promise<void>): Promise<Template> {
  const template = await templatePaths();
  if (!existsSync(template.tar)) {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await applyMigrations(database);
      await fill(database.db);
      const tar = await database.dumpDataDir!();
      await mkdir(TEMPLATES_DIR, { recursive: true });
      const staging = `${template.tar}.${process.pid}.tmp`;
      await writeFile(staging, Buffer.from(await tar.arrayBuffer()));
      await rename(staging, template.tar);
    } finally {
      await database.close();
    }
  }
  if (!existsSync(template.dir)) {
    const staging = `${template.dir}.${process.pid}.tmp`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    const { extract } = await loadTar();
    await extract({ file: template.tar, cwd: staging });
    await rename(staging, template.dir).catch(async (err: unknown) => {
      // Another process (a parallel build or test run) put its copy first: the same files.
      await rm(staging, { recursive: true, force: true });
      if (!existsSync(template.dir)) throw err;
    });
  }
  return template;
}
