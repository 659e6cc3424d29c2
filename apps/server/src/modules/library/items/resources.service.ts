import { and, asc, eq, sql } from 'drizzle-orm';
import { can, type FileTypeId, type PolicyActor } from '@stride/contracts';
import { recordAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import { authorize } from '../../../platform/http/authorize.js';
import type { Actor, RequestContext, TokenContext } from '../../../platform/http/context.js';
import { conflict, notFound } from '../../../platform/http/errors.js';
import { pageWindow, totalCount } from '../../../platform/http/paging.js';
import type { FileLinks } from '../../../platform/storage/file-links.js';
import { anyId } from '../../../platform/db/arrays.js';
import { getVisibleCompany } from '../../companies/index.js';
import { visibleParticipantIds } from '../../profiles/index.js';
import { updateResourceVersioned } from './items.service.js';
import { visibleDirectoriesWhere } from '../library.policy.js';
import { getVisibleResourceInTree, titleSearchWhere } from '../library.queries.js';
import { mlDirectories, mlResources, mlSentResources, type ResourceRow } from '../library.table.js';
import { readableThroughUse } from '../utilizations.js';
import { ensureCompanyFolder } from '../folders/main-folder.js';
import { RESOURCE_ENTITY } from './removal.js';

/**
 * A file of the actor's library (own tree or company's) for an action of the libraryFile policy: what
 * they may change, send or share. 404 "File" when they do not see it.
 */
export async function getLibraryResource(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  action: 'libraryFile.change' | 'libraryFile.send' | 'libraryFile.share' = 'libraryFile.change',
): Promise<ResourceRow> {
  const [found] = await tx
    .select({ resource: mlResources, folder: mlDirectories })
    .from(mlResources)
    .innerJoin(mlDirectories, eq(mlDirectories.id, mlResources.directoryId))
    .where(and(eq(mlResources.tenantId, ctx.tenantId), eq(mlResources.id, id)));
  if (!found) throw notFound('File');
  authorize(actor, action, { folder: found.folder });
  return found.resource;
}

/**
 * GET /ml/resources/{id}: a file the viewer may read: one of their library, one sent to them, (staff) one
 * sent to a participant they may see, or one in a chat message of a channel they are in. 404 otherwise.
 */
export async function getReadableResource(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  id: number,
): Promise<ResourceRow> {
  if (can(viewer, 'libraryFolder.use', undefined)) {
    const own = await getVisibleResourceInTree(tx, ctx, viewer, id);
    if (own) return own.resource;
  }
  const rows = await tx
    .select({ resource: mlResources, receiverProfileId: mlSentResources.receiverProfileId })
    .from(mlSentResources)
    .innerJoin(mlResources, eq(mlResources.id, mlSentResources.resourceId))
    .where(and(eq(mlSentResources.tenantId, ctx.tenantId), eq(mlSentResources.resourceId, id)));
  const receivers = rows.map((r) => r.receiverProfileId);
  if (rows[0] && receivers.includes(viewer.profileId)) return rows[0].resource;
  // Staff: sent to a participant they may see (a participant sees only themself among them: read above).
  if (rows[0] && (await visibleParticipantIds(tx, ctx, receivers)).size > 0) {
    return rows[0].resource;
  }
  if (await readableThroughUse(tx, ctx, viewer.profileId, id)) {
    const [resource] = await tx
      .select()
      .from(mlResources)
      .where(and(eq(mlResources.tenantId, ctx.tenantId), eq(mlResources.id, id)));
    if (resource) return resource;
  }
  throw notFound('File');
}

/** GET /ml/resources/search: the files of every folder the viewer sees; title contains, type, favorites. */
export async function searchResources(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  q: { page: number; perPage: number; search?: string; fileTypeId?: FileTypeId; favorites?: 'true' | 'false' },
): Promise<{ rows: ResourceRow[]; total: number }> {
  const rows = await tx
    .select({ resource: mlResources, total: totalCount() })
    .from(mlResources)
    .innerJoin(mlDirectories, eq(mlDirectories.id, mlResources.directoryId))
    .where(
      and(
        eq(mlResources.tenantId, ctx.tenantId),
        visibleDirectoriesWhere(viewer),
        titleSearchWhere(q.search || undefined),
        q.fileTypeId === undefined ? undefined : eq(mlResources.fileTypeId, q.fileTypeId),
        q.favorites === undefined ? undefined : eq(mlResources.isFavorite, q.favorites === 'true'),
      ),
    )
    .orderBy(asc(mlResources.searchTitle), asc(mlResources.id))
    .limit(pageWindow(q).limit)
    .offset(pageWindow(q).offset);
  return { rows: rows.map((r) => r.resource), total: rows[0]?.total ?? 0 };
}

/**
 * POST /ml/resources/{id}/like {isFavorite}: a mark on the file (shared by everyone who sees it), not
 * an edit of it: the version stays, so it never makes someone's open edit stale.
 */
export async function likeResource(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  id: number,
  isFavorite: boolean,
): Promise<ResourceRow> {
  const before = await getLibraryResource(tx, ctx, viewer, id);
  if (before.isFavorite === isFavorite) return before;
  const [row] = await tx
    .update(mlResources)
    .set({ isFavorite })
    .where(and(eq(mlResources.tenantId, ctx.tenantId), eq(mlResources.id, id)))
    .returning();
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: RESOURCE_ENTITY,
    entityId: id,
    before: { isFavorite: before.isFavorite },
    after: { isFavorite },
  });
  return row!;
}

