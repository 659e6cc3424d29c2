import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  MAX_SEQUENCE_DAYS,
  routineLibraryOf,
  type DefinitionKind,
  type Sequence,
  type SequenceListQuery,
  type SequenceSummary,
} from '@stride/contracts';
import { recordAudit, recordAudits } from '../../../platform/audit/audit.js';
import { anyId } from '../../../platform/db/arrays.js';
import type { Db } from '../../../platform/db/client.js';
import { authorize } from '../../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { notFound, preconditionFailed, fieldError } from '../../../platform/http/errors.js';
import { pageWindow, totalCount } from '../../../platform/http/paging.js';
import type { FileLinks } from '../../../platform/storage/file-links.js';
import { mediaResourcesByIds } from '../../library/index.js';
import { visibleLibrariesWhere } from '../definitions/definitions.service.js';
import { routineDefinitionFolders, routineDefinitions } from '../routines.table.js';
import { forgetShares, sharedCompanyIdsSql } from '../../sharing/index.js';
import { presentLoaded, presentSequenceSummary, type LoadedItem } from './sequences.presenter.js';
import { routineSequenceItems, routineSequences, type SequenceRow } from '../sequences.table.js';
import { SEQUENCE_ENTITY } from './sequences.usage.js';
import { titleContains } from '../../../platform/db/title-search.js';
import { checkLibraryFolder } from '../folders/library-folder.js';

export { SEQUENCE_ENTITY };

export const tooLong = (path: string) =>
  fieldError(
    path,
    `A routine has at most ${MAX_SEQUENCE_DAYS} days: these items would fall after day ${MAX_SEQUENCE_DAYS}.`,
  );

/** The key of the body that names a definition of each kind (POST .../items). */
export const KEY_OF: Record<DefinitionKind, 'exerciseDefinitionId' | 'seriesDefinitionId' | 'activityDefinitionId'> = {
  EXERCISE: 'exerciseDefinitionId',
  SERIES: 'seriesDefinitionId',
  ACTIVITY: 'activityDefinitionId',
};
export const NOUN: Record<DefinitionKind, string> = {
  EXERCISE: 'an exercise',
  SERIES: 'a circuit',
  ACTIVITY: 'an activity',
};

/** A routine as its rules and answers need it: the row, its folder's title, the companies it is shared with. */
export interface LoadedSequence {
  row: SequenceRow;
  folderTitle: string | null;
  sharedWithCompanyIds: number[];
}

/** A loaded routine as its policy sees it. */
export const asResource = (s: LoadedSequence) => ({
  companyId: s.row.companyId,
  sharedWithCompanyIds: s.sharedWithCompanyIds,
});

/** The companies a routine is shared with, as a column (the sharing module's shares of kind SEQUENCE). */
const sharedWithSql = sharedCompanyIdsSql('SEQUENCE', {
  tenantId: sql`routine_sequences.tenant_id`,
  id: sql`routine_sequences.id`,
});

/**
 * A routine the actor sees (its library, or shared with their company), by the routineSequence policy:
 * 404 when hidden, 403 for an action they may not take (a platform or shared routine is read-only).
 */
export async function getSequence(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  action:
    | 'routineSequence.view'
    | 'routineSequence.change'
    | 'routineSequence.assign'
    | 'routineSequence.share' = 'routineSequence.view',
): Promise<LoadedSequence> {
  const [found] = await tx
    .select({ row: routineSequences, folderTitle: routineDefinitionFolders.title, sharedWith: sharedWithSql })
    .from(routineSequences)
    .leftJoin(
      routineDefinitionFolders,
      and(
        eq(routineDefinitionFolders.id, routineSequences.folderId),
        eq(routineDefinitionFolders.tenantId, routineSequences.tenantId),
      ),
    )
    .where(and(eq(routineSequences.tenantId, ctx.tenantId), eq(routineSequences.id, id)));
  if (!found) throw notFound('Routine');
  const sharedWithCompanyIds = (found.sharedWith ?? []).map(Number);
  authorize(
    actor,
    action,
    { companyId: found.row.companyId, sharedWithCompanyIds },
    'This routine is read-only to you: copy it to change it.',
  );
  return { row: found.row, folderTitle: found.folderTitle, sharedWithCompanyIds };
}

/**
 * A routine's items with their definitions' titles and media, by day then position: one query for the
 * items and their definitions, one for the media files (through the library's service), whatever the count.
 */
