import path from 'node:path';
import { loadConfig } from '../config/config.js';
import { takeBackup } from './backup.js';
import { BackupRefused, type BackupManifest } from './manifest.js';
import { restoreBackup } from './restore.js';

const USAGE = `Usage:
  npm run backup -- <archive.tar.gz>
  npm run restore -- <archive.tar.gz> [--data-dir <empty or new directory>]`;

/** Paths on the command line are the caller's: npm runs the script in apps/server, INIT_CWD is where it was typed. */
const fromCaller = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

function printManifest(manifest: BackupManifest, title: string): void {
  const { database, files } = manifest;
  const by =
    manifest.takenBy === 'running server' ? 'by the running server' : 'from the data directory, no server running';
  console.log(`${title} (taken ${manifest.takenAt} ${by})`);
  console.log(`  PostgreSQL ${database.postgres}, ${database.migrations} migrations (last ${database.lastMigration})`);
  const tables = Object.entries(database.tables);
  console.log(`  ${tables.reduce((sum, [, n]) => sum + n, 0)} rows in ${tables.length} tables:`);
  for (const [table, rows] of tables) if (rows > 0) console.log(`    ${table.padEnd(48)} ${rows}`);
  // The store keeps each file's content type in a note beside it (.meta/<key>.json): counted apart from the files.
  const notes = files.list.filter((f) => f.path.startsWith('.meta/')).length;
  console.log(`  ${files.count - notes} stored files and ${notes} content-type notes, ${files.bytes} bytes`);
}

async function main(args: string[]): Promise<void> {
  const [command, archive, ...rest] = args;
  const config = loadConfig();
  if (config.DATABASE_URL || config.s3) {
    throw new BackupRefused(
      'DATABASE_URL or S3 is set: back up PostgreSQL with pg_dump and the bucket with its versioning (docs/operations.md, "Backups")',
    );
  }
  if (command === 'backup' && archive && rest.length === 0) {
    const started = Date.now();
    const out = fromCaller(archive);
    const manifest = await takeBackup(config.dataDir, out);
    printManifest(manifest, `Backed up ${config.dataDir} to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return;
  }
  const dirFlag = rest.indexOf('--data-dir');
  const dirArg = dirFlag >= 0 ? rest[dirFlag + 1] : undefined;
  if (command === 'restore' && archive && (dirFlag < 0 ? rest.length === 0 : dirArg && rest.length === 2)) {
    const dataDir = dirArg ? fromCaller(dirArg) : config.dataDir;
    const restored = await restoreBackup(fromCaller(archive), dataDir);
    printManifest(restored.manifest, `Restored into ${dataDir}; every table's rows and every file's bytes match`);
    return;
  }
  throw new BackupRefused(USAGE);
}

try {
  await main(process.argv.slice(2));
} catch (err) {
  // A refusal or a system's error (a path that cannot be written) is said in its words; anything else with its stack.
  const told = err instanceof BackupRefused || (err instanceof Error && 'code' in err && 'syscall' in err);
  console.error(told ? (err as Error).message : err);
  process.exitCode = 1;
}
