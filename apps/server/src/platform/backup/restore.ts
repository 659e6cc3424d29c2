import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import {
  BACKUP_FORMAT,
  BackupRefused,
  describeDatabase,
  differences,
  knownMigrations,
  MANIFEST_ENTRY,
  type BackupFile,
  type BackupManifest,
  type DatabaseFacts,
} from './manifest.js';
import { DATABASE_ENTRY, FILES_PREFIX } from './snapshot.js';
import { blobOf, entryBuffer, readTar } from './tar.js';

export interface Restored {
  manifest: BackupManifest;
  found: DatabaseFacts;
  files: Map<string, BackupFile>;
}

/**
 * Restores an archive of takeBackup into an empty (or new) data directory, then opens what it wrote and checks
 * every table's rows and every file's bytes against the manifest. A failed restore leaves the directory empty.
 */
export async function restoreBackup(archive: string, dataDir: string): Promise<Restored> {
  const existing = await readdir(dataDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  if (existing.length) throw new BackupRefused(`${dataDir} is not empty: restore only into a new data directory`);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    return await restoreInto(archive, dataDir);
  } catch (err) {
    for (const name of await readdir(dataDir)) await rm(path.join(dataDir, name), { recursive: true, force: true });
    throw err;
  }
}

async function restoreInto(archive: string, dataDir: string): Promise<Restored> {
  const filesRoot = path.join(dataDir, 'files');
  let database: Buffer | null = null;
  let manifest: BackupManifest | null = null;
  const files = new Map<string, BackupFile>();
  await readTar(createReadStream(archive), async (entry) => {
    if (entry.path === DATABASE_ENTRY) database = await entryBuffer(entry);
    else if (entry.path === MANIFEST_ENTRY) manifest = JSON.parse((await entryBuffer(entry)).toString('utf8'));
    else if (entry.path.startsWith(FILES_PREFIX)) {
      const relative = entry.path.slice(FILES_PREFIX.length);
      const target = insideRoot(filesRoot, relative);
      await mkdir(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      let bytes = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(entry, tap, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      files.set(relative, { path: relative, bytes, sha256: hash.digest('hex') });
    } else entry.resume();
  });
  const told = manifest as BackupManifest | null;
  if (told?.format !== BACKUP_FORMAT || !database) {
    throw new BackupRefused(`${archive} is not a whole Stride backup (no manifest or no database)`);
  }
  const known = await knownMigrations();
  if (told.database.migrations > known.length) {
    throw new BackupRefused(
      `The backup's database has ${told.database.migrations} migrations, this version of Stride knows ${known.length}: restore with the newer version`,
    );
  }
  const restored = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), loadDataDir: blobOf(database) });
  let found: DatabaseFacts;
  try {
    found = await describeDatabase(restored);
  } finally {
    await restored.close();
  }
  const wrong = differences(told, found, files);
  if (wrong.length) throw new Error(`The restored data does not match the manifest:\n  ${wrong.join('\n  ')}`);
  return { manifest: told, found, files };
}

/** An archive's path under root, refused when it would land anywhere else (`..`, an absolute path). */
function insideRoot(root: string, relative: string): string {
  const target = path.resolve(root, ...relative.split('/'));
  if (
    !relative ||
    relative.split('/').some((s) => s === '' || s === '.' || s === '..') ||
    !target.startsWith(root + path.sep)
  ) {
    throw new BackupRefused(`Refused a file outside the store: ${JSON.stringify(relative)}`);
  }
  return target;
}
