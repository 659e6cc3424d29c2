import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DirectoryItems, DirectoryItemsQuery } from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { pageMeta, pageWindow } from '../../../platform/http/paging.js';
import type { FileLinks } from '../../../platform/storage/file-links.js';
import { rowsOf } from '../../../platform/db/arrays.js';
import { presentDirectory, presentDirectoryEntry, presentFileEntry } from '../library.presenter.js';
import { directoryPath, getVisibleDirectory, titleSearchWhere } from '../library.queries.js';
import { mlDirectories, mlResources, type DirectoryRow } from '../library.table.js';
import { companyRootWhere } from './main-folder.js';

/**
 * The folders listed in a folder: its subfolders and, in the viewer's own main folder, their
 * company's shared folder (so staff reach what colleagues shared without another call).
 */
function foldersWhere(ctx: RequestContext, viewer: Actor, dir: DirectoryRow, search?: string): SQL {
  const isOwnMainFolder = dir.parentId === null && dir.ownerProfileId === viewer.profileId && dir.companyId === null;
  const sharedRoot =
    isOwnMainFolder && viewer.companyId !== null ? companyRootWhere(ctx.tenantId, viewer.companyId) : undefined;
  return and(
    eq(mlDirectories.tenantId, ctx.tenantId),
    or(eq(mlDirectories.parentId, dir.id), sharedRoot),
    search ? sql`strpos(lower(${mlDirectories.name}), lower(${search})) > 0` : undefined,
  )!;
}

function folderOrder(q: DirectoryItemsQuery): SQL[] {
  const dir = q.order === 'desc' ? desc : asc;
  // The company's shared folder first; folders have no size: by name then.
  const first = sql`${mlDirectories.parentId} is null desc`;
  if (q.sort === 'createdAt') return [first, dir(mlDirectories.createdAt), dir(mlDirectories.id)];
  return [first, dir(sql`lower(${mlDirectories.name})`), dir(mlDirectories.id)];
}

function fileOrder(q: DirectoryItemsQuery): SQL[] {
  const dir = q.order === 'desc' ? desc : asc;
  const column =
    q.sort === 'createdAt' ? mlResources.createdAt : q.sort === 'size' ? mlResources.size : mlResources.searchTitle;
  return [dir(column), dir(mlResources.id)];
}

/**
 * GET /ml/directories/{id}/items: the folder with its path, then one page of its entries, folders
 * first. Both kinds are counted in one statement, then each kind's part of the page is read with its
 * own indexed, limited query (title and date orders follow ml_resources' indexes).
 */
export async function listDirectoryItems(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  id: number,
  q: DirectoryItemsQuery,
  links: FileLinks,
): Promise<DirectoryItems> {
  const directory = await getVisibleDirectory(tx, ctx, viewer, id);
  const path = await directoryPath(tx, ctx.tenantId, id);
  const search = q.search || undefined;
  // A type filter asks for files of that type: no folders.
  const folderWhere = q.fileTypeId === undefined ? foldersWhere(ctx, viewer, directory, search) : undefined;
  const fileWhere = and(
    eq(mlResources.tenantId, ctx.tenantId),
    eq(mlResources.directoryId, id),
    titleSearchWhere(search),
    q.fileTypeId === undefined ? undefined : eq(mlResources.fileTypeId, q.fileTypeId),
  );
  const counted = await tx.execute(sql`
    select ${folderWhere ? sql`(select count(*) from ${mlDirectories} where ${folderWhere})::int` : sql`0`} as folders,
           (select count(*) from ${mlResources} where ${fileWhere})::int as files`);
  const counts = rowsOf<{ folders: number; files: number }>(counted)[0]!;
  const folderTotal = Number(counts.folders);
  const fileTotal = Number(counts.files);

  const { offset } = pageWindow(q);
  const folders =
    folderWhere && offset < folderTotal
      ? await tx
          .select()
          .from(mlDirectories)
          .where(folderWhere)
          .orderBy(...folderOrder(q))
          .limit(Math.min(q.perPage, folderTotal - offset))
          .offset(offset)
      : [];
  const room = q.perPage - folders.length;
  const fileOffset = Math.max(0, offset - folderTotal);
  const files =
    room > 0 && fileOffset < fileTotal
      ? await tx
          .select()
          .from(mlResources)
          .where(fileWhere)
          .orderBy(...fileOrder(q))
          .limit(room)
          .offset(fileOffset)
      : [];
  return {
    directory: { ...presentDirectory(directory), path },
    items: [...folders.map(presentDirectoryEntry), ...files.map((f) => presentFileEntry(f, links))],
    _meta: pageMeta(folderTotal + fileTotal, q),
  };
}
