import { and, asc, eq, sql } from 'drizzle-orm';
import type { LibrarySearchQuery } from '@stride/contracts';
import { recordAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { badRequest, notFound, preconditionFailed } from '../../../platform/http/errors.js';
import { updateVersioned } from '../../../platform/http/etag.js';
import { pageWindow, totalCount } from '../../../platform/http/paging.js';
import type { FileLinks } from '../../../platform/storage/file-links.js';
import { anyId } from '../../../platform/db/arrays.js';
import { presentResource } from '../library.presenter.js';
import { descendantDirectoryIds, getVisibleDirectory, sameTree, titleSearchWhere } from '../library.queries.js';
import { mlResources, type ResourceRow } from '../library.table.js';
import { removeLibraryContent, RESOURCE_ENTITY } from './removal.js';
import type { ReceivedFile } from '../uploads/uploads.js';

/** The file name without its extension: the title an upload gets unless one is given. */
export const defaultTitle = (name: string) => (name.replace(/\.[^.]*$/, '').trim() || name).slice(0, 200);

/** Labels trimmed, empty ones dropped, the first spelling kept of those equal but for case. */
export function normalizeLabels(labels: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const label of labels.map((l) => l.trim()).filter(Boolean)) {
    const key = label.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(label);
  }
  return kept;
}

/** A file of a folder the viewer sees, by the folder's id and the file's: 404 when either does not match. */
export async function getItem(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  directoryId: number,
  id: number,
  action: 'libraryFolder.view' | 'libraryFolder.change' = 'libraryFolder.view',
) {
  const directory = await getVisibleDirectory(tx, ctx, viewer, directoryId, action);
  const [row] = await tx
    .select()
    .from(mlResources)
    .where(
      and(eq(mlResources.tenantId, ctx.tenantId), eq(mlResources.directoryId, directoryId), eq(mlResources.id, id)),
    );
  if (!row) throw notFound('File');
  return { resource: row, directory };
}

/** A new library item of a stored file (uploaded now or claimed by storageFileId), processing until its job ends. */
export async function createItem(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  directoryId: number,
  file: ReceivedFile,
  title?: string,
): Promise<ResourceRow> {
  const directory = await getVisibleDirectory(tx, ctx, viewer, directoryId, 'libraryFolder.change');
  return insertResource(tx, ctx, { directoryId: directory.id, ownerProfileId: viewer.profileId, file, title });
}

/** Inserts a resource row for a stored file, audited. */
export async function insertResource(
  tx: Db,
  ctx: RequestContext,
  o: { directoryId: number; ownerProfileId: number; file: ReceivedFile; title?: string },
): Promise<ResourceRow> {
  const [row] = await tx
    .insert(mlResources)
    .values({
      tenantId: ctx.tenantId,
      directoryId: o.directoryId,
      ownerProfileId: o.ownerProfileId,
      title: o.title?.trim() || defaultTitle(o.file.name),
      name: o.file.name,
      fileTypeId: o.file.fileTypeId,
      contentType: o.file.contentType,
      size: o.file.size,
      storageKey: o.file.key,
      processingStatus: 'processing',
    })
    .returning();
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: RESOURCE_ENTITY, entityId: row!.id, after: row });
  return row!;
}

/** Updates a resource with If-Match, audited; 412 with the current resource when stale. */
export async function updateResourceVersioned(
  tx: Db,
  ctx: RequestContext,
  before: ResourceRow,
  expectedVersion: number,
  values: Partial<ResourceRow>,
  links: FileLinks,
): Promise<ResourceRow> {
  const row = await updateVersioned(
    tx,
    {
      table: mlResources,
      id: before.id,
      tenantId: ctx.tenantId,
      expectedVersion,
      entity: 'File',
      present: (r) => presentResource(r, links),
    },
    values,
  );
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: RESOURCE_ENTITY,
    entityId: row.id,
    before,
    after: row,
  });
  return row;
}

