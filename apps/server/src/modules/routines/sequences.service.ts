import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  MAX_SEQUENCE_DAYS,
  MAX_SEQUENCE_ITEMS,
  routineLibraryOf,
  type AddSequenceItemBody,
  type DefinitionKind,
  type Sequence,
  type SequenceListQuery,
  type SequenceSummary,
} from '@stride/contracts';
import { recordAudit, recordAudits } from '../../platform/audit/audit.js';
import { anyId, intArray } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { badRequest, notFound, preconditionFailed } from '../../platform/http/errors.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { mediaResourcesByIds } from '../library/media.service.js';
import { copyRows, visibleLibrariesWhere } from './definitions.service.js';
import { routineDefinitionFolders, routineDefinitions, type DefinitionRow } from './routines.table.js';
import { forgetShares } from './sharing.queries.js';
import { presentSequence, presentSequenceSummary, type LoadedItem } from './sequences.presenter.js';
import { routineSequenceItems, routineSequences, type SequenceItemRow, type SequenceRow } from './sequences.table.js';
import { SEQUENCE_ENTITY } from './sequences.usage.js';
import { titleContains } from '../../platform/db/title-search.js';
import { checkLibraryFolder } from './library-folder.js';

export { SEQUENCE_ENTITY };

const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);
const tooLong = (path: string) =>
  fieldError(
    path,
    `A routine has at most ${MAX_SEQUENCE_DAYS} days: these items would fall after day ${MAX_SEQUENCE_DAYS}.`,
  );

/** The key of the body that names a definition of each kind (POST .../items). */
const KEY_OF: Record<DefinitionKind, 'exerciseDefinitionId' | 'seriesDefinitionId' | 'activityDefinitionId'> = {
  EXERCISE: 'exerciseDefinitionId',
  SERIES: 'seriesDefinitionId',
  ACTIVITY: 'activityDefinitionId',
};
const NOUN: Record<DefinitionKind, string> = { EXERCISE: 'an exercise', SERIES: 'a circuit', ACTIVITY: 'an activity' };

/** A routine as its rules and answers need it: the row, its folder's title, the companies it is shared with. */
export interface LoadedSequence {
  row: SequenceRow;
  folderTitle: string | null;
  sharedWithCompanyIds: number[];
}

/** A loaded routine as its policy sees it. */
const asResource = (s: LoadedSequence) => ({
  companyId: s.row.companyId,
  sharedWithCompanyIds: s.sharedWithCompanyIds,
});

/** The companies a routine is shared with, as a column (routine_shares, subject SEQUENCE). */
const sharedWithSql = sql<
  number[]
>`coalesce((select array_agg(s.to_company_id) from routine_shares s where s.tenant_id = ${routineSequences.tenantId} and s.subject = 'SEQUENCE' and s.subject_id = ${routineSequences.id}), '{}'::int[])`;

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
    media: r.mediaId === null ? null : (media.get(r.mediaId) ?? null),
  }));
}

