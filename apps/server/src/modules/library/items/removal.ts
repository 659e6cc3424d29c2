import { and, eq, sql } from 'drizzle-orm';
import { MEDIA_IN_USE, type FileInUse, type FileTypeId, type Utilization } from '@stride/contracts';
import { recordAudits } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { HttpError } from '../../../platform/http/errors.js';
import { anyId, rowsOf } from '../../../platform/db/arrays.js';
import { mlDirectories, mlResources, type ResourceRow } from '../library.table.js';
import { DIRECTORY_ENTITY } from '../folders/main-folder.js';
import { findUtilizations, isRemovable, releaseUtilizations } from '../utilizations.js';

export const RESOURCE_ENTITY = 'ml_resource';

/** The 409 of a refused delete: the error plus the file list with each file's uses (mediaInUseErrorSchema). */
export const mediaInUse = (message: string, removable: boolean, filelist: FileInUse[]) =>
  new HttpError(409, MEDIA_IN_USE, message, undefined, { removable, filelist });

export interface Removal {
  /** The files to delete (a folder's: every file under it). */
  resources: ResourceRow[];
  /** Folders to delete with them (a folder's subfolders, deepest first or in any order). */
  directoryIds?: number[];
  force: boolean;
  /** A folder with content: refused without force even when nothing is in use. */
  folderWithContent?: boolean;
}

/**
 * Deletes files (and folders) unless something stops it, in the spec's rule: without force, a file in
 * use or a folder with content is refused; with force, only a use that is not eligible for removal
 * stops it. Refusals are 409 MEDIA_IN_USE with the file list. Answers the stored keys that no row
 * uses any more, to be removed once the transaction has committed.
 */
export async function removeLibraryContent(tx: Db, ctx: RequestContext, removal: Removal): Promise<string[]> {
  const { resources, force } = removal;
  const ids = resources.map((r) => r.id);
  const uses = await findUtilizations(tx, ctx, ids);
  const removable = ids.every((id) => isRemovable(uses.get(id)));
  const inUse = ids.some((id) => (uses.get(id)?.length ?? 0) > 0);
  if (!removable || (!force && (inUse || removal.folderWithContent))) {
    const listed = removal.folderWithContent ? resources : resources.filter((r) => uses.has(r.id));
    throw mediaInUse(refusal(removable, removal.folderWithContent, ids.length), removable, fileList(listed, uses));
  }
  await releaseUtilizations(tx, ctx, ids);
  const deleted = ids.length
    ? await tx
        .delete(mlResources)
        .where(and(eq(mlResources.tenantId, ctx.tenantId), anyId(mlResources.id, ids)))
        .returning()
    : [];
  const folders = removal.directoryIds?.length
    ? await tx
        .delete(mlDirectories)
        .where(and(eq(mlDirectories.tenantId, ctx.tenantId), anyId(mlDirectories.id, removal.directoryIds)))
        .returning()
    : [];
  await recordAudits(tx, ctx, [
    ...deleted.map((row) => ({ operation: 'DELETE', entityType: RESOURCE_ENTITY, entityId: row.id, before: row })),
    ...folders.map((row) => ({ operation: 'DELETE', entityType: DIRECTORY_ENTITY, entityId: row.id, before: row })),
  ]);
  return unusedKeys(
    tx,
    ctx.tenantId,
    deleted.flatMap((r) => [r.storageKey, r.renditionKey, r.thumbnailKey]),
  );
}

function refusal(removable: boolean, folderWithContent: boolean | undefined, count: number): string {
  if (!removable) return 'Some files are in use where they cannot be removed.';
  if (folderWithContent) return 'This folder is not empty.';
  return count === 1 ? 'This file is in use.' : 'Some of these files are in use.';
}

const fileList = (rows: ResourceRow[], uses: Map<number, Utilization[]>): FileInUse[] =>
  rows.map((r) => ({
    id: r.id,
    title: r.title,
    fileTypeId: r.fileTypeId as FileTypeId,
    utilizations: uses.get(r.id) ?? [],
  }));

/**
 * The keys no resource row uses any more: a copy shared to a company keeps the same stored files, so
 * they go only with the last row. Run after the rows are deleted, in the same transaction.
 */
export async function unusedKeys(tx: Db, tenantId: string, keys: Array<string | null>): Promise<string[]> {
  const candidates = [...new Set(keys.filter((k): k is string => !!k))];
  if (candidates.length === 0) return [];
  const list = sql`(select jsonb_array_elements_text(${JSON.stringify(candidates)}::jsonb))`;
  const result = await tx.execute(sql`
    select storage_key as k from ${mlResources} where tenant_id = ${tenantId} and storage_key in ${list}
    union select rendition_key from ${mlResources} where tenant_id = ${tenantId} and rendition_key in ${list}
    union select thumbnail_key from ${mlResources} where tenant_id = ${tenantId} and thumbnail_key in ${list}`);
  const used = new Set(rowsOf<{ k: string }>(result).map((r) => r.k));
  return candidates.filter((k) => !used.has(k));
}
