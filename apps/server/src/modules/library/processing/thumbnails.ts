import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode, FileType } from '@stride/contracts';
import { recordAudit } from '../../../platform/audit/audit.js';
import type { InTx } from '../../../platform/http/route.js';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { badRequest, HttpError, notFound, preconditionFailed, unauthorized } from '../../../platform/http/errors.js';
import type { Platform } from '../../../platform/platform.js';
import { updateResourceVersioned } from '../items/items.service.js';
import { thumbnailOf } from '../media-tools/images.js';
import { presentResource } from '../library.presenter.js';
import { mlResources, staticMedia, type ResourceRow } from '../library.table.js';
import { RESOURCE_ENTITY, unusedKeys } from '../items/removal.js';
import { getLibraryResource } from '../items/resources.service.js';
import { claimStorageFile, discardStoredKeys } from '../uploads/uploads.js';

/** The request's actor (loaded by the route mechanism). */
function actorOf(ctx: RequestContext) {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor;
}

/** sharp decodes a picture whole: a thumbnail's source is capped well below the 1 GB of uploads. */
const MAX_SOURCE_BYTES = 64 * 1024 * 1024;

/** A transaction of the caller's tenant: the thumbnail steps run storage work between transactions. */

const notAPicture = () =>
  new HttpError(415, ErrorCode.UnsupportedMediaType, 'This file is not a picture we can read.', [
    { path: 'file', message: 'Not an image' },
  ]);

/** The thumbnail (thumbnailOf) of a stored picture, under the resource's folder of the store. */
async function storeThumbnailOf(platform: Platform, tenantId: string, resourceId: number, sourceKey: string) {
  const source = await platform.storage.get(sourceKey);
  if (!source) throw notFound('Picture');
  if (source.size > MAX_SOURCE_BYTES) {
    source.body.destroy();
    throw badRequest(`A thumbnail's picture may be at most ${MAX_SOURCE_BYTES / 1024 / 1024} MB.`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of source.body) chunks.push(chunk as Buffer);
  let webp: Buffer;
  try {
    webp = await (await thumbnailOf(Buffer.concat(chunks))).toBuffer();
  } catch {
    throw notAPicture();
  }
  return putThumbnail(platform, tenantId, resourceId, webp);
}

async function putThumbnail(platform: Platform, tenantId: string, resourceId: number, bytes: Buffer | Readable) {
  const key = `${tenantId}/library/${resourceId}/thumb-${randomUUID()}.webp`;
  await platform.storage.put(key, Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes, {
    contentType: 'image/webp',
  });
  return key;
}

/** Another file's thumbnail, copied (its own key: each row's thumbnail can change on its own). */
async function copyThumbnail(platform: Platform, tenantId: string, resourceId: number, sourceKey: string) {
  const source = await platform.storage.get(sourceKey);
  if (!source) throw notFound('Thumbnail');
  return putThumbnail(platform, tenantId, resourceId, source.body);
}

/**
 * Points the resource at its new thumbnail (the version moves on), audited; answers the row and the
 * old thumbnail's key when no row uses it any more. With a version, If-Match rules (412).
 */
async function swapThumbnail(
  tx: Db,
  ctx: RequestContext,
  platform: Platform,
  resourceId: number,
  thumbnailKey: string,
  expectedVersion?: number,
): Promise<{ row: ResourceRow; unused: string[] }> {
  const before = await getLibraryResource(tx, ctx, actorOf(ctx), resourceId);
  let row: ResourceRow;
  if (expectedVersion === undefined) {
    [row] = (await tx
      .update(mlResources)
      .set({ thumbnailKey, version: sql`${mlResources.version} + 1`, updatedAt: new Date() })
      .where(and(eq(mlResources.tenantId, ctx.tenantId), eq(mlResources.id, resourceId)))
      .returning()) as [ResourceRow];
    await recordAudit(tx, ctx, {
      operation: 'UPDATE',
      entityType: RESOURCE_ENTITY,
      entityId: row.id,
      before,
      after: row,
    });
  } else {
    row = await updateResourceVersioned(tx, ctx, before, expectedVersion, { thumbnailKey }, platform.fileLinks);
  }
  return { row, unused: await unusedKeys(tx, ctx.tenantId, [before.thumbnailKey]) };
}

/** Runs the swap; a refused swap removes the thumbnail just made, a done one the old thumbnail. */
async function finish(
  inTenant: InTx,
  platform: Platform,
  resourceId: number,
  key: string,
  expectedVersion?: number,
): Promise<ResourceRow> {
  try {
    const { row, unused } = await inTenant((tx, ctx) =>
      swapThumbnail(tx, ctx, platform, resourceId, key, expectedVersion),
    );
    await discardStoredKeys(platform.storage, unused);
    return row;
  } catch (err) {
    await discardStoredKeys(platform.storage, [key]);
    throw err;
  }
}

/** PUT /ml/resources/{id}/thumbnail {storageFileId}: the upload (a picture) becomes the thumbnail. */
export async function thumbnailFromUpload(
  inTenant: InTx,
  platform: Platform,
  resourceId: number,
  storageFileId: number,
): Promise<ResourceRow> {
  const { file, tenantId } = await inTenant(async (tx, ctx) => {
    await getLibraryResource(tx, ctx, actorOf(ctx), resourceId);
    const claimed = await claimStorageFile(tx, ctx, storageFileId);
    if (claimed.fileTypeId !== FileType.Image) {
      // Thrown inside the transaction: the upload stays the user's.
      const message = 'A thumbnail must be a picture (JPG, PNG or GIF).';
      throw badRequest(message, [{ path: 'body.storageFileId', message }]);
    }
    return { file: claimed, tenantId: ctx.tenantId };
  });
  try {
    const key = await storeThumbnailOf(platform, tenantId, resourceId, file.key);
    return await finish(inTenant, platform, resourceId, key);
  } finally {
    await discardStoredKeys(platform.storage, [file.key]);
  }
}

/** PUT /ml/resources/{id}/thumbnail-ml: another library file's thumbnail, or one made of a stock picture. */
export async function thumbnailFromLibrary(
  inTenant: InTx,
  platform: Platform,
  resourceId: number,
  expectedVersion: number,
  source: { resourceId: number } | { staticMediaId: number },
): Promise<ResourceRow> {
  const found = await inTenant(async (tx, ctx) => {
    const viewer = actorOf(ctx);
    const target = await getLibraryResource(tx, ctx, viewer, resourceId);
    if (target.version !== expectedVersion) throw preconditionFailed(presentResource(target, platform.fileLinks));
    if ('resourceId' in source) {
      const from = await getLibraryResource(tx, ctx, viewer, source.resourceId);
      if (!from.thumbnailKey) {
        const message = 'That file has no thumbnail yet.';
        throw badRequest(message, [{ path: 'body.resourceId', message }]);
      }
      return { tenantId: ctx.tenantId, key: from.thumbnailKey, copy: true };
    }
    const [media] = await tx.select().from(staticMedia).where(eq(staticMedia.id, source.staticMediaId));
    if (!media) throw notFound('Static media');
    return { tenantId: ctx.tenantId, key: media.storageKey, copy: false };
  });
  const key = found.copy
    ? await copyThumbnail(platform, found.tenantId, resourceId, found.key)
    : await storeThumbnailOf(platform, found.tenantId, resourceId, found.key);
  return finish(inTenant, platform, resourceId, key, expectedVersion);
}