/** The whole routine as every call answers it. */
export async function presentLoaded(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  s: LoadedSequence,
  links: FileLinks,
): Promise<Sequence> {
  return presentSequence(s.row, s.folderTitle, await loadItems(tx, ctx, s.row.id), actor, links);
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
async function changeSequence(
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

/**
 * Which of these definitions the routine's library may hold: its own, the platform's, or one shared with
 * its company (by itself or through its folder). Answers the usable rows.
 */
async function usableDefinitions(
  tx: Db,
  ctx: RequestContext,
  companyId: number | null,
  ids: number[],
): Promise<DefinitionRow[]> {
  if (ids.length === 0) return [];
  const sharedWithLibrary =
    companyId === null
      ? sql`false`
      : sql`exists (select 1 from routine_shares s where s.tenant_id = ${routineDefinitions.tenantId} and s.to_company_id = ${companyId}
          and ((s.subject = 'DEFINITION' and s.subject_id = ${routineDefinitions.id})
            or (s.subject = 'FOLDER' and s.subject_id = ${routineDefinitions.folderId})))`;
  return tx
    .select()
    .from(routineDefinitions)
    .where(
      and(
        eq(routineDefinitions.tenantId, ctx.tenantId),
        anyId(routineDefinitions.id, ids),
        or(
          isNull(routineDefinitions.companyId),
          companyId === null ? sql`false` : eq(routineDefinitions.companyId, companyId),
          sharedWithLibrary,
        ),
      ),
    );
}

/** How many items each day of a routine holds (where a new item goes: the end). */
async function dayCounts(tx: Db, ctx: RequestContext, sequenceId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ day: routineSequenceItems.day, n: sql<number>`count(*)`.mapWith(Number) })
    .from(routineSequenceItems)
    .where(and(eq(routineSequenceItems.tenantId, ctx.tenantId), eq(routineSequenceItems.sequenceId, sequenceId)))
    .groupBy(routineSequenceItems.day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

const tooManyItems = () =>
  fieldError('body', `A routine holds at most ${MAX_SEQUENCE_ITEMS} items: remove some before adding more.`);

/** POST /sequences/{id}/items: a definition on a day, at a place in it or at the end (Item added!). */
export async function addSequenceItem(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  body: AddSequenceItemBody,
  links: FileLinks,
): Promise<Sequence> {
  return changeSequence(tx, ctx, actor, id, expectedVersion, links, async (s) => {
    const kind = (Object.keys(KEY_OF) as DefinitionKind[]).find((k) => body[KEY_OF[k]] !== undefined)!;
    const definitionId = body[KEY_OF[kind]]!;
    const [definition] = await usableDefinitions(tx, ctx, s.companyId, [definitionId]);
    if (!definition || definition.kind !== kind) {
      throw fieldError(`body.${KEY_OF[kind]}`, `Choose ${NOUN[kind]} of this library.`);
    }
    const counts = await dayCounts(tx, ctx, id);
    if ([...counts.values()].reduce((a, b) => a + b, 0) >= MAX_SEQUENCE_ITEMS) throw tooManyItems();
    const inDay = counts.get(body.day) ?? 0;
    const position = Math.min(body.position ?? inDay, inDay);
    if (position < inDay) {
      await tx
        .update(routineSequenceItems)
        .set({ position: sql`${routineSequenceItems.position} + 1` })
        .where(
          and(
            eq(routineSequenceItems.tenantId, ctx.tenantId),
            eq(routineSequenceItems.sequenceId, id),
            eq(routineSequenceItems.day, body.day),
            sql`${routineSequenceItems.position} >= ${position}`,
          ),
        );
    }
    const [item] = await tx
      .insert(routineSequenceItems)
      .values({ tenantId: ctx.tenantId, sequenceId: id, day: body.day, position, kind, definitionId })
      .returning();
    return { audit: { addedItem: item } };
  });
}

/** Items of this routine by id; 400 naming the ones that are not. */
async function itemsOf(tx: Db, ctx: RequestContext, sequenceId: number, ids: number[], path: string) {
  const wanted = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(routineSequenceItems)
    .where(
      and(
        eq(routineSequenceItems.tenantId, ctx.tenantId),
        eq(routineSequenceItems.sequenceId, sequenceId),
        anyId(routineSequenceItems.id, wanted),
      ),
    )
    .orderBy(asc(routineSequenceItems.day), asc(routineSequenceItems.position), asc(routineSequenceItems.id));
  const found = new Set(rows.map((r) => r.id));
  const missing = wanted.filter((i) => !found.has(i));
  if (missing.length) {
    throw fieldError(path, `These are not items of this routine: ${missing.slice(0, 20).join(', ')}.`);
  }
  return rows;
}

/** An item of this routine, or 404 (an item of another routine is not found here). */
async function itemOf(tx: Db, ctx: RequestContext, sequenceId: number, itemId: number): Promise<SequenceItemRow> {
  const [row] = await tx
    .select()
    .from(routineSequenceItems)
    .where(
      and(
        eq(routineSequenceItems.tenantId, ctx.tenantId),
        eq(routineSequenceItems.sequenceId, sequenceId),
        eq(routineSequenceItems.id, itemId),
      ),
    );
  if (!row) throw notFound('Item');
  return row;
}

/** Copies of items at the end of their target days, in the order given (one insert). */
async function appendCopies(
  tx: Db,
  ctx: RequestContext,
  sequenceId: number,
  copies: { day: number; source: SequenceItemRow }[],
): Promise<SequenceItemRow[]> {
  if (copies.length === 0) return [];
  const counts = await dayCounts(tx, ctx, sequenceId);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (total + copies.length > MAX_SEQUENCE_ITEMS) throw tooManyItems();
  const values = copies.map(({ day, source }) => {
    const position = counts.get(day) ?? 0;
    counts.set(day, position + 1);
    return { tenantId: ctx.tenantId, sequenceId, day, position, kind: source.kind, definitionId: source.definitionId };
  });
  return tx.insert(routineSequenceItems).values(values).returning();
}

/**
 * POST /sequences/{id}/items/copy (Items copied!): the chosen items keep their distance from the block's
 * first day; the first copy starts on `start`, each next one `interval` days after the previous one.
 */
export async function copySequenceItems(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  body: { start: number; repetitions: number; interval: number; items: number[] },
  links: FileLinks,
): Promise<Sequence> {
  return changeSequence(tx, ctx, actor, id, expectedVersion, links, async () => {
    const sources = await itemsOf(tx, ctx, id, body.items, 'body.items');
    const first = Math.min(...sources.map((s) => s.day));
    const copies: { day: number; source: SequenceItemRow }[] = [];
    for (let r = 0; r < body.repetitions; r++) {
      const offset = body.start + r * body.interval - first;
      for (const source of sources) copies.push({ day: source.day + offset, source });
    }
    if (copies.some((c) => c.day > MAX_SEQUENCE_DAYS)) throw tooLong('body.start');
    const made = await appendCopies(tx, ctx, id, copies);
    return { audit: { copiedItems: made.map((m) => m.id), from: body } };
  });
}

/** POST /sequences/{id}/items/{itemId}/copy (Item duplicated!): at the end of a day, its own by default. */
export async function copySequenceItem(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  itemId: number,
  expectedVersion: number,
  day: number | undefined,
  links: FileLinks,
): Promise<Sequence> {
  return changeSequence(tx, ctx, actor, id, expectedVersion, links, async () => {
    const source = await itemOf(tx, ctx, id, itemId);
    const [made] = await appendCopies(tx, ctx, id, [{ day: day ?? source.day, source }]);
    return { audit: { copiedItem: made, from: itemId } };
  });
}

/** Writes days and positions of items in one statement (only those that changed). */
async function writePlaces(tx: Db, ctx: RequestContext, places: { id: number; day: number; position: number }[]) {
  if (places.length === 0) return;
  await tx.execute(sql`
    update ${routineSequenceItems} set day = v.day, position = v.position
    from unnest(${intArray(places.map((p) => p.id))}, ${intArray(places.map((p) => p.day))}, ${intArray(places.map((p) => p.position))}) as v(id, day, position)
    where ${routineSequenceItems.tenantId} = ${ctx.tenantId} and ${routineSequenceItems.id} = v.id`);
}

/** Renumbers the positions of a routine's days from 0 (after removals), in one statement. */
async function renumber(tx: Db, ctx: RequestContext, sequenceId: number) {
  await tx.execute(sql`
    update ${routineSequenceItems} i set position = r.n - 1
    from (select id, row_number() over (partition by day order by position, id) as n
          from ${routineSequenceItems} where tenant_id = ${ctx.tenantId} and sequence_id = ${sequenceId}) r
    where i.id = r.id and i.position <> r.n - 1`);
}

/**
 * PUT /sequences/{id}/items/{itemId} (Item moved!): to a day and a place in it (drag and drop), within a
 * day or across days; the positions of both days renumbered from 0.
 */
export async function moveSequenceItem(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  itemId: number,
  expectedVersion: number,
  body: { day: number; position: number },
  links: FileLinks,
): Promise<Sequence> {
  return changeSequence(tx, ctx, actor, id, expectedVersion, links, async () => {
    const moving = await itemOf(tx, ctx, id, itemId);
    const days = [...new Set([moving.day, body.day])];
    const rows = await tx
      .select()
      .from(routineSequenceItems)
      .where(
        and(
          eq(routineSequenceItems.tenantId, ctx.tenantId),
          eq(routineSequenceItems.sequenceId, id),
          anyId(routineSequenceItems.day, days),
        ),
      )
      .orderBy(asc(routineSequenceItems.position), asc(routineSequenceItems.id));
    const from = rows.filter((r) => r.day === moving.day && r.id !== itemId);
    const to = body.day === moving.day ? from : rows.filter((r) => r.day === body.day);
    to.splice(Math.min(body.position, to.length), 0, moving);
    const places = [
      ...(body.day === moving.day ? [] : from.map((r, position) => ({ r, day: moving.day, position }))),
      ...to.map((r, position) => ({ r, day: body.day, position })),
    ]
      .filter(({ r, day, position }) => r.day !== day || r.position !== position)
      .map(({ r, day, position }) => ({ id: r.id, day, position }));
    await writePlaces(tx, ctx, places);
    return { audit: { movedItem: { id: itemId, from: { day: moving.day, position: moving.position }, to: body } } };
  });
}

/** DELETE /sequences/{id}/items/{itemId} (Item removed!) and POST .../items/delete (Items removed!). */
export async function removeSequenceItems(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  itemIds: number[],
  links: FileLinks,
  one: boolean,
): Promise<Sequence> {
  return changeSequence(tx, ctx, actor, id, expectedVersion, links, async () => {
    const rows = one ? [await itemOf(tx, ctx, id, itemIds[0]!)] : await itemsOf(tx, ctx, id, itemIds, 'body.items');
    await tx.delete(routineSequenceItems).where(
      and(
        eq(routineSequenceItems.tenantId, ctx.tenantId),
        anyId(
          routineSequenceItems.id,
          rows.map((r) => r.id),
        ),
      ),
    );
    await renumber(tx, ctx, id);
    return { audit: { removedItems: rows } };
  });
}

/**
 * Copies a routine into a library (the actor's): a new routine with the same days and items. Items whose
 * definitions the new library would not see (another company's, seen through a share) point to copies of
 * those definitions made along, as a folder copy does. One insert for the items.
 */
export async function copySequenceInto(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  source: SequenceRow,
  o: { title: string; folderId: number | null },
): Promise<SequenceRow> {
  const companyId = routineLibraryOf(actor)!;
  const [row] = await tx
    .insert(routineSequences)
    .values({
      tenantId: ctx.tenantId,
      companyId,
      folderId: o.folderId,
      title: o.title,
      days: source.days,
      createdByProfileId: actor.profileId,
    })
    .returning();
  const items = await tx
    .select({ item: routineSequenceItems, definitionCompanyId: routineDefinitions.companyId })
    .from(routineSequenceItems)
    .innerJoin(
      routineDefinitions,
      and(
        eq(routineDefinitions.id, routineSequenceItems.definitionId),
        eq(routineDefinitions.tenantId, routineSequenceItems.tenantId),
      ),
    )
    .where(and(eq(routineSequenceItems.tenantId, ctx.tenantId), eq(routineSequenceItems.sequenceId, source.id)))
    .orderBy(asc(routineSequenceItems.day), asc(routineSequenceItems.position), asc(routineSequenceItems.id));
  const strangerIds = [
    ...new Set(
      items
        .filter((i) => i.definitionCompanyId !== null && i.definitionCompanyId !== companyId)
        .map((i) => i.item.definitionId),
    ),
  ];
  const copyOf = new Map<number, number>();
  if (strangerIds.length) {
    const strangers = await tx
      .select()
      .from(routineDefinitions)
      .where(and(eq(routineDefinitions.tenantId, ctx.tenantId), anyId(routineDefinitions.id, strangerIds)))
      .orderBy(asc(routineDefinitions.id));
    const copies = await copyRows(tx, ctx, actor, strangers, companyId, () => null);
    strangers.forEach((s, i) => copyOf.set(s.id, copies[i]!.id));
  }
  if (items.length) {
    await tx.insert(routineSequenceItems).values(
      items.map(({ item }) => ({
        tenantId: ctx.tenantId,
        sequenceId: row!.id,
        day: item.day,
        position: item.position,
        kind: item.kind,
        definitionId: copyOf.get(item.definitionId) ?? item.definitionId,
      })),
    );
  }
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: SEQUENCE_ENTITY,
    entityId: row!.id,
    after: { ...row, copiedFromSequenceId: source.id, items: items.length, definitionsCopied: [...copyOf.values()] },
  });
  return row!;
}

