import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileTypeId, TenantId } from '@stride/contracts';
import { recordAudit } from '../../../platform/audit/audit.js';
import { inTenant } from '../../../platform/db/tenant-scope.js';
import type { RequestContext } from '../../../platform/http/context.js';
import type { Platform } from '../../../platform/platform.js';
import { findAccountByProfileId } from '../../profiles/index.js';
import { extensionOf, fileTypeOfExtension } from '../uploads/file-type-check.js';
import { mlResources, type ResourceRow } from '../library.table.js';
import { processMedia, type MediaFindings } from './media-processing.js';
import { RESOURCE_ENTITY, unusedKeys } from '../items/removal.js';
import { discardStoredKeys } from '../uploads/uploads.js';

export const PROCESS_MEDIA_JOB = 'library.process';
/** A crash (or an unexpected error) is retried; after the last attempt the resource says it failed. */
export const PROCESSING_ATTEMPTS = 3;
/** Sent to the owner's sockets when an item is processed (the portal also polls). */
export const RESOURCE_PROCESSED_EVENT = 'library.resource.processed';

export interface ProcessMediaPayload {
  resourceId: number;
  /** Images only: scale down to 2048 px and re-encode (POST /ml/resources/send with compress). */
  compress?: boolean;
}

export type ProcessingResult =
  { skipped: 'missing' | 'done' } | { resourceId: number; status: 'ready' | 'failed'; note: string | null };

/** Defines the processing job (thumbnails, posters, durations, renditions, page counts). Once per process. */
export function defineProcessingJob(platform: Platform): void {
  void removeStaleWork(platform);
  platform.jobs.define<ProcessMediaPayload>(
    PROCESS_MEDIA_JOB,
    async (payload, job) => {
      const tenantId = job.tenantId;
      if (!tenantId) throw new Error(`${PROCESS_MEDIA_JOB} needs a tenant`);
      const traceId = `job-${job.jobId}`;
      try {
        return await processResource(platform, tenantId, payload, { traceId });
      } catch (err) {
        if (job.attempt >= PROCESSING_ATTEMPTS) {
          const reason = err instanceof Error ? err.message : String(err);
          await finishResource(platform, tenantId, payload.resourceId, traceId, {
            status: 'failed',
            note: `Processing failed: ${reason}`,
            written: [],
          });
        }
        throw err;
      }
    },
    // Videos keep a core busy for minutes: one at a time per process.
    { maxAttempts: PROCESSING_ATTEMPTS, concurrency: 1 },
  );
}

/** Starts processing a resource just created (status processing); call after its transaction commits. */
export async function enqueueProcessing(
  platform: Platform,
  tenantId: TenantId,
  payload: ProcessMediaPayload,
): Promise<void> {
  await platform.jobs.enqueue<ProcessMediaPayload>(PROCESS_MEDIA_JOB, payload, {
    tenantId,
    idempotencyKey: `${PROCESS_MEDIA_JOB}:${tenantId}:${payload.resourceId}`,
  });
}

/**
 * enqueueProcessing for a route whose resource is already committed: a queue that refuses is logged,
 * not the caller's failure (the item stays processing, as the portal shows).
 */
export async function startProcessing(
  platform: Platform,
  tenantId: TenantId,
  payload: ProcessMediaPayload,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await enqueueProcessing(platform, tenantId, payload);
  } catch (err) {
    log.error({ err, resourceId: payload.resourceId }, 'could not start processing');
  }
}

/**
 * Processes one resource: copies its file to a private temp folder (the tools want a path; S3 works
 * the same way), makes what its type needs under `<tenant>/library/<id>/` and writes the findings
 * with version + 1, audited as the system. A resource already processed is left alone (unless
 * `force`); a rerun writes the same keys. The seed calls this directly, the job through the queue.
 */
export async function processResource(
  platform: Platform,
  tenantId: TenantId,
  payload: ProcessMediaPayload,
  opts: { traceId?: string; force?: boolean } = {},
): Promise<ProcessingResult> {
  const row = await loadResource(platform, tenantId, payload.resourceId);
  if (!row) return { skipped: 'missing' };
  if (row.processingStatus !== 'processing' && !opts.force) return { skipped: 'done' };
  const traceId = opts.traceId ?? `process-${tenantId}-${row.id}`;
  // On the data disk, not /tmp (often memory): an original may be 1 GB.
  const workRoot = path.join(platform.config.dataDir, 'processing');
  await mkdir(workRoot, { recursive: true });
  const tmpDir = await mkdtemp(path.join(workRoot, 'media-'));
  try {
    const extension = safeExtension(row.name, row.fileTypeId as FileTypeId);
    const original = path.join(tmpDir, `original.${extension}`);
    const file = await platform.storage.get(row.storageKey);
    if (!file) {
      const missing: MediaFindings = { status: 'failed', note: 'The uploaded file is missing.', written: [] };
      return await finishResource(platform, tenantId, row.id, traceId, missing);
    }
    await pipeline(file.body, createWriteStream(original));
    const findings = await processMedia({
      storage: platform.storage,
      fileTypeId: row.fileTypeId as FileTypeId,
      contentType: row.contentType,
      original,
      originalSize: file.size,
      extension,
      tmpDir,
      keyBase: `${tenantId}/library/${row.id}`,
      compress: payload.compress === true,
    });
    return await finishResource(platform, tenantId, row.id, traceId, findings);
  } finally {
    await rm(tmpDir, { recursive: true, force: true });
  }
}

