import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MAX_MEDIA_BYTES, type FileTypeId, type TenantId } from '@stride/contracts';
import { recordAudit, recordAudits } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import { inTenant } from '../../../platform/db/tenant-scope.js';
import type { RequestContext, TokenContext } from '../../../platform/http/context.js';
import { badRequest, notFound, payloadTooLarge, unauthorized } from '../../../platform/http/errors.js';
import { guardedFile, multipartFailure, multipartParts } from '../../../platform/http/multipart.js';
import type { Platform } from '../../../platform/platform.js';
import { ByteLimit } from '../../../platform/storage/byte-limit.js';
import type { FileStorage } from '../../../platform/storage/storage.js';
import type { ReceivedFile } from '../../../platform/http/uploads.js';
import { checkWholeFile } from './content-check.js';
import { checkContent, checkExtension, SNIFF_BYTES } from './file-type-check.js';
import { storageAllowanceOf, storageQuotaReached, type StorageAllowance } from './quota.js';
import { stageUpload } from './staging.js';
import { mlStorageFiles, type StorageFileRow } from '../library.table.js';

export type { ReceivedFile };

/** What a multipart body may add to the file: boundaries, part headers and the text fields. */
const MULTIPART_ALLOWANCE = 1_048_576;
/** Uploads not used by then are removed with their bytes. */
export const STORAGE_FILE_TTL_MS = 24 * 3_600_000;

/** Where a new library file is stored: `<tenant>/library/<uuid>.<ext>` (its outputs go under `<tenant>/library/<id>/`). */
export const newLibraryKey = (tenantId: string, extension: string) =>
  `${tenantId}/library/${randomUUID()}.${extension}`;

export const noFileProvided = () =>
  badRequest('No file was provided.', [{ path: 'file', message: 'Choose a file to upload.' }]);

/** The name as shown: no control characters, no folders, at most 255 characters. */
function cleanFileName(name: string | undefined): string {
  const visible = [...(name ?? '')].filter((c) => c >= ' ' && c !== '\u007f').join('');
  return (visible.split(/[\\/]/).pop() ?? '').trim().slice(0, 255);
}

/**
 * The first bytes of a stream without buffering the rest: `body` streams them again followed by the
 * rest (pulled on demand, so backpressure holds); `discard` drains what is left without keeping it.
 */
async function peek(stream: Readable, bytes: number) {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const first = Buffer.concat(chunks);
  async function* rest(): AsyncGenerator<Buffer> {
    let finished = ended;
    try {
      if (first.length > 0) yield first;
      while (!finished) {
        const next = await iterator.next();
        if (next.done) finished = true;
        else yield next.value;
      }
    } finally {
      // Stopped early (the store failed or hit the limit): the source is destroyed with it.
      if (!finished) await iterator.return?.();
    }
  }
  return {
    head: first.subarray(0, bytes),
    body: () => Readable.from(rest(), { objectMode: false }),
    discard: () => {
      if (ended) return;
      void (async () => {
        for (let next = await iterator.next(); !next.done; next = await iterator.next());
      })().catch(() => undefined);
    },
  };
}

/** Reads what is left of a part that is not kept, so the rest of the request can still be read. */
const drain = (stream: Readable) => {
  stream.on('error', () => undefined);
  stream.resume();
};

/**
 * Reads a multipart request: the text fields, and the one file part (field `file`) checked whole, then
 * stored under `<tenant>/library/<uuid>.<ext>` with the 1 GB limit. Refuses with 400 (no file:
 * "No file was provided."), 413 (over the limit or over the person's storage quota, nothing kept) or 415
 * (type not supported, the bytes are not what the extension says, or the content is not all of that
 * type: content-check.ts). A body cut short or malformed is a 400 (multipartParts); an aborted request
 * leaves no file behind.
 * `beforeStore` runs after the fields that precede the file are read and before any byte is stored,
 * so a bad directory or participant costs no upload.
 * `maxBytes` lowers the limit (tests; a caller with a smaller cap).
 */
export async function receiveMediaUpload(
  req: FastifyRequest,
  opts?: { beforeStore?: (fields: Record<string, string>) => Promise<void>; maxBytes?: number },
): Promise<{ file: ReceivedFile; fields: Record<string, string> }> {
  const { files, fields } = await receiveMediaUploads(req, { ...opts, fileFields: ['file'] });
  if (!files.file) throw noFileProvided();
  return { file: files.file, fields };
}

/**
 * The same read for a call with several optional file parts (a definition's `file` and
 * `additionalFile`): each named part streamed to storage and checked as above, at most one per name;
 * the limit holds for the whole body. No file at all is fine (the caller decides); a failure removes
 * whatever was stored.
 */
