import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PolicyActor, TenantId } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import type { Platform } from '../../platform/platform.js';
import { anyId } from '../../platform/db/arrays.js';
import { insertResource } from './items/items.service.js';
import { mlResources, type ResourceRow } from './library.table.js';
import { ensureMainFolder } from './folders/main-folder.js';
import { startProcessing } from './processing/processing.job.js';
import { visibleResourcesByIds } from './items/resources.service.js';
import type { UploadPort } from '../../platform/http/uploads.js';
import { claimStorageFile, discardStoredKeys, receiveMediaUploads, type ReceivedFile } from './uploads/uploads.js';

/**
 * The library's files as other modules use them for their media (an exercise's picture or video):
 * uploads streamed and checked as the library's, kept as library files (processed by its job), and
 * read by id. Other modules keep only the resource ids.
 */
export { receiveMediaUploads, discardStoredKeys } from './uploads/uploads.js';
export type { ReceivedFile } from './uploads/uploads.js';

/** The files of a multipart change, by part name. */
export type UploadedMedia = Partial<Record<'file' | 'additionalFile', ReceivedFile>>;

/** A newly uploaded file as a file of the uploader's library (their main folder), processing until its job ends. */
export async function keepUploadInLibrary(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  file: ReceivedFile,
): Promise<ResourceRow> {
  const main = await ensureMainFolder(tx, ctx, actor);
  return insertResource(tx, ctx, { directoryId: main.id, ownerProfileId: actor.profileId, file });
}

/**
 * A file of the upload queue (its storageFileId, the actor's, unused) kept as a file of the actor's library:
 * 404 when it is not theirs or already used. Its processing starts after the commit (processKeptUploads).
 */
export async function keepStorageFileInLibrary(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  storageFileId: number,
): Promise<ResourceRow> {
  return keepUploadInLibrary(tx, ctx, actor, await claimStorageFile(tx, ctx, storageFileId));
}

/** Starts the processing job of files kept by keepUploadInLibrary (after the commit). */
export async function processKeptUploads(
  platform: Platform,
  tenantId: TenantId,
  resourceIds: number[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const resourceId of resourceIds) await startProcessing(platform, tenantId, { resourceId }, log);
}

/**
 * The uploads port (platform/http/uploads.ts) as route() uses it for a multipart change: the library's
 * streamed and checked uploads, kept files processed by its job.
 */
export const libraryUploads: UploadPort = {
  receive: (req, opts) => receiveMediaUploads(req, opts),
  discard: (platform, keys) => discardStoredKeys(platform.storage, keys),
  processKept: processKeptUploads,
};

/** Whether the actor may use this library file (it is in a folder of their library). */
export async function usableResource(tx: Db, ctx: RequestContext, actor: PolicyActor, id: number) {
  const [row] = await visibleResourcesByIds(tx, ctx, actor, [id]);
  return row;
}

/** Library files by id, whoever's (the caller has decided the actor may see what uses them), in one query. */
export async function mediaResourcesByIds(tx: Db, tenantId: string, ids: number[]): Promise<Map<number, ResourceRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(mlResources)
    .where(and(eq(mlResources.tenantId, tenantId), anyId(mlResources.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

export type { ResourceRow } from './library.table.js';
