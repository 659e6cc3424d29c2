import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, type TenantId } from '@stride/contracts';
import { rowsOf } from '../../../platform/db/arrays.js';
import type { Db } from '../../../platform/db/client.js';
import { inTenant } from '../../../platform/db/tenant-scope.js';
import { HttpError } from '../../../platform/http/errors.js';
import { mlResources, mlStorageFiles } from '../library.table.js';

const MIB = 1_048_576;

/**
 * Files a person uploaded that another domain keeps outside the library (a chat message's attachment):
 * each such domain lists one in modules/index.ts (STORED_BYTES_SOURCES), which app.ts registers here,
 * so that no upload escapes the quota by moving out of the library's tables.
 */
export interface StoredBytesSource {
  name: string;
  /** The bytes of the person's files this domain keeps, in ONE query. */
  bytesOf(tx: Db, tenantId: TenantId, profileId: number): Promise<number>;
}

const sources: StoredBytesSource[] = [];

/** Adds a source (app.ts, from STORED_BYTES_SOURCES); answers a function that removes it again (tests). */
export function registerStoredBytesSource(source: StoredBytesSource): () => void {
  // One list per process (several apps share it in tests): a source registered again is there once.
  if (!sources.includes(source)) sources.push(source);
  return () => {
    const at = sources.indexOf(source);
    if (at >= 0) sources.splice(at, 1);
  };
}

/**
 * The bytes of the files a person uploaded and the product still keeps: their library files (what they
 * uploaded, whatever it was for: meal photos, exercise media), their uploads not used yet, and what
 * the registered sources keep. Derived files (thumbnails, renditions) are the product's, not counted.
 */
export async function storedBytesOf(tx: Db, tenantId: TenantId, profileId: number): Promise<number> {
  const result = await tx.execute(sql`
    select (select coalesce(sum(${mlResources.size}), 0) from ${mlResources}
            where ${mlResources.tenantId} = ${tenantId} and ${mlResources.ownerProfileId} = ${profileId})
         + (select coalesce(sum(${mlStorageFiles.size}), 0) from ${mlStorageFiles}
            where ${mlStorageFiles.tenantId} = ${tenantId} and ${mlStorageFiles.ownerProfileId} = ${profileId})
      as bytes`);
  let total = Number(rowsOf<{ bytes: string | number }>(result)[0]?.bytes ?? 0);
  for (const source of sources) total += await source.bytesOf(tx, tenantId, profileId);
  return total;
}

/** "1.5 MB": MiB with at most one decimal, as the quota is configured. */
const megabytes = (bytes: number) => `${Math.max(0, Math.floor((bytes / MIB) * 10) / 10)} MB`;

/**
 * The 413 of an upload that does not fit in its owner's storage. Nothing of it is kept; the portal
 * says it by its code (STORAGE_QUOTA_REACHED).
 */
export const storageQuotaReached = (quotaBytes: number, leftBytes: number) =>
  new HttpError(
    413,
    ErrorCode.StorageQuotaReached,
    `Your storage is full: ${megabytes(leftBytes)} of your ${megabytes(quotaBytes)} are left. Delete files you no longer need, then try again.`,
    [{ path: 'file', message: `This file does not fit in the ${megabytes(leftBytes)} left of your storage.` }],
  );

/** What a person may still upload: their quota and the bytes left of it (Infinity for a call without a person). */
export interface StorageAllowance {
  quotaBytes: number;
  leftBytes: number;
}

/** The signed-in person's allowance, read in a short transaction of its own (uploads stream outside one). */
export async function storageAllowanceOf(req: FastifyRequest): Promise<StorageAllowance> {
  const { platform } = req.server;
  const quotaBytes = platform.config.STORAGE_QUOTA_MB * MIB;
  const person = req.actor;
  if (!person) return { quotaBytes: Infinity, leftBytes: Infinity };
  const tenantId = req.tenant.id;
  const used = await inTenant(platform.db, { tenantId }, (tx) => storedBytesOf(tx, tenantId, person.profileId));
  return { quotaBytes, leftBytes: quotaBytes - used };
}