export async function receiveMediaUploads<const F extends string>(
  req: FastifyRequest,
  opts: {
    fileFields: readonly F[];
    /** Text parts a client may send as a file part (a browser's Blob with a name): read as text. */
    textFields?: readonly string[];
    beforeStore?: (fields: Record<string, string>) => Promise<void>;
    maxBytes?: number;
  },
): Promise<{ files: Partial<Record<F, ReceivedFile>>; fields: Record<string, string>; unknownFiles: string[] }> {
  const maxBytes = Math.min(opts.maxBytes ?? MAX_MEDIA_BYTES, MAX_MEDIA_BYTES);
  if (!req.isMultipart()) throw noFileProvided();
  // A body that announces more than the limit allows is refused before a byte is read.
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_ALLOWANCE) throw payloadTooLarge(maxBytes);
  // The person's storage left, read once per request (only when a file arrives, or a big body is announced).
  let allowance: Promise<StorageAllowance> | undefined;
  const allowanceOf = () => (allowance ??= storageAllowanceOf(req));
  if (Number.isFinite(declared) && declared > MULTIPART_ALLOWANCE) {
    const { quotaBytes, leftBytes } = await allowanceOf();
    if (declared > leftBytes + MULTIPART_ALLOWANCE) throw storageQuotaReached(quotaBytes, leftBytes);
  }

  const { storage } = req.server.platform;
  const fields: Record<string, string> = {};
  const files: Partial<Record<F, ReceivedFile>> = {};
  const unknownFiles: string[] = [];
  const stored = () => Object.values<ReceivedFile | undefined>(files).map((f) => f?.key);
  let checked = false;
  try {
    for await (const part of multipartParts(req)) {
      if (part.type === 'field') {
        // A part sent with Content-Type: application/json arrives parsed: its text is what the schema reads.
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        continue;
      }
      const name = cleanFileName(part.filename);
      const field = part.fieldname as F;
      if (opts.textFields?.includes(part.fieldname)) {
        fields[part.fieldname] = await readText(part.file, MULTIPART_ALLOWANCE);
        continue;
      }
      // An empty file input sends a part without a name: no file. Other file parts are reported by name.
      if (!opts.fileFields.includes(field) || files[field] || !name) {
        if (!opts.fileFields.includes(field)) unknownFiles.push(part.fieldname);
        drain(part.file);
        continue;
      }
      // beforeStore runs once, before the first byte of the first file is stored.
      const before = checked ? undefined : opts.beforeStore;
      checked = true;
      files[field] = await storeFilePart(req, storage, part, name, { ...fields }, { maxBytes, allowanceOf }, before);
    }
    // The connection went away after the file: whatever was stored goes too.
    if (stored().length && (req.raw.aborted || req.raw.socket?.destroyed)) throw new Error('The upload was aborted.');
  } catch (err) {
    await discardStoredKeys(storage, stored());
    // A body cut short mid-file (or malformed) is the client's 400, whichever read met it.
    throw multipartFailure(err);
  }
  return { files, fields, unknownFiles };
}

