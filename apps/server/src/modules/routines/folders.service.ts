import { and, asc, count, eq, sql } from 'drizzle-orm';
import { FOLDER_NOT_EMPTY, routineLibraryOf, type DefinitionFolder } from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { HttpError, notFound, preconditionFailed } from '../../platform/http/errors.js';
import { updateVersioned } from '../../platform/http/etag.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
import { copyRows, removeDefinitions, visibleLibrariesWhere } from './definitions.service.js';
import { presentFolder } from './routines.presenter.js';
import { routineDefinitionFolders, routineDefinitions, type DefinitionFolderRow } from './routines.table.js';

export const FOLDER_ENTITY = 'routine_definition_folder';

/**
 * How many definitions each folder holds, in the list's query (names written out: drizzle leaves the
 * table off columns of a one-table select, which would make the correlation ambiguous).
 */
const itemCountSql =
  sql<number>`(select count(*) from routine_definitions d where d.tenant_id = routine_definition_folders.tenant_id and d.folder_id = routine_definition_folders.id)`.mapWith(
    Number,
  );

async function itemCountOf(tx: Db, ctx: RequestContext, folderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(routineDefinitions)
    .where(and(eq(routineDefinitions.tenantId, ctx.tenantId), eq(routineDefinitions.folderId, folderId)));
  return row?.n ?? 0;
}

/** A folder the actor sees; `change` for the owner library's staff. */
export async function getFolder(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  action: 'routineFolder.view' | 'routineFolder.change' = 'routineFolder.view',
): Promise<DefinitionFolderRow> {
  const [row] = await tx
    .select()
    .from(routineDefinitionFolders)
    .where(and(eq(routineDefinitionFolders.tenantId, ctx.tenantId), eq(routineDefinitionFolders.id, id)));
  if (!row) throw notFound('Folder');
  authorize(actor, action, row);
  return row;
}

/** GET /routines/definitions/folders: the folders of the libraries the actor sees, by title. */
export async function listFolders(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  q: { page: number; perPage: number; search?: string; scope: 'all' | 'platform' | 'company' },
): Promise<{ folders: DefinitionFolder[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const rows = await tx
    .select({ row: routineDefinitionFolders, itemCount: itemCountSql, total: totalCount() })
    .from(routineDefinitionFolders)
    .where(
      and(
        eq(routineDefinitionFolders.tenantId, ctx.tenantId),
        visibleLibrariesWhere(actor, routineDefinitionFolders.companyId, q.scope),
        q.search ? sql`strpos(${routineDefinitionFolders.searchTitle}, lower(${q.search})) > 0` : undefined,
      ),
    )
    .orderBy(asc(routineDefinitionFolders.searchTitle), asc(routineDefinitionFolders.id))
    .limit(limit)
    .offset(offset);
  return { folders: rows.map((r) => presentFolder(r.row, r.itemCount, actor)), total: rows[0]?.total ?? 0 };
}

/** POST /routines/definitions/folders {title}: in the actor's library (Folder created!). */
export async function createFolder(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  title: string,
): Promise<DefinitionFolder> {
  authorize(actor, 'routineFolder.create', undefined, 'Participants keep no exercise library.');
  const [row] = await tx
    .insert(routineDefinitionFolders)
    .values({ tenantId: ctx.tenantId, companyId: routineLibraryOf(actor)!, title, createdByProfileId: actor.profileId })
    .returning();
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: FOLDER_ENTITY, entityId: row!.id, after: row });
  return presentFolder(row!, 0, actor);
}

const versioned = (ctx: RequestContext, actor: Actor, id: number, expectedVersion: number) => ({
  table: routineDefinitionFolders,
  id,
  tenantId: ctx.tenantId,
  expectedVersion,
  entity: 'Folder',
  present: (r: DefinitionFolderRow) => presentFolder(r, 0, actor),
});

/** PUT /routines/definitions/folders/{id} {title}, with If-Match (Folder renamed!). */
export async function renameFolder(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  title: string,
): Promise<DefinitionFolder> {
  const before = await getFolder(tx, ctx, actor, id, 'routineFolder.change');
  const row = await updateVersioned(tx, versioned(ctx, actor, id, expectedVersion), { title });
  await recordAudit(tx, ctx, { operation: 'UPDATE', entityType: FOLDER_ENTITY, entityId: id, before, after: row });
  return presentFolder(row, await itemCountOf(tx, ctx, id), actor);
}

/**
 * DELETE /routines/definitions/folders/{id}[/completely], with If-Match (Folder removed!). A folder with
 * definitions is refused (409 FOLDER_NOT_EMPTY) unless completely: then its definitions go with it, as
 * a delete of each would (one used in a circuit elsewhere stops it unless forced).
 */
export async function deleteFolder(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  o: { completely: boolean; force: boolean },
): Promise<void> {
  const folder = await getFolder(tx, ctx, actor, id, 'routineFolder.change');
  const items = await tx
    .select()
    .from(routineDefinitions)
    .where(and(eq(routineDefinitions.tenantId, ctx.tenantId), eq(routineDefinitions.folderId, id)));
  if (folder.version !== expectedVersion) throw preconditionFailed(presentFolder(folder, items.length, actor));
  if (items.length && !o.completely) {
    throw new HttpError(
      409,
      FOLDER_NOT_EMPTY,
      `The folder "${folder.title}" is not empty (${items.length} item${items.length > 1 ? 's' : ''}). Move or delete them first, or delete the folder completely.`,
      undefined,
      { itemCount: items.length },
    );
  }
  await removeDefinitions(tx, ctx, items, o.force, `An item of the folder "${folder.title}"`);
  await tx
    .delete(routineDefinitionFolders)
    .where(and(eq(routineDefinitionFolders.tenantId, ctx.tenantId), eq(routineDefinitionFolders.id, id)));
  await recordAudit(tx, ctx, { operation: 'DELETE', entityType: FOLDER_ENTITY, entityId: id, before: folder });
}

/** POST /routines/definitions/folders/{id}/copy: a folder of the actor's library with a copy of each item (Folder duplicated!). */
export async function copyFolder(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  title: string | undefined,
): Promise<DefinitionFolder> {
  const source = await getFolder(tx, ctx, actor, id);
  authorize(actor, 'routineFolder.copy', source);
  const companyId = routineLibraryOf(actor)!;
  const [row] = await tx
    .insert(routineDefinitionFolders)
    .values({
      tenantId: ctx.tenantId,
      companyId,
      title: title ?? `${source.title} (copy)`.slice(0, 100),
      createdByProfileId: actor.profileId,
    })
    .returning();
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: FOLDER_ENTITY,
    entityId: row!.id,
    after: { ...row, copiedFromFolderId: id },
  });
  const items = await tx
    .select()
    .from(routineDefinitions)
    .where(and(eq(routineDefinitions.tenantId, ctx.tenantId), eq(routineDefinitions.folderId, id)))
    .orderBy(asc(routineDefinitions.id));
  const copies = await copyRows(tx, ctx, actor, items, companyId, () => row!.id);
  return presentFolder(row!, copies.length, actor);
}
