import { and, eq, ne, sql } from 'drizzle-orm';
import type { Directory, UpdateDirectoryBody } from '@stride/contracts';
import { recordAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { badRequest, conflict, preconditionFailed, fieldError } from '../../../platform/http/errors.js';
import { deleteVersioned, updateVersioned } from '../../../platform/http/etag.js';
import { presentDirectory } from '../library.presenter.js';
import { descendantDirectoryIds, getVisibleDirectory, resourcesInDirectories, sameTree } from '../library.queries.js';
import { mlDirectories, type DirectoryRow } from '../library.table.js';
import { DIRECTORY_ENTITY } from './main-folder.js';
import { removeLibraryContent } from '../items/removal.js';

const TOP_FOLDER = 'The main folder of a library cannot be renamed, moved or deleted.';

/** A folder as updateVersioned and deleteVersioned take it (404 Directory, 412 with the current folder). */
const versioned = (ctx: RequestContext, id: number, expectedVersion: number) => ({
  table: mlDirectories,
  id,
  tenantId: ctx.tenantId,
  expectedVersion,
  entity: 'Directory',
  present: presentDirectory,
});

/** Names are unique among a folder's subfolders, case-insensitive (as a file manager's). */
async function assertNameFree(tx: Db, ctx: RequestContext, parentId: number, name: string, except?: number) {
  const [clash] = await tx
    .select({ id: mlDirectories.id })
    .from(mlDirectories)
    .where(
      and(
        eq(mlDirectories.tenantId, ctx.tenantId),
        eq(mlDirectories.parentId, parentId),
        sql`lower(${mlDirectories.name}) = lower(${name})`,
        except === undefined ? undefined : ne(mlDirectories.id, except),
      ),
    )
    .limit(1);
  if (clash) throw conflict(`A folder named "${name}" already exists here.`);
}

/** POST /ml/directories/{id} {name}: a subfolder, in the parent's tree (same owner and company). */
export async function createDirectory(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  parentId: number,
  name: string,
): Promise<Directory> {
  const parent = await getVisibleDirectory(tx, ctx, viewer, parentId, 'libraryFolder.change');
  await assertNameFree(tx, ctx, parent.id, name);
  const [row] = await tx
    .insert(mlDirectories)
    .values({
      tenantId: ctx.tenantId,
      parentId: parent.id,
      ownerProfileId: parent.ownerProfileId,
      companyId: parent.companyId,
      name,
    })
    .returning();
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: DIRECTORY_ENTITY, entityId: row!.id, after: row });
  return presentDirectory(row!);
}

/** A folder that may be renamed, moved or deleted: not a library's top folder. */
async function getEditableDirectory(tx: Db, ctx: RequestContext, viewer: Actor, id: number) {
  const dir = await getVisibleDirectory(tx, ctx, viewer, id, 'libraryFolder.change');
  if (dir.parentId === null) throw badRequest(TOP_FOLDER);
  return dir;
}

/**
 * PUT /ml/directories/{id}: {name} renames, {parentId} moves (within its tree, never under itself); the
 * folder written back as read does what changed of the two.
 */
export async function updateDirectory(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  id: number,
  expectedVersion: number,
  body: UpdateDirectoryBody,
): Promise<Directory> {
  const before = await getEditableDirectory(tx, ctx, viewer, id);
  const name = body.name ?? before.name;
  const parentId = body.parentId ?? before.parentId!;
  if (parentId !== before.parentId) {
    const target = await getVisibleDirectory(tx, ctx, viewer, parentId, 'libraryFolder.change');
    if (!sameTree(before, target)) {
      throw fieldError('body.parentId', 'A folder can only be moved within its own library.');
    }
    const under = await descendantDirectoryIds(tx, ctx.tenantId, id);
    if (under.includes(target.id)) {
      throw fieldError('body.parentId', 'A folder cannot be moved into itself or a folder inside it.');
    }
  }
  if (name !== before.name || parentId !== before.parentId) await assertNameFree(tx, ctx, parentId, name, id);
  const values: Partial<DirectoryRow> = { name, parentId };
  const row = await updateVersioned(tx, versioned(ctx, id, expectedVersion), values);
  await recordAudit(tx, ctx, { operation: 'UPDATE', entityType: DIRECTORY_ENTITY, entityId: id, before, after: row });
  return presentDirectory(row);
}

/**
 * DELETE /ml/directories/{id} {force}: an empty folder goes; one with content needs force, and goes
 * with every folder and file under it unless a use stops it (removeLibraryContent). Answers the
 * stored keys to remove after commit.
 */
export async function deleteDirectory(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  id: number,
  expectedVersion: number,
  force: boolean,
): Promise<string[]> {
  const dir = await getEditableDirectory(tx, ctx, viewer, id);
  if (dir.version !== expectedVersion) throw preconditionFailed(presentDirectory(dir));
  const tree = await descendantDirectoryIds(tx, ctx.tenantId, id);
  const subfolders = tree.filter((d) => d !== id);
  const resources = await resourcesInDirectories(tx, ctx.tenantId, tree);
  const keys = await removeLibraryContent(tx, ctx, {
    resources,
    directoryIds: subfolders,
    force,
    folderWithContent: resources.length > 0 || subfolders.length > 0,
  });
  const row = await deleteVersioned(tx, versioned(ctx, id, expectedVersion));
  await recordAudit(tx, ctx, { operation: 'DELETE', entityType: DIRECTORY_ENTITY, entityId: id, before: row });
  return keys;
}