/** A small part read whole as UTF-8 text; longer than `limit` bytes is the client's 400. */
async function readText(stream: Readable, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of guardedFile(stream)) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      drain(stream);
      throw badRequest('A text part is too long.', [{ path: 'model', message: 'The model part is too long.' }]);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One file part: its name and first bytes checked, then written whole to a staging file (within the size
 * limit and what is left of the person's storage), its whole content checked, and only then stored.
 */
async function storeFilePart(
  req: FastifyRequest,
  storage: FileStorage,
  part: MultipartFile,
  name: string,
  fields: Record<string, string>,
  limits: { maxBytes: number; allowanceOf: () => Promise<StorageAllowance> },
  beforeStore: ((fields: Record<string, string>) => Promise<void>) | undefined,
): Promise<ReceivedFile> {
  let kind: ReturnType<typeof checkExtension>;
  try {
    kind = checkExtension(name);
  } catch (err) {
    drain(part.file);
    throw err;
  }
  const sniffed = await peek(guardedFile(part.file), SNIFF_BYTES);
  let contentType: string;
  let allowance: StorageAllowance;
  try {
    if (sniffed.head.length === 0) throw badRequest('The file is empty.', [{ path: 'file', message: 'Empty file' }]);
    contentType = await checkContent(sniffed.head, kind.extension, kind.fileTypeId);
    await beforeStore?.(fields);
    allowance = await limits.allowanceOf();
    if (allowance.leftBytes <= 0) throw storageQuotaReached(allowance.quotaBytes, allowance.leftBytes);
  } catch (err) {
    sniffed.discard();
    throw err;
  }
  const { maxBytes } = limits;
  const { quotaBytes, leftBytes } = allowance;
  // Whichever limit is nearer stops the upload, with its own 413.
  const limit =
    leftBytes < maxBytes
      ? new ByteLimit(leftBytes, () => storageQuotaReached(quotaBytes, leftBytes))
      : new ByteLimit(maxBytes);
  const staged = await stageUpload(req.server.platform.config.dataDir, sniffed.body(), kind.extension, limit);
  try {
    if (part.file.truncated) throw payloadTooLarge(maxBytes);
    await checkWholeFile(staged.file, { fileTypeId: kind.fileTypeId, contentType }, req.log);
    const key = newLibraryKey(req.tenant.id, kind.extension);
    // put removes what it wrote when it fails.
    const stored = await storage.put(key, createReadStream(staged.file), { contentType, maxBytes });
    allowance.leftBytes -= stored.size;
    return { key, name, fileTypeId: kind.fileTypeId, contentType, size: stored.size };
  } finally {
    await staged.discard();
  }
}

const toReceivedFile = (row: StorageFileRow): ReceivedFile => ({
  key: row.storageKey,
  name: row.name,
  fileTypeId: row.fileTypeId as FileTypeId,
  contentType: row.contentType,
  size: row.size,
});

/** Records an upload of POST /ml/files/upload for the actor; answers its storageFileId. */
export async function recordStorageFile(tx: Db, ctx: RequestContext, file: ReceivedFile): Promise<number> {
  if (!ctx.actor) throw unauthorized();
  const [row] = await tx
    .insert(mlStorageFiles)
    .values({
      tenantId: ctx.tenantId,
      ownerProfileId: ctx.actor.profileId,
      name: file.name,
      fileTypeId: file.fileTypeId,
      contentType: file.contentType,
      size: file.size,
      storageKey: file.key,
    })
    .returning();
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: 'ml_storage_file', entityId: row!.id, after: row });
  return row!.id;
}

/**
 * Takes an upload of the actor's by its storageFileId for a resource: deletes its row and answers the
 * file (its key now belongs to the caller). 404 when it is not the actor's or already used.
 */
export async function claimStorageFile(tx: Db, ctx: TokenContext, storageFileId: number): Promise<ReceivedFile> {
  if (!ctx.actor) throw unauthorized();
  const [row] = await tx
    .delete(mlStorageFiles)
    .where(
      and(
        eq(mlStorageFiles.id, storageFileId),
        eq(mlStorageFiles.tenantId, ctx.tenantId),
        eq(mlStorageFiles.ownerProfileId, ctx.actor.profileId),
      ),
    )
    .returning();
  if (!row) throw notFound('Upload');
  await recordAudit(tx, ctx, { operation: 'CLAIM', entityType: 'ml_storage_file', entityId: row.id, before: row });
  return toReceivedFile(row);
}

/** Best effort removal of stored bytes (an upload refused after storing, a deleted resource's files). */
export async function discardStoredKeys(storage: FileStorage, keys: Array<string | null | undefined>): Promise<void> {
  await Promise.all(keys.filter((k): k is string => !!k).map((k) => storage.delete(k).catch(() => undefined)));
}

/**
 * Removes uploads nobody used within STORAGE_FILE_TTL_MS: rows first (each tenant in its own
 * transaction, audited as the system), then their bytes. Answers how many went.
 */
export async function sweepStorageFiles(platform: Platform, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STORAGE_FILE_TTL_MS);
  // Read as the system (all tenants), then each tenant's rows removed under its own row-level security.
  const stale = await platform.db
    .select({ id: mlStorageFiles.id, tenantId: mlStorageFiles.tenantId })
    .from(mlStorageFiles)
    .where(lt(mlStorageFiles.createdAt, cutoff))
    .limit(10_000);
  const tenants = [...new Set(stale.map((r) => r.tenantId as TenantId))];
  let removed = 0;
  for (const tenantId of tenants) {
    const gone = await inTenant(platform.db, { tenantId }, async (tx) => {
      const rows = await tx
        .delete(mlStorageFiles)
        .where(and(eq(mlStorageFiles.tenantId, tenantId), lt(mlStorageFiles.createdAt, cutoff)))
        .returning();
      const ctx: RequestContext = { tenantId, traceId: `sweep-${now.toISOString()}`, actor: null };
      await recordAudits(
        tx,
        ctx,
        rows.map((row) => ({ operation: 'DELETE', entityType: 'ml_storage_file', entityId: row.id, before: row })),
      );
      return rows;
    });
    await discardStoredKeys(
      platform.storage,
      gone.map((r) => r.storageKey),
    );
    removed += gone.length;
  }
  return removed;
}
