import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { authorize } from '../../platform/http/authorize.js';
import { notFound } from '../../platform/http/errors.js';
import { anyId, rowsOf } from '../../platform/db/arrays.js';
import { visibleDirectoriesWhere } from './library.policy.js';
import { mlDirectories, mlResources, type DirectoryRow, type ResourceRow } from './library.table.js';
import { titleContains } from '../../platform/db/title-search.js';

/**
 * A folder the actor may act in (libraryFolder policy: their own tree or their company's shared one):
 * 404 "Directory" otherwise, 403 for what they see but may not do.
 */
export async function getVisibleDirectory(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  action: 'libraryFolder.view' | 'libraryFolder.change' = 'libraryFolder.view',
): Promise<DirectoryRow> {
  const [row] = await tx
    .select()
    .from(mlDirectories)
    .where(and(eq(mlDirectories.tenantId, ctx.tenantId), eq(mlDirectories.id, id)));
  if (!row) throw notFound('Directory');
  authorize(actor, action, row);
  return row;
}

/** Two folders are in the same tree when they share the root's owner and company (every subfolder copies them). */
export const sameTree = (a: DirectoryRow, b: DirectoryRow) =>
  a.ownerProfileId === b.ownerProfileId && a.companyId === b.companyId;

/** The folder and every folder under it (recursive, on ml_directories_parent_idx). */
export async function descendantDirectoryIds(tx: Db, tenantId: string, id: number): Promise<number[]> {
  const result = await tx.execute(sql`
    with recursive down(id) as (
      select id from ${mlDirectories} where tenant_id = ${tenantId} and id = ${id}
      union all
      select d.id from ${mlDirectories} d join down on d.parent_id = down.id where d.tenant_id = ${tenantId}
    )
    select id from down`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** The folders from the root down to this one (itself last), for breadcrumbs. */
export async function directoryPath(
  tx: Db,
  tenantId: string,
  id: number,
): Promise<Array<{ id: number; name: string }>> {
  const result = await tx.execute(sql`
    with recursive up(id, parent_id, name, depth) as (
      select id, parent_id, name, 0 from ${mlDirectories} where tenant_id = ${tenantId} and id = ${id}
      union all
      select d.id, d.parent_id, d.name, up.depth + 1
      from ${mlDirectories} d join up on d.id = up.parent_id
      where d.tenant_id = ${tenantId} and up.depth < 100
    )
    select id, name from up order by depth desc`);
  return rowsOf<{ id: number; name: string }>(result).map((r) => ({
    id: Number(r.id),
    name: r.name,
  }));
}

/** The files of these folders (a deleted folder's content). */
export async function resourcesInDirectories(tx: Db, tenantId: string, directoryIds: number[]): Promise<ResourceRow[]> {
  if (directoryIds.length === 0) return [];
  return tx
    .select()
    .from(mlResources)
    .where(and(eq(mlResources.tenantId, tenantId), anyId(mlResources.directoryId, directoryIds)))
    .orderBy(mlResources.id);
}

/** A file of a folder the actor sees (the list form of libraryFile.view); undefined otherwise. */
export async function getVisibleResourceInTree(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  id: number,
): Promise<{ resource: ResourceRow; directory: DirectoryRow } | undefined> {
  const [row] = await tx
    .select({ resource: mlResources, directory: mlDirectories })
    .from(mlResources)
    .innerJoin(mlDirectories, eq(mlDirectories.id, mlResources.directoryId))
    .where(and(eq(mlResources.tenantId, ctx.tenantId), eq(mlResources.id, id), visibleDirectoriesWhere(viewer)));
  return row;
}

/** `lower(text)` searched with strpos on the lower-cased title (as people are searched). */
export const titleSearchWhere = (search: string | undefined): SQL | undefined =>
  titleContains(mlResources.searchTitle, search);
