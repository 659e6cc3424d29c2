import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.js';
import { createLocalStorage } from '../storage/local-storage.js';
import { backupSocketPath, fitsSocketPath, SNAPSHOT_REQUEST } from './channel.js';
import {
  BACKUP_FORMAT,
  BackupRefused,
  describeDatabase,
  MANIFEST_ENTRY,
  type BackupFile,
  type BackupManifest,
} from './manifest.js';
import { DATABASE_ENTRY, FILES_PREFIX, SNAPSHOT_END, writeSnapshot, type SnapshotEnd } from './snapshot.js';
import { blobOf, entryBuffer, readTar, TarWriter } from './tar.js';

/**
 * Backs up the embedded mode's DATA_DIR (database and files) into one tar.gz at outPath: through the running
 * server's channel when one answers, else by opening the data directory itself.
 */
export async function takeBackup(dataDir: string, outPath: string): Promise<BackupManifest> {
  const socket = await connectToServer(backupSocketPath(dataDir));
  if (socket) {
    socket.write(SNAPSHOT_REQUEST);
    return writeArchive(socket, outPath, 'running server');
  }
  const pgdata = path.join(dataDir, 'pgdata');
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) throw new BackupRefused(`No embedded database in ${dataDir}`);
  if (existsSync(path.join(pgdata, 'postmaster.pid'))) {
    throw new BackupRefused(
      `${pgdata} is open (postmaster.pid) but no server answers on ${backupSocketPath(dataDir)}: ` +
        'a server without its backup channel is running, or one stopped without closing. Start and stop the server, then retry.',
    );
  }
  const database = await openDatabase({ dataDir: pgdata });
  try {
    const storage = createLocalStorage(path.join(dataDir, 'files'));
    const snapshot = new PassThrough();
    const writing = writeSnapshot(
      { dumpDatabase: database.dumpDataDir!, filesRoot: storage.root, holdDeletes: () => storage.holdDeletes() },
      snapshot,
    ).catch((err: unknown) => {
      snapshot.destroy(err as Error);
      throw err;
    });
    const [manifest] = await Promise.all([writeArchive(snapshot, outPath, 'data directory'), writing]);
    return manifest;
  } finally {
    await database.close();
  }
}

/** The server's channel, or null when no server listens (no socket, or one left by a process that died). */
async function connectToServer(socketPath: string): Promise<net.Socket | null> {
  if (!fitsSocketPath(socketPath)) return null;
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.off('error', onError);
      resolve(socket);
    });
    const onError = (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    };
    socket.once('error', onError);
  });
}

/**
 * Reads a snapshot (platform/backup/snapshot.ts) and writes the archive: the same entries through gzip, each file's
 * sha256, then the manifest with the rows of every table counted in a copy of the snapshot's database.
 */
async function writeArchive(
  snapshot: Readable,
  outPath: string,
  takenBy: BackupManifest['takenBy'],
): Promise<BackupManifest> {
  const partial = `${outPath}.partial`;
  // Opened before anything is read: a path that cannot be written is said at once, and the server stops sending.
  const file = await open(partial, 'w', 0o600).catch((err: unknown) => {
    snapshot.destroy();
    throw err;
  });
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, file.createWriteStream());
  // Awaited below; until then a failure of the file must not count as unhandled.
  written.catch(() => undefined);
  const tar = new TarWriter(gzip);
  let database: Buffer | null = null;
  let end: SnapshotEnd | null = null;
  const files: BackupFile[] = [];
  try {
    await readTar(snapshot, async (entry) => {
      if (entry.path === DATABASE_ENTRY) {
        database = await entryBuffer(entry);
        await tar.entry(DATABASE_ENTRY, database.length, database);
      } else if (entry.path.startsWith(FILES_PREFIX)) {
        const hash = createHash('sha256');
        await tar.entry(entry.path, entry.size, hashed(entry, hash));
        files.push({ path: entry.path.slice(FILES_PREFIX.length), bytes: entry.size, sha256: hash.digest('hex') });
      } else if (entry.path === SNAPSHOT_END) {
        end = JSON.parse((await entryBuffer(entry)).toString('utf8')) as SnapshotEnd;
      } else {
        entry.resume();
      }
    });
    const taken = end as SnapshotEnd | null;
    if (!database || !taken) throw new Error('The snapshot ended before it was whole; nothing was written.');
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      takenAt: taken.takenAt,
      takenBy,
      database: await describeSnapshot(database),
      files: { count: files.length, bytes: files.reduce((sum, f) => sum + f.bytes, 0), list: files },
    };
    const body = Buffer.from(JSON.stringify(manifest, null, 2));
    await tar.entry(MANIFEST_ENTRY, body.length, body);
    await tar.finish();
    await written;
    await rename(partial, outPath);
    return manifest;
  } catch (err) {
    snapshot.destroy();
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw err;
  }
}

async function* hashed(body: AsyncIterable<Buffer>, hash: ReturnType<typeof createHash>): AsyncGenerator<Buffer> {
  for await (const chunk of body) {
    hash.update(chunk);
    yield chunk;
  }
}

/** The snapshot's own counts: its database opened in memory, apart from the live one that kept on writing. */
async function describeSnapshot(database: Buffer) {
  const copy = await PGlite.create({ dataDir: 'memory://', loadDataDir: blobOf(database) });
  try {
    return await describeDatabase(copy);
  } finally {
    await copy.close();
  }
}
