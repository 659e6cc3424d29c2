import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config/config.js';
import { HttpError } from '../../../src/platform/http/errors.js';
import { createStorage, isLocalStorage } from '../../../src/platform/storage/index.js';
import type { FileStorage } from '../../../src/platform/storage/storage.js';

/** All regular files under dir, recursively (temp and metadata folders included). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** A stream of `chunks` chunks of `size` bytes, produced lazily so nothing is held whole. */
function chunks(count: number, size: number, failAt?: number): Readable {
  let i = 0;
  return new Readable({
    read() {
      if (i === failAt) return this.destroy(new Error('client went away'));
      this.push(i++ < count ? Buffer.alloc(size, 97) : null);
    },
  });
}

describe('local file storage', () => {
  let dataDir: string;
  let storage: FileStorage;
  const tenantKey = (name: string) => `tenant/brain/${Date.now()}-${Math.random().toString(36).slice(2)}-${name}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'stride-storage-'));
    storage = await createStorage(loadConfig({ DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('puts, stats, gets (whole and ranged) and deletes a file, keeping its content type', async () => {
    const key = tenantKey('clip.mp4');
    const stored = await storage.put(key, Readable.from([Buffer.from('0123456789')]), { contentType: 'video/mp4' });
    expect(stored).toEqual({ key, size: 10, contentType: 'video/mp4' });
    expect(storage.kind).toBe('local');

    expect(await storage.stat(key)).toEqual({ key, size: 10, contentType: 'video/mp4' });

    const whole = await storage.get(key);
    expect(whole?.contentType).toBe('video/mp4');
    expect(whole?.size).toBe(10);
    expect(await text(whole!.body)).toBe('0123456789');

    const middle = await storage.get(key, { start: 2, end: 5 });
    expect(middle?.size).toBe(10);
    expect(await text(middle!.body)).toBe('2345');

    const tail = await storage.get(key, { start: 7 });
    expect(await text(tail!.body)).toBe('789');

    const clamped = await storage.get(key, { start: 8, end: 99 });
    expect(await text(clamped!.body)).toBe('89');

    await expect(storage.get(key, { start: 10 })).rejects.toMatchObject({ statusCode: 416 });

    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('replaces an existing file whole', async () => {
    const key = tenantKey('doc.txt');
    await storage.put(key, Readable.from(['first version']), { contentType: 'text/plain' });
    await storage.put(key, Readable.from(['second']), { contentType: 'text/markdown' });
    const got = await storage.get(key);
    expect(await text(got!.body)).toBe('second');
    expect(got?.contentType).toBe('text/markdown');
  });

  it('rejects a stream over maxBytes with 413 and leaves no file, not even a temp file', async () => {
    const key = tenantKey('big.bin');
    const before = await listFiles(dataDir);
    const error = await storage
      .put(key, chunks(64, 1024), { contentType: 'application/octet-stream', maxBytes: 10_000 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(413);
    expect(await storage.stat(key)).toBeNull();
    expect(await listFiles(dataDir)).toEqual(before);
  });

  it('accepts a stream of exactly maxBytes', async () => {
    const key = tenantKey('exact.bin');
    const stored = await storage.put(key, chunks(4, 1000), { contentType: 'application/pdf', maxBytes: 4000 });
    expect(stored.size).toBe(4000);
  });

  it('leaves nothing when the source stream fails midway', async () => {
    const key = tenantKey('broken.bin');
    const before = await listFiles(dataDir);
    await expect(storage.put(key, chunks(10, 1024, 3), { contentType: 'image/png' })).rejects.toThrow(
      'client went away',
    );
    expect(await storage.stat(key)).toBeNull();
    expect(await listFiles(dataDir)).toEqual(before);
  });

  it.each(['../escape.txt', 'tenant/../../escape.txt', '/etc/passwd', 'tenant//x', '.tmp/x', 'tenant\\..\\x', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Readable.from(['x']), { contentType: 'text/plain' })).rejects.toMatchObject({
        statusCode: 400,
      });
      await expect(storage.get(key)).rejects.toMatchObject({ statusCode: 400 });
      await expect(storage.delete(key)).rejects.toMatchObject({ statusCode: 400 });
    },
  );

  it('keeps files a backup is copying: a delete during a hold is done when the last hold ends', async () => {
    if (!isLocalStorage(storage)) throw new Error('expected the local store');
    const key = tenantKey('held.txt');
    await storage.put(key, Readable.from([Buffer.from('kept')]), { contentType: 'text/plain' });
    const first = storage.holdDeletes();
    const second = storage.holdDeletes();
    await storage.delete(key);
    await first();
    expect(await storage.stat(key)).not.toBeNull();
    await second();
    expect(await storage.stat(key)).toBeNull();
  });
});