/** The name's extension when it is one of ours, else a neutral one (the tools read the bytes). */
function safeExtension(name: string, fileTypeId: FileTypeId): string {
  const extension = extensionOf(name);
  return fileTypeOfExtension(extension) === fileTypeId ? extension : 'bin';
}

async function loadResource(platform: Platform, tenantId: TenantId, id: number): Promise<ResourceRow | undefined> {
  const [row] = await platform.db
    .select()
    .from(mlResources)
    .where(and(eq(mlResources.id, id), eq(mlResources.tenantId, tenantId)));
  return row;
}

/** Writes the findings (one transaction, audited as the system), then tidies the store and tells the owner. */
async function finishResource(
  platform: Platform,
  tenantId: TenantId,
  resourceId: number,
  traceId: string,
  found: MediaFindings,
): Promise<ProcessingResult> {
  const ctx: RequestContext = { tenantId, traceId, actor: null };
  const outcome = await inTenant(platform.db, { tenantId }, async (tx) => {
    const [before] = await tx
      .select()
      .from(mlResources)
      .where(and(eq(mlResources.id, resourceId), eq(mlResources.tenantId, tenantId)))
      .for('update');
    if (!before) return null;
    // A thumbnail the owner chose meanwhile (PUT .../thumbnail) stays.
    const ownThumbnail = before.thumbnailKey !== null && before.thumbnailKey !== found.thumbnailKey;
    const [after] = await tx
      .update(mlResources)
      .set({
        processingStatus: found.status,
        processingNote: found.note,
        ...pick(found, ['width', 'height', 'durationSeconds', 'pageCount', 'renditionKey']),
        ...(found.thumbnailKey && !ownThumbnail ? { thumbnailKey: found.thumbnailKey } : {}),
        ...(found.replacedOriginal
          ? { storageKey: found.replacedOriginal.key, size: found.replacedOriginal.size }
          : {}),
        version: sql`${mlResources.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(mlResources.id, resourceId), eq(mlResources.tenantId, tenantId)))
      .returning();
    await recordAudit(tx, ctx, {
      operation: 'PROCESS',
      entityType: RESOURCE_ENTITY,
      entityId: resourceId,
      before,
      after,
    });
    // What no row refers to any more: the original a compressed copy replaced, a thumbnail not used.
    const kept = new Set([after!.storageKey, after!.thumbnailKey, after!.renditionKey]);
    const candidates = [before.storageKey, before.renditionKey, ...found.written].filter((k) => k && !kept.has(k));
    return { after: after!, unused: await unusedKeys(tx, tenantId, candidates) };
  });
  if (!outcome) {
    // Deleted while it was processed: what was made for it goes too.
    await discardStoredKeys(platform.storage, found.written);
    return { skipped: 'missing' };
  }
  await discardStoredKeys(platform.storage, outcome.unused);
  await tellOwner(platform, outcome.after);
  return { resourceId, status: found.status, note: found.note };
}

function pick<T extends object, K extends keyof T>(value: T, keys: K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((k) => value[k] !== undefined).map((k) => [k, value[k]])) as Partial<
    Pick<T, K>
  >;
}

/** Best effort: the portal polls anyway (5, 25, 60 s). */
async function tellOwner(platform: Platform, row: ResourceRow): Promise<void> {
  try {
    const owner = await findAccountByProfileId(platform.db, row.tenantId as TenantId, row.ownerProfileId);
    if (!owner) return;
    platform.realtime.toUser(row.tenantId as TenantId, owner.uuid, RESOURCE_PROCESSED_EVENT, {
      resourceId: row.id,
      directoryId: row.directoryId,
      processingStatus: row.processingStatus,
      version: row.version,
    });
  } catch (err) {
    platform.log.warn({ err, resourceId: row.id }, 'could not announce a processed resource');
  }
}

/** Work folders of runs whose process died (a day old): removed once per process, best effort. */
async function removeStaleWork(platform: Platform): Promise<void> {
  const root = path.join(platform.config.dataDir, 'processing');
  const cutoff = Date.now() - 24 * 3_600_000;
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const dir = path.join(root, name);
    const info = await stat(dir).catch(() => null);
    if (info && info.mtimeMs < cutoff) await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}
