import { Transform, type TransformCallback } from 'node:stream';
import { payloadTooLarge } from '../http/errors.js';

/**
 * Passes bytes through while counting them, and fails with a 413 as soon as the count passes
 * maxBytes: an oversized upload is stopped at the limit instead of being stored and checked after.
 * `tooLarge` says which limit it was (the size limit by default; an upload also stops at its owner's
 * storage quota).
 */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly tooLarge: () => Error = () => payloadTooLarge(maxBytes),
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(this.tooLarge());
      return;
    }
    callback(null, chunk);
  }
}
