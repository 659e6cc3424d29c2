import { HttpError } from '../http/errors.js';

export interface ByteRange {
  start: number;
  end?: number;
}

/**
 * The inclusive byte range to serve of a file of `size` bytes: end defaults to and is clamped at the
 * last byte, as HTTP Range does. A range that starts past the end is a 416 for the client.
 */
export function resolveRange(size: number, range: ByteRange): { start: number; end: number } {
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (!Number.isInteger(range.start) || range.start < 0 || range.start >= size || range.start > end) {
    throw rangeNotSatisfiable(size);
  }
  return { start: range.start, end };
}

export const rangeNotSatisfiable = (size: number) =>
  new HttpError(416, 'RANGE_NOT_SATISFIABLE', 'The requested range is outside the file.', undefined, { size });
