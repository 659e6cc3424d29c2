import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteLimit } from '../../../platform/storage/byte-limit.js';

/**
 * Where an upload waits while its whole content is checked, before anything reaches the store: the data
 * disk (an upload may be 1 GB; /tmp is often memory), in the processing work folder, whose leftovers of a
 * process that died are swept after a day (processing.job.ts).
 */
export const stagingDir = (dataDir: string) => path.join(dataDir, 'processing');

/** An upload written to a file of its own through its limit; the file is gone again when the write fails. */
export async function stageUpload(dataDir: string, body: Readable, extension: string, limit: ByteLimit) {
  const dir = stagingDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `upload-${randomUUID()}.${extension}`);
  try {
    await pipeline(body, limit, createWriteStream(file, { flags: 'wx' }));
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
  return { file, size: limit.bytes, discard: () => rm(file, { force: true }) };
}