export async function loadItems(tx: Db, ctx: RequestContext, sequenceId: number): Promise<LoadedItem[]> {
  const rows = await tx
    .select({
      item: routineSequenceItems,
      title: routineDefinitions.title,
      mediaId: routineDefinitions.mediaResourceId,
      defaults: {
        timeSeconds: routineDefinitions.timeSeconds,
        weight: routineDefinitions.weight,
        repetitions: routineDefinitions.repetitions,
        series: routineDefinitions.series,
        restTimeBetweenSeries: routineDefinitions.restTimeBetweenSeries,
      },
    })
    .from(routineSequenceItems)
    .innerJoin(
      routineDefinitions,
      and(
        eq(routineDefinitions.id, routineSequenceItems.definitionId),
        eq(routineDefinitions.tenantId, routineSequenceItems.tenantId),
      ),
    )
    .where(and(eq(routineSequenceItems.tenantId, ctx.tenantId), eq(routineSequenceItems.sequenceId, sequenceId)))
    .orderBy(asc(routineSequenceItems.day), asc(routineSequenceItems.position), asc(routineSequenceItems.id));
  const media = await mediaResourcesByIds(
    tx,
    ctx.tenantId,
    rows.flatMap((r) => (r.mediaId === null ? [] : [r.mediaId])),
  );
  return rows.map((r) => ({
    item: r.item,
    title: r.title,
    defaults: r.defaults,
    media: r.mediaId === null ? null : (media.get(r.mediaId) ?? null),
  }));
}

/** GET /routines/definitions/sequences/{id}. */
export async function readSequence(tx: Db, ctx: RequestContext, actor: Actor, id: number, links: FileLinks) {
  return presentLoaded(tx, ctx, actor, await getSequence(tx, ctx, actor, id), links);
}

/** GET /routines/definitions/sequences: a page of the routines the actor sees, by title. */
export async function listSequences(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  q: SequenceListQuery,
): Promise<{ items: SequenceSummary[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const itemCount =
    sql<number>`(select count(*) from routine_sequence_items i where i.tenant_id = ${routineSequences.tenantId} and i.sequence_id = ${routineSequences.id})`.mapWith(
      Number,
    );
  const rows = await tx
    .select({ row: routineSequences, folderTitle: routineDefinitionFolders.title, itemCount, total: totalCount() })
    .from(routineSequences)
    .leftJoin(
      routineDefinitionFolders,
      and(
        eq(routineDefinitionFolders.id, routineSequences.folderId),
        eq(routineDefinitionFolders.tenantId, routineSequences.tenantId),
      ),
    )
    .where(
      and(
        eq(routineSequences.tenantId, ctx.tenantId),
        visibleLibrariesWhere(actor, routineSequences.companyId, q.scope),
        q.folderId === undefined
          ? undefined
          : q.folderId === 'root'
            ? isNull(routineSequences.folderId)
            : eq(routineSequences.folderId, q.folderId),
        titleContains(routineSequences.searchTitle, q.search),
      ),
    )
    .orderBy(asc(routineSequences.searchTitle), asc(routineSequences.id))
    .limit(limit)
    .offset(offset);
  return {
    items: rows.map((r) => presentSequenceSummary(r.row, r.folderTitle, r.itemCount, actor)),
    total: rows[0]?.total ?? 0,
  };
}

/** POST /routines/definitions/sequences: an empty routine in the actor's library (New routine added!). */
export async function createSequence(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  body: { title: string; days: number; folderId?: number | null },
  links: FileLinks,
): Promise<Sequence> {
  authorize(actor, 'routineSequence.create', undefined, 'Participants keep no exercise library.');
  const companyId = routineLibraryOf(actor)!;
  const folderId = body.folderId ? await checkLibraryFolder(tx, ctx, body.folderId, companyId, 'SEQUENCES') : null;
  const [row] = await tx
    .insert(routineSequences)
    .values({
      tenantId: ctx.tenantId,
      companyId,
      folderId,
      title: body.title,
      days: body.days,
      createdByProfileId: actor.profileId,
    })
    .returning();
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: SEQUENCE_ENTITY, entityId: row!.id, after: row });
  return readSequence(tx, ctx, actor, row!.id, links);
}

/**
 * A change of a routine or its items (every one needs the routine's If-Match): the routine the actor may
 * change, 412 with the whole routine when the version is stale; the version is bumped first (the row is
 * locked, so concurrent changes of one routine queue and the later one gets its 412), then the change runs,
 * the routine grows to its last day with an item, the change is audited and the whole routine answered.
 */
