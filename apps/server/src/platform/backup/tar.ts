import type { Readable, Writable } from 'node:stream';
import { Header, Parser, type ReadEntry } from 'tar';

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);

/** Writes to a stream, waiting when it asks to (an archive of gigabytes never sits in memory). */
export async function writeChunk(out: Writable, chunk: Buffer): Promise<void> {
  if (out.destroyed) throw new Error('The stream was closed before the archive was whole');
  if (out.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (err?: Error) => {
      out.off('drain', onDrain);
      out.off('error', onError);
      out.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => settle();
    const onError = (err: Error) => settle(err);
    // A reader that went away without an error (the backup script stopped) must not hold the snapshot forever.
    const onClose = () => settle(new Error('The stream was closed before the archive was whole'));
    out.once('drain', onDrain);
    out.once('error', onError);
    out.once('close', onClose);
  });
}

/**
 * A plain ustar writer over any stream: the snapshot goes over the backup channel as one, and the archive is one
 * through gzip. Entries are written one after another, each with its size known before its bytes.
 */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  /** One file; the body must yield exactly `size` bytes (a file that changed size under us is refused). */
  async entry(name: string, size: number, body: Buffer | AsyncIterable<Buffer>): Promise<void> {
    const header = new Header({ path: name, mode: 0o600, size, mtime: new Date(), type: 'File', uid: 0, gid: 0 });
    if (header.encode()) throw new Error(`Path too long for the archive: ${name}`);
    await writeChunk(this.out, header.block!);
    let written = 0;
    for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
      written += chunk.length;
      if (written > size) break;
      await writeChunk(this.out, chunk);
    }
    if (written !== size) throw new Error(`${name}: expected ${size} bytes, read ${written}`);
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad) await writeChunk(this.out, Buffer.alloc(pad));
  }

  /** The two empty blocks that end a tar, then the end of the stream. */
  async finish(): Promise<void> {
    await writeChunk(this.out, ZEROS);
    await new Promise<void>((resolve, reject) => this.out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  }
}

/**
 * Calls onEntry for each file of a tar (gzip-compressed or not), one at a time: the next entry's bytes are not read
 * before the previous one's handler is done, so the parser holds back its source meanwhile.
 */
export async function readTar(source: Readable, onEntry: (entry: ReadEntry) => Promise<void>): Promise<void> {
  const parser = new Parser({ strict: true });
  let chain = Promise.resolve();
  await new Promise<void>((resolve, reject) => {
    // A handler's failure stops the reading at once: a refused archive is not read to its end.
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    parser.on('entry', (entry: ReadEntry) => {
      chain = chain.then(() => (entry.type === 'File' && !failed ? onEntry(entry) : void entry.resume())).catch(fail);
    });
    source.on('error', fail);
    parser.on('error', fail);
    parser.on('end', () => void chain.then(resolve, fail));
    source.pipe(parser);
  });
}

/** Reads an entry whole (the database snapshot and the manifest). */
export async function entryBuffer(entry: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of entry) parts.push(chunk);
  return Buffer.concat(parts);
}

/** A Blob over a Buffer's own bytes, without a copy (PGlite loads a data directory from a Blob). */
export const blobOf = (bytes: Buffer): Blob =>
  new Blob([new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length)]);
