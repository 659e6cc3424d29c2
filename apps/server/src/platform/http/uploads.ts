import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FileTypeId, TenantId } from '@stride/contracts';
import type { Platform } from '../platform.js';

/** A file streamed to storage and checked (extension in the spec's lists AND the bytes agree). */
export interface ReceivedFile {
  key: string;
  /** The original file name (trimmed to 255). */
  name: string;
  fileTypeId: FileTypeId;
  /** Detected from the bytes. */
  contentType: string;
  size: number;
}

/** The stored files of a multipart call, by part name (`file`, `additionalFile`). */
export type UploadedFiles = Partial<Record<string, ReceivedFile>>;

export interface ReceiveOptions {
  /** The file parts the endpoint declares: each streamed to storage and checked. */
  fileFields: readonly string[];
  /**
   * Text parts a client may send as a file part too (a browser's `Blob` with a file name): read as text,
   * never stored.
   */
  textFields?: readonly string[];
  /** Runs after the parts that precede the first file are read and before any byte of it is stored. */
  beforeStore?: (fields: Record<string, string>) => Promise<void>;
}

export interface Received {
  files: UploadedFiles;
  /** The text parts, a JSON part as its text. */
  fields: Record<string, string>;
  /** File parts the endpoint does not declare (not stored, drained): the route refuses them by name. */
  unknownFiles: string[];
}

/**
 * Uploads as route() takes them (docs/architecture.md, "Uploads"): the library module streams and checks
 * the files and keeps them as library files; platform only asks, through this port wired in app.ts.
 */
export interface UploadPort {
  receive(req: FastifyRequest, opts: ReceiveOptions): Promise<Received>;
  /** Best effort removal of stored bytes of a change that failed. */
  discard(platform: Platform, keys: Array<string | null | undefined>): Promise<void>;
  /** Starts the processing of the library files a change kept, once it has committed. */
  processKept(platform: Platform, tenantId: TenantId, resourceIds: number[], log: FastifyBaseLogger): Promise<void>;
}
