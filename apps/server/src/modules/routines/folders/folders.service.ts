import { and, asc, count, eq, sql } from 'drizzle-orm';
import { FOLDER_NOT_EMPTY, routineLibraryOf, type DefinitionFolder } from '@stride/contracts';
import { recordAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import { authorize } from '../../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { HttpError, notFound, preconditionFailed } from '../../../platform/http/errors.js';
import { updateVersioned } from '../../../platform/http/etag.js';
import { pageWindow, totalCount } from '../../../platform/http/paging.js';
import { visibleLibrariesWhere } from '../definitions/definitions.service.js';
import { copyRows } from '../definitions/definitions-copy.service.js';
import { removeDefinitions } from '../definitions/definitions-delete.service.js';
import { presentFolder } from '../routines.presenter.js';
import { forgetShares } from '../../sharing/index.js';
import {
  routineDefinitionFolders,
  routineDefinitions,
  type DefinitionFolderRow,
  type DefinitionRow,
} from '../routines.table.js';
import { removeSequences } from '../sequences/sequences.service.js';
import { routineSequences, type SequenceRow } from '../sequences.table.js';
import { titleContains } from '../../../platform/db/title-search.js';

export const FOLDER_ENTITY = 'routine_definition_folder';

/** What a folder holds: definitions (/routines/definitions/folders) or routines (/sequences/folders). */
export type FolderHolds = DefinitionFolderRow['holds'];

/**
 * How many definitions (or routines) each folder holds, in the list's query (names written out: drizzle
 * leaves the table off columns of a one-table select, which would make the correlation ambiguous).
 */
const itemCountSql = (holds: FolderHolds) =>
  (holds === 'SEQUENCES'
    ? sql<number>`(select count(*) from routine_sequences s where s.tenant_id = routine_definition_folders.tenant_id and s.folder_id = routine_definition_folders.id)`
    : sql<number>`(select count(*) from routine_definitions d where d.tenant_id = routine_definition_folders.tenant_id and d.folder_id = routine_definition_folders.id)`
  ).mapWith(Number);

async function itemCountOf(tx: Db, ctx: RequestContext, folderId: number, holds: FolderHolds): Promise<number> {
  const table = holds === 'SEQUENCES' ? routineSequences : routineDefinitions;
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.tenantId, ctx.tenantId), eq(table.folderId, folderId)));
  return row?.n ?? 0;
}

/**
 * A folder the actor sees, of definitions or of routines as asked (the other kind's id is a 404); `change`
 * for the owner library's staff.
 */
export async function getFolder(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  action: 'routineFolder.view' | 'routineFolder.change' = 'routineFolder.view',
  holds: FolderHolds = 'DEFINITIONS',
): Promise<DefinitionFolderRow> {
  const [row] = await tx
    .select()
    .from(routineDefinitionFolders)
    .where(
      and(
        eq(routineDefinitionFolders.tenantId, ctx.tenantId),
        eq(routineDefinitionFolders.id, id),
        eq(routineDefinitionFolders.holds, holds),
      ),
    );
  if (!row) throw notFound('Folder');
  authorize(actor, action, row);
  return row;
}

/** GET /routines/definitions[/sequences]/folders: the folders of the libraries the actor sees, by title. */
export async function listFolders(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  q: { page: number; perPage: number; search?: string; scope: 'all' | 'platform' | 'company' },
  holds: FolderHolds = 'DEFINITIONS',
): Promise<{ folders: DefinitionFolder[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const rows = await tx
    .select({ row: routineDefinitionFolders, itemCount: itemCountSql(holds), total: totalCount() })
    .from(routineDefinitionFolders)
    .where(
      and(
        eq(routineDefinitionFolders.tenantId, ctx.tenantId),
        eq(routineDefinitionFolders.holds, holds),
        visibleLibrariesWhere(actor, routineDefinitionFolders.companyId, q.scope),
        titleContains(routineDefinitionFolders.searchTitle, q.search),
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
  holds: FolderHolds = 'DEFINITIONS',
): Promise<DefinitionFolder> {
  authorize(actor, 'routineFolder.create', undefined, 'Participants keep no exercise library.');
  const [row] = await tx
    .insert(routineDefinitionFolders)
    .values({
      tenantId: ctx.tenantId,
      companyId: routineLibraryOf(actor)!,
      holds,
      title,
      createdByProfileId: actor.profileId,
    })
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
  holds: FolderHolds = 'DEFINITIONS',
): Promise<DefinitionFolder> {
  const before = await getFolder(tx, ctx, actor, id, 'routineFolder.change', holds);
  const row = await updateVersioned(tx, versioned(ctx, actor, id, expectedVersion), { title });
  await recordAudit(tx, ctx, { operation: 'UPDATE', entityType: FOLDER_ENTITY, entityId: id, before, after: row });
  return presentFolder(row, await itemCountOf(tx, ctx, id, holds), actor);
}

/**
 * DELETE /routines/definitions[/sequences]/folders/{id}[/completely], with If-Match (Folder removed!). A
 * folder with definitions (or routines) is refused (409 FOLDER_NOT_EMPTY) unless completely: then they go
 * with it, as a delete of each would (a definition used in a circuit or a routine elsewhere stops it
 * unless forced; a routine goes even if assigned: participants keep their calendar items).
 */
export async function deleteFolder(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  o: { completely: boolean; force: boolean },
  holds: FolderHolds = 'DEFINITIONS',
): Promise<void> {
  const folder = await getFolder(tx, ctx, actor, id, 'routineFolder.change', holds);
  const items =
    holds === 'SEQUENCES'
      ? await tx
          .select()
          .from(routineSequences)
          .where(and(eq(routineSequences.tenantId, ctx.tenantId), eq(routineSequences.folderId, id)))
      : await tx
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
  if (holds === 'SEQUENCES') await removeSequences(tx, ctx, items as SequenceRow[]);
  else await removeDefinitions(tx, ctx, items as DefinitionRow[], o.force, `An item of the folder "${folder.title}"`);
  await tx
    .delete(routineDefinitionFolders)
    .where(and(eq(routineDefinitionFolders.tenantId, ctx.tenantId), eq(routineDefinitionFolders.id, id)));
  if (holds === 'DEFINITIONS') await forgetShares(tx, ctx, 'FOLDER', [id]);
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