export async function changeSequence(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  links: FileLinks,
  change: (s: SequenceRow) => Promise<{ values?: Partial<SequenceRow>; audit: Record<string, unknown> }>,
): Promise<Sequence> {
  const loaded = await getSequence(tx, ctx, actor, id, 'routineSequence.change');
  const stale = () => presentLoaded(tx, ctx, actor, loaded, links).then((current) => preconditionFailed(current));
  if (loaded.row.version !== expectedVersion) throw await stale();
  const [locked] = await tx
    .update(routineSequences)
    .set({ version: sql`${routineSequences.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(routineSequences.tenantId, ctx.tenantId),
        eq(routineSequences.id, id),
        eq(routineSequences.version, expectedVersion),
      ),
    )
    .returning();
  if (!locked) throw await stale();
  const { values, audit } = await change(locked);
  const [{ lastDay } = { lastDay: 0 }] = await tx
    .select({ lastDay: sql<number>`coalesce(max(${routineSequenceItems.day}), 0)`.mapWith(Number) })
    .from(routineSequenceItems)
    .where(and(eq(routineSequenceItems.tenantId, ctx.tenantId), eq(routineSequenceItems.sequenceId, id)));
  const days = Math.max(values?.days ?? locked.days, lastDay);
  let row = locked;
  if (values || days !== locked.days) {
    [row] = (await tx
      .update(routineSequences)
      .set({ ...values, days })
      .where(and(eq(routineSequences.tenantId, ctx.tenantId), eq(routineSequences.id, id)))
      .returning()) as [SequenceRow];
  }
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: SEQUENCE_ENTITY,
    entityId: id,
    before: loaded.row,
    after: { ...row, ...audit },
  });
  const folderTitle =
    row.folderId === loaded.row.folderId ? loaded.folderTitle : await folderTitleOf(tx, ctx, row.folderId);
  return presentLoaded(tx, ctx, actor, { ...loaded, row, folderTitle }, links);
}

async function folderTitleOf(tx: Db, ctx: RequestContext, folderId: number | null): Promise<string | null> {
  if (folderId === null) return null;
  const [f] = await tx
    .select({ title: routineDefinitionFolders.title })
    .from(routineDefinitionFolders)
    .where(and(eq(routineDefinitionFolders.tenantId, ctx.tenantId), eq(routineDefinitionFolders.id, folderId)));
  return f?.title ?? null;
}

/** PUT /sequences/{id}: title and number of days, never below the last day with an item (Routine renamed!). */
export async function updateSequence(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  body: { title?: string; days?: number },
  links: FileLinks,
): Promise<Sequence> {
  return changeSequence(tx, ctx, actor, id, expectedVersion, links, async (s) => {
    if (body.days !== undefined && body.days < s.days) {
      const last = await lastDayOf(tx, ctx, id);
      if (body.days < last) {
        throw fieldError('body.days', `Day ${last} has items: the routine needs at least ${last} days.`);
      }
    }
    const values: Partial<SequenceRow> = {};
    if (body.title !== undefined) values.title = body.title;
    if (body.days !== undefined) values.days = body.days;
    return { values, audit: {} };
  });
}

async function lastDayOf(tx: Db, ctx: RequestContext, id: number): Promise<number> {
  const [r] = await tx
    .select({ last: sql<number>`coalesce(max(${routineSequenceItems.day}), 0)`.mapWith(Number) })
    .from(routineSequenceItems)
    .where(and(eq(routineSequenceItems.tenantId, ctx.tenantId), eq(routineSequenceItems.sequenceId, id)));
  return r?.last ?? 0;
}

/** PUT /sequences/{id}/folder: into a folder of routines of its library, or out of any. */
export async function moveSequence(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  folderId: number | null,
  links: FileLinks,
): Promise<Sequence> {
  return changeSequence(tx, ctx, actor, id, expectedVersion, links, async (s) => ({
    values: {
      folderId: folderId === null ? null : await checkLibraryFolder(tx, ctx, folderId, s.companyId, 'SEQUENCES'),
    },
    audit: {},
  }));
}

/**
 * Deletes routines with their items and shares, audited. Assignments and the calendar items they made
 * stay: a participant's plan does not change when the routine it came from goes (their assignment_id
 * keeps the history).
 */
export async function removeSequences(tx: Db, ctx: RequestContext, rows: SequenceRow[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  await tx
    .delete(routineSequenceItems)
    .where(and(eq(routineSequenceItems.tenantId, ctx.tenantId), anyId(routineSequenceItems.sequenceId, ids)));
  await forgetShares(tx, ctx, 'SEQUENCE', ids);
  await tx
    .delete(routineSequences)
    .where(and(eq(routineSequences.tenantId, ctx.tenantId), anyId(routineSequences.id, ids)));
  await recordAudits(
    tx,
    ctx,
    rows.map((r) => ({ operation: 'DELETE' as const, entityType: SEQUENCE_ENTITY, entityId: r.id, before: r })),
  );
}

/** DELETE /sequences/{id}, with If-Match (Routine deleted!): allowed when assigned (calendars keep their items). */
export async function deleteSequence(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  links: FileLinks,
): Promise<void> {
  const loaded = await getSequence(tx, ctx, actor, id, 'routineSequence.change');
  if (loaded.row.version !== expectedVersion) {
    throw preconditionFailed(await presentLoaded(tx, ctx, actor, loaded, links));
  }
  await removeSequences(tx, ctx, [loaded.row]);
}
