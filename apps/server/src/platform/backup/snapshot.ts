import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { TarWriter } from './tar.js';

/** The snapshot's entries, in order: the database, the store's files, then the marker that it is whole. */
export const DATABASE_ENTRY = 'database/pgdata.tar';
export const FILES_PREFIX = 'files/';
export const SNAPSHOT_END = 'snapshot.json';

export interface SnapshotSource {
  /** PGlite's data directory as a tar, taken between two statements (PGlite's dumpDataDir). */
  dumpDatabase(): Promise<Blob>;
  /** The file store's root: DATA_DIR/files. */
  filesRoot: string;
  /** Keeps the store from removing files until the returned function runs (LocalStorage.holdDeletes). */
  holdDeletes(): () => Promise<void>;
}

export interface SnapshotEnd {
  takenAt: string;
}

/**
 * Writes a consistent snapshot as a plain tar: the database first, then every file of the store. The store writes a
 * file once under a new key before any row names it, and its deletes wait until the files are copied, so every file
 * a row of the snapshot names is in it (a file of an upload not yet committed may be too, as after a crash).
 */
export async function writeSnapshot(source: SnapshotSource, out: Writable): Promise<{ databaseMs: number }> {
  const tar = new TarWriter(out);
  const release = source.holdDeletes();
  try {
    const takenAt = new Date().toISOString();
    const started = Date.now();
    const database = await source.dumpDatabase();
    // How long the server's statements waited: PGlite answers nothing else while it makes the tar.
    const databaseMs = Date.now() - started;
    await tar.entry(DATABASE_ENTRY, database.size, chunksOf(database));
    for await (const relative of storedFiles(source.filesRoot)) {
      await copyFile(tar, source.filesRoot, relative);
    }
    const end = Buffer.from(JSON.stringify({ takenAt } satisfies SnapshotEnd));
    await tar.entry(SNAPSHOT_END, end.length, end);
    await tar.finish();
    return { databaseMs };
  } finally {
    await release();
  }
}

async function* chunksOf(blob: Blob): AsyncGenerator<Buffer> {
  for await (const chunk of blob.stream()) yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

async function copyFile(tar: TarWriter, root: string, relative: string): Promise<void> {
  // Measured on the open file: the size in the header is the size of the bytes that follow.
  const handle = await open(path.join(root, relative), 'r');
  try {
    const { size } = await handle.stat();
    const body = handle.createReadStream({ start: 0, end: Math.max(size - 1, 0), autoClose: false });
    await tar.entry(`${FILES_PREFIX}${relative}`, size, size === 0 ? Buffer.alloc(0) : body);
  } finally {
    await handle.close();
  }
}

/** The store's files, as '/'-separated paths under its root; uploads still streaming (.tmp) are not files yet. */
async function* storedFiles(root: string, dir = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (!dir && entry.name === '.tmp') continue;
    if (entry.isDirectory()) yield* storedFiles(root, relative);
    else if (entry.isFile()) yield relative;
  }
}