/** POST /sequences/{id}/copy (Routine duplicated!): a routine the actor sees, into their library. */
export async function duplicateSequence(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  body: { title?: string; folderId?: number | null },
  links: FileLinks,
): Promise<Sequence> {
  const source = await getSequence(tx, ctx, actor, id);
  authorize(actor, 'routineSequence.copy', asResource(source), 'Participants keep no exercise library.');
  const companyId = routineLibraryOf(actor)!;
  // The copy stays in the source's folder when it is of the same library, unless a folder (or none) is given.
  const folderId =
    body.folderId === undefined
      ? source.row.companyId === companyId
        ? source.row.folderId
        : null
      : body.folderId === null
        ? null
        : await checkLibraryFolder(tx, ctx, body.folderId, companyId, 'SEQUENCES');
  const row = await copySequenceInto(tx, ctx, actor, source.row, {
    title: body.title ?? `${source.row.title} (copy)`.slice(0, 200),
    folderId,
  });
  return readSequence(tx, ctx, actor, row.id, links);
}

/** POST /sequences/{id}/shared/copy (Routine imported!): a routine shared with the actor's company, into their library. */
export async function importSharedSequence(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  folderId: number | null | undefined,
  links: FileLinks,
): Promise<Sequence> {
  const source = await getSequence(tx, ctx, actor, id);
  if (actor.companyId === null || !source.sharedWithCompanyIds.includes(actor.companyId)) {
    throw notFound('Shared routine');
  }
  authorize(actor, 'routineSequence.copy', asResource(source));
  const target = folderId ? await checkLibraryFolder(tx, ctx, folderId, routineLibraryOf(actor)!, 'SEQUENCES') : null;
  const row = await copySequenceInto(tx, ctx, actor, source.row, { title: source.row.title, folderId: target });
  return readSequence(tx, ctx, actor, row.id, links);
}
