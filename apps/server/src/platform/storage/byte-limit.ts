import { Transform, type TransformCallback } from 'node:stream';
import { payloadTooLarge } from '../http/errors.js';

/**
 * Passes bytes through while counting them, and fails with a 413 as soon as the count passes
 * maxBytes: an oversized upload is stopped at the limit instead of being stored and checked after.
 */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(payloadTooLarge(this.maxBytes));
      return;
    }
    callback(null, chunk);
  }
}