/** PUT /ml/resources/{id}/title {title} with If-Match. */
export async function setResourceTitle(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  id: number,
  expectedVersion: number,
  title: string,
  links: FileLinks,
): Promise<ResourceRow> {
  const before = await getLibraryResource(tx, ctx, viewer, id);
  return updateResourceVersioned(tx, ctx, before, expectedVersion, { title }, links);
}

/** What a copy of a resource takes from it (the same stored files): all but its tenant, folder and owner. */
export const resourceContent = (row: ResourceRow) => ({
  title: row.title,
  name: row.name,
  fileTypeId: row.fileTypeId,
  contentType: row.contentType,
  size: row.size,
  storageKey: row.storageKey,
  renditionKey: row.renditionKey,
  thumbnailKey: row.thumbnailKey,
  processingStatus: row.processingStatus,
  processingNote: row.processingNote,
  width: row.width,
  height: row.height,
  durationSeconds: row.durationSeconds,
  pageCount: row.pageCount,
  labels: row.labels,
});

/**
 * POST /ml/resources/{id}/shareToCompany {companyId}: a copy of the file's row (the same stored
 * files) in the company's shared folder. The actor must belong to the company, or be an admin.
 */
export async function shareToCompany(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  id: number,
  companyId: number,
): Promise<ResourceRow> {
  const source = await getLibraryResource(tx, ctx, viewer, id, 'libraryFile.share');
  const { company } = await getVisibleCompany(tx, ctx, companyId);
  authorize(
    viewer,
    'libraryShareTarget.shareTo',
    { companyId: company.id },
    'Files can be shared only with your own company.',
  );
  if (source.processingStatus === 'processing') {
    throw conflict('This file is still being processed. Share it when it is ready.');
  }
  const folder = await ensureCompanyFolder(tx, ctx, company);
  const [copy] = await tx
    .insert(mlResources)
    .values({
      tenantId: ctx.tenantId,
      directoryId: folder.id,
      ownerProfileId: viewer.profileId,
      ...resourceContent(source),
    })
    .returning();
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: RESOURCE_ENTITY,
    entityId: copy!.id,
    after: { ...copy, sharedFromResourceId: source.id },
  });
  return copy!;
}

/**
 * The resources of these ids the viewer may see, in ONE query: staff, those in folders they see (own
 * tree or company's); participants, those sent to them. Ids they may not see are simply absent.
 */
export async function visibleResourcesByIds(
  tx: Db,
  ctx: TokenContext,
  viewer: PolicyActor,
  ids: number[],
): Promise<ResourceRow[]> {
  if (ids.length === 0) return [];
  const mine = can(viewer, 'libraryFolder.use', undefined)
    ? sql`exists (select 1 from ${mlDirectories} where ${mlDirectories.id} = ${mlResources.directoryId} and ${mlDirectories.tenantId} = ${ctx.tenantId} and ${visibleDirectoriesWhere(viewer)})`
    : sql`exists (select 1 from ${mlSentResources} where ${mlSentResources.resourceId} = ${mlResources.id} and ${mlSentResources.tenantId} = ${ctx.tenantId} and ${mlSentResources.receiverProfileId} = ${viewer.profileId})`;
  return tx
    .select()
    .from(mlResources)
    .where(and(eq(mlResources.tenantId, ctx.tenantId), anyId(mlResources.id, ids), mine));
}
