import { and, asc, eq } from 'drizzle-orm';
import { routineLibraryOf } from '@stride/contracts';
import { recordAudit } from '../../../platform/audit/audit.js';
import { anyId } from '../../../platform/db/arrays.js';
import type { Db } from '../../../platform/db/client.js';
import { authorize } from '../../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { fieldError } from '../../../platform/http/errors.js';
import { copyDestination, copyRows } from '../definitions/definitions-copy.service.js';
import { FOLDER_ENTITY } from '../folders/folders.service.js';
import {
  routineDefinitionFolders,
  routineDefinitions,
  type DefinitionFolderRow,
  type DefinitionRow,
} from '../routines.table.js';
import { definitionSharedWithSql } from '../definitions/shared-definitions.js';

/**
 * Copies definitions shared with the actor's company into their library (POST .../{id}/shared/copy,
 * .../shared/company/copy, /items/shared/copy), into their folder when given: each copy independent.
 */
export async function importSharedDefinitions(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  ids: number[],
  folderId: number | null | undefined,
): Promise<DefinitionRow[]> {
  const { companyId, target } = await copyDestination(tx, ctx, actor, folderId);
  const wanted = [...new Set(ids)];
  const sources =
    companyId === null
      ? []
      : await tx
          .select()
          .from(routineDefinitions)
          .where(
            and(
              eq(routineDefinitions.tenantId, ctx.tenantId),
              anyId(routineDefinitions.id, wanted),
              definitionSharedWithSql(companyId),
            ),
          );
  const byId = new Map(sources.filter((s) => s.companyId !== companyId).map((s) => [s.id, s]));
  const missing = wanted.filter((id) => !byId.has(id));
  if (missing.length) {
    throw fieldError(
      'body.items',
      `These items are not shared with your practice: ${missing.slice(0, 20).join(', ')}.`,
    );
  }
  return copyRows(
    tx,
    ctx,
    actor,
    wanted.map((id) => byId.get(id)!),
    companyId,
    () => target,
  );
}

/**
 * POST /routines/definitions/folders/{id}/shared/copy, once sharing found the folder shared with the
 * actor's company (the FOLDER kind's copy, routines.sharing.ts): a new folder of the actor's library (the
 * shared folder's title, or the one given) with a copy of each of its definitions, circuits pointing at
 * the copies made in the same call.
 */
export async function copySharedFolder(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  title: string | undefined,
): Promise<{ folder: DefinitionFolderRow; items: DefinitionRow[] }> {
  authorize(actor, 'routineFolder.copy', undefined, 'Participants keep no exercise library.');
  const companyId = routineLibraryOf(actor)!;
  const [source] = await tx
    .select({ title: routineDefinitionFolders.title })
    .from(routineDefinitionFolders)
    .where(and(eq(routineDefinitionFolders.tenantId, ctx.tenantId), eq(routineDefinitionFolders.id, id)));
  const [folder] = await tx
    .insert(routineDefinitionFolders)
    .values({ tenantId: ctx.tenantId, companyId, title: title ?? source!.title, createdByProfileId: actor.profileId })
    .returning();
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: FOLDER_ENTITY,
    entityId: folder!.id,
    after: { ...folder, copiedFromFolderId: id, importedFromShare: true },
  });
  const sources = await tx
    .select()
    .from(routineDefinitions)
    .where(and(eq(routineDefinitions.tenantId, ctx.tenantId), eq(routineDefinitions.folderId, id)))
    .orderBy(asc(routineDefinitions.id));
  const items = await copyRows(tx, ctx, actor, sources, companyId, () => folder!.id);
  return { folder: folder!, items };
}
