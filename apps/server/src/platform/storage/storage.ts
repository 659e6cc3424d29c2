import type { Readable } from 'node:stream';

/** The spec's upload limit: 1 GB. */
export const MAX_UPLOAD_BYTES = 1_073_741_824;

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Streams body to key. Over maxBytes it stops, removes what it wrote and throws a 413
   * HttpError; an aborted stream leaves nothing behind.
   */
  put(key: string, body: Readable, opts: { contentType: string; maxBytes?: number }): Promise<StoredFile>;
  /**
   * A stream of the file, or null when missing. With a range (inclusive end, clamped to the file, as
   * HTTP Range) only those bytes are streamed; size is always the whole file's, for Content-Range.
   * A range starting past the end throws a 416 HttpError.
   */
  get(
    key: string,
    range?: { start: number; end?: number },
  ): Promise<{ body: Readable; size: number; contentType: string } | null>;
  stat(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}
