import { open, type FileHandle } from 'node:fs/promises';

/** Bytes read at once: big enough that walking a file's structure costs few reads, small enough to hold. */
const WINDOW = 1_048_576;

/**
 * A file read through a moving window, for the structure walks of the content checks (where a picture's
 * data ends, a video's boxes): any size, never held whole, a read only when the walk leaves the window.
 */
export class FileBytes {
  private buf = Buffer.alloc(0);
  private start = 0;

  private constructor(
    private readonly handle: FileHandle,
    readonly size: number,
  ) {}

  static async open(file: string): Promise<FileBytes> {
    const handle = await open(file, 'r');
    try {
      return new FileBytes(handle, (await handle.stat()).size);
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  /** Opens the file, runs fn, closes it whatever happens. */
  static async with<T>(file: string, fn: (bytes: FileBytes) => Promise<T>): Promise<T> {
    const bytes = await FileBytes.open(file);
    try {
      return await fn(bytes);
    } finally {
      await bytes.close();
    }
  }

  close(): Promise<void> {
    return this.handle.close();
  }

  /** Makes [pos, pos + length) readable by the sync getters (length ≤ 1 MiB); false when the file ends before. */
  async has(pos: number, length: number): Promise<boolean> {
    if (pos < 0 || pos + length > this.size) return false;
    if (pos >= this.start && pos + length <= this.start + this.buf.length) return true;
    const size = Math.min(Math.max(WINDOW, length), this.size - pos);
    const buf = Buffer.alloc(size);
    const { bytesRead } = await this.handle.read(buf, 0, size, pos);
    this.buf = buf.subarray(0, bytesRead);
    this.start = pos;
    return bytesRead >= length;
  }

  u8(pos: number): number {
    return this.buf[pos - this.start]!;
  }

  u16(pos: number): number {
    return this.buf.readUInt16BE(pos - this.start);
  }

  u32(pos: number): number {
    return this.buf.readUInt32BE(pos - this.start);
  }

  u32le(pos: number): number {
    return this.buf.readUInt32LE(pos - this.start);
  }

  latin1(pos: number, length: number): string {
    return this.buf.toString('latin1', pos - this.start, pos - this.start + length);
  }

  /** The bytes [pos, pos + length) as a copy (length ≤ 1 MiB); null past the end. */
  async slice(pos: number, length: number): Promise<Buffer | null> {
    if (!(await this.has(pos, length))) return null;
    return Buffer.from(this.buf.subarray(pos - this.start, pos - this.start + length));
  }

  /** The first position at or after `from` holding `byte`, or -1 when the file has none after it. */
  async indexOf(byte: number, from: number): Promise<number> {
    for (let pos = from; pos < this.size; pos = this.start + this.buf.length) {
      if (!(await this.has(pos, 1))) return -1;
      const at = this.buf.indexOf(byte, pos - this.start);
      if (at >= 0) return this.start + at;
    }
    return -1;
  }
}

/** What a content check found wrong with a file, in words for the person who sent it (the 415's detail). */
export class NotReadable extends Error {}

/** The walks' failure when the file ends inside a structure. */
export const endsEarly = () => new NotReadable('The file ends before its data is complete.');
