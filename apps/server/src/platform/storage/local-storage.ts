import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimit } from './byte-limit.js';
import { assertValidKey, resolveKey } from './keys.js';
import { resolveRange, type ByteRange } from './range.js';
import { MAX_UPLOAD_BYTES, type FileStorage, type StoredFile } from './storage.js';

const DEFAULT_TYPE = 'application/octet-stream';
/** A temp file this old belongs to an upload whose process died; no live upload takes a day. */
const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

/** The file store of one machine: DATA_DIR/files, which the embedded mode's backup copies (platform/backup). */
export interface LocalStorage extends FileStorage {
  readonly kind: 'local';
  readonly root: string;
  /**
   * Until the returned function runs, deletes are recorded and done then: a backup copying the files after its
   * database snapshot finds every file a row of that snapshot names.
   */
  holdDeletes(): () => Promise<void>;
}

export const isLocalStorage = (storage: FileStorage): storage is LocalStorage => storage.kind === 'local';

/**
 * Files under `root`, each with a small JSON sidecar in root/.meta holding its content type (a plain
 * file system keeps none). Uploads stream into root/.tmp and are renamed into place only when complete,
 * so readers never see a partial file and a failed upload leaves nothing behind.
 */
export function createLocalStorage(root: string): LocalStorage {
  const base = path.resolve(root);
  const tmpDir = path.join(base, '.tmp');
  const metaDir = path.join(base, '.meta');
  const metaPath = (key: string) => `${resolveKey(metaDir, key)}.json`;

  async function readContentType(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(metaPath(key), 'utf8')) as { contentType?: unknown };
      return typeof meta.contentType === 'string' ? meta.contentType : DEFAULT_TYPE;
    } catch {
      return DEFAULT_TYPE;
    }
  }

  /** Writes a file atomically (temp + rename in the same file system). */
  async function writeAtomic(target: string, data: string): Promise<void> {
    const tmp = path.join(tmpDir, randomUUID());
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(tmp, data, { flag: 'wx' });
    await rename(tmp, target);
  }

  let holds = 0;
  const heldDeletes: string[] = [];

  async function remove(key: string): Promise<void> {
    await rm(resolveKey(base, key), { force: true });
    await rm(metaPath(key), { force: true });
  }

  // Best effort, once per process: temp files of uploads cut short by a crash.
  void sweepStaleTemp(tmpDir).catch(() => undefined);

  return {
    kind: 'local',
    root: base,

    holdDeletes() {
      holds += 1;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds > 0) return;
        for (const key of heldDeletes.splice(0)) await remove(key);
      };
    },

    async put(key, body, opts): Promise<StoredFile> {
      const target = resolveKey(base, key);
      await mkdir(tmpDir, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      const limit = new ByteLimit(opts.maxBytes ?? MAX_UPLOAD_BYTES);
      const file = createWriteStream(tmp, { flags: 'wx' });
      try {
        await pipeline(body, limit, file);
        // Metadata first: the data file appearing is the moment the upload becomes visible.
        await writeAtomic(metaPath(key), JSON.stringify({ contentType: opts.contentType }));
        await rename(tmp, target);
      } catch (err) {
        // pipeline rejects at the source's error, before the file stream has opened and closed its file: removed
        // earlier, the file would be created after its removal and stay behind.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
        await rm(tmp, { force: true });
        throw err;
      }
      return { key, size: limit.bytes, contentType: opts.contentType };
    },

    async get(key, range?: ByteRange) {
      const target = resolveKey(base, key);
      // Open first, then measure the open file: a concurrent delete or replace cannot split the two.
      const handle = await open(target, 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'EISDIR') return null;
        throw err;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        // The stream owns the handle from here and closes it when done or destroyed.
        const body: Readable = handle.createReadStream(range ? resolveRange(size, range) : {});
        return { body, size, contentType: await readContentType(key) };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async stat(key) {
      const target = resolveKey(base, key);
      const info = await stat(target).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
      if (!info?.isFile()) return null;
      return { key, size: info.size, contentType: await readContentType(key) };
    },

    async delete(key) {
      if (holds === 0) return remove(key);
      assertValidKey(key);
      heldDeletes.push(key);
    },
  };
}

async function sweepStaleTemp(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const cutoff = Date.now() - STALE_TEMP_MS;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
  }
}