/** PUT .../items/{itemId} {title, directoryId?}: renames, and moves to another folder of the same tree. */
export async function updateItem(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  ids: { directoryId: number; itemId: number },
  expectedVersion: number,
  body: { title: string; directoryId?: number },
  links: FileLinks,
): Promise<ResourceRow> {
  const { resource, directory } = await getItem(tx, ctx, viewer, ids.directoryId, ids.itemId, 'libraryFolder.change');
  const values: Partial<ResourceRow> = { title: body.title };
  if (body.directoryId !== undefined && body.directoryId !== directory.id) {
    const target = await getVisibleDirectory(tx, ctx, viewer, body.directoryId, 'libraryFolder.change');
    if (!sameTree(directory, target)) {
      const message = 'A file can only be moved within its own library.';
      throw badRequest(message, [{ path: 'body.directoryId', message }]);
    }
    values.directoryId = target.id;
  }
  return updateResourceVersioned(tx, ctx, resource, expectedVersion, values, links);
}

/** PUT .../items/{itemId}/labels {labels}: replaces the labels (normalized), with If-Match. */
export async function setItemLabels(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  ids: { directoryId: number; itemId: number },
  expectedVersion: number,
  labels: string[],
  links: FileLinks,
): Promise<ResourceRow> {
  const { resource } = await getItem(tx, ctx, viewer, ids.directoryId, ids.itemId, 'libraryFolder.change');
  return updateResourceVersioned(tx, ctx, resource, expectedVersion, { labels: normalizeLabels(labels) }, links);
}

/** DELETE .../items/{itemId} {force}, with If-Match: answers the stored keys to remove after commit. */
export async function deleteItem(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  ids: { directoryId: number; itemId: number },
  expectedVersion: number,
  force: boolean,
  links: FileLinks,
): Promise<string[]> {
  const { resource } = await getItem(tx, ctx, viewer, ids.directoryId, ids.itemId, 'libraryFolder.change');
  if (resource.version !== expectedVersion) throw preconditionFailed(presentResource(resource, links));
  return removeLibraryContent(tx, ctx, { resources: [resource], force });
}

/** DELETE /ml/directories/{id}/items {ids, force}: files of that folder, all or nothing. */
export async function deleteItems(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  directoryId: number,
  ids: number[],
  force: boolean,
): Promise<string[]> {
  await getVisibleDirectory(tx, ctx, viewer, directoryId, 'libraryFolder.change');
  const wanted = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(mlResources)
    .where(
      and(
        eq(mlResources.tenantId, ctx.tenantId),
        eq(mlResources.directoryId, directoryId),
        anyId(mlResources.id, wanted),
      ),
    );
  const found = new Set(rows.map((r) => r.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) {
    const message = `Files not found in this folder: ${missing.slice(0, 20).join(', ')}.`;
    throw badRequest(message, [{ path: 'body.ids', message }]);
  }
  return removeLibraryContent(tx, ctx, { resources: rows, force });
}

/** Comma-joined labels of a search, lower-cased, without empties. */
const searchLabels = (labels: string | undefined) =>
  normalizeLabels((labels ?? '').split(',')).map((l) => l.toLowerCase());

/** GET .../items/search: the files of the folder and every folder under it; title contains, all labels, type. */
export async function searchItems(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  directoryId: number,
  q: LibrarySearchQuery,
): Promise<{ rows: ResourceRow[]; total: number }> {
  await getVisibleDirectory(tx, ctx, viewer, directoryId);
  const folders = await descendantDirectoryIds(tx, ctx.tenantId, directoryId);
  const labels = searchLabels(q.labels);
  const rows = await tx
    .select({ resource: mlResources, total: totalCount() })
    .from(mlResources)
    .where(
      and(
        eq(mlResources.tenantId, ctx.tenantId),
        anyId(mlResources.directoryId, folders),
        titleSearchWhere(q.search || undefined),
        q.fileTypeId === undefined ? undefined : eq(mlResources.fileTypeId, q.fileTypeId),
        labels.length
          ? sql`array(select lower(l) from unnest(${mlResources.labels}) l) @> array(select jsonb_array_elements_text(${JSON.stringify(labels)}::jsonb))`
          : undefined,
      ),
    )
    .orderBy(asc(mlResources.searchTitle), asc(mlResources.id))
    .limit(pageWindow(q).limit)
    .offset(pageWindow(q).offset);
  return { rows: rows.map((r) => r.resource), total: rows[0]?.total ?? 0 };
}
