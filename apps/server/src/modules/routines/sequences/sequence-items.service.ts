import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  MAX_SEQUENCE_DAYS,
  MAX_SEQUENCE_ITEMS,
  type AddSequenceItemBody,
  type DefinitionKind,
  type MoveSequenceItemBody,
  type PrescriptionInput,
  type Sequence,
} from '@stride/contracts';
import { anyId, intArray } from '../../../platform/db/arrays.js';
import type { Db } from '../../../platform/db/client.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { fieldError, notFound } from '../../../platform/http/errors.js';
import type { FileLinks } from '../../../platform/storage/file-links.js';
import { routineDefinitions, type DefinitionRow } from '../routines.table.js';
import { definitionOrFolderSharedWithSql } from '../definitions/shared-definitions.js';
import { routineSequenceItems, type SequenceItemRow } from '../sequences.table.js';
import type { PrescriptionColumns } from './sequences.presenter.js';
import { changeSequence, KEY_OF, NOUN, tooLong } from './sequences.service.js';

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
  const sharedWithLibrary = companyId === null ? sql`false` : definitionOrFolderSharedWithSql(companyId);
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
      .values({
        tenantId: ctx.tenantId,
        sequenceId: id,
        day: body.day,
        position,
        kind,
        definitionId,
        ...prescriptionColumns(body.prescription),
      })
      .returning();
    return { audit: { addedItem: item } };
  });
}

/** The columns of a prescription as given: only the keys given (null clears one). */
function prescriptionColumns(p: PrescriptionInput | undefined): Partial<PrescriptionColumns> {
  if (!p) return {};
  const columns: Partial<PrescriptionColumns> = {};
  if (p.time !== undefined) columns.timeSeconds = p.time;
  if (p.weight !== undefined) columns.weight = p.weight;
  if (p.repetitions !== undefined) columns.repetitions = p.repetitions;
  if (p.series !== undefined) columns.series = p.series;
  if (p.restTimeBetweenSeries !== undefined) columns.restTimeBetweenSeries = p.restTimeBetweenSeries;
  return columns;
}

/** An item's own prescription, as a copy of it keeps. */
export const copiedPrescription = (item: SequenceItemRow): PrescriptionColumns => ({
  timeSeconds: item.timeSeconds,
  weight: item.weight,
  repetitions: item.repetitions,
  series: item.series,
  restTimeBetweenSeries: item.restTimeBetweenSeries,
});

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
    return {
      tenantId: ctx.tenantId,
      sequenceId,
      day,
      position,
      kind: source.kind,
      definitionId: source.definitionId,
      ...copiedPrescription(source),
    };
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
 * day or across days; the positions of both days renumbered from 0. Without a position it goes to the end
 * of another day, and stays where it is in its own (the item written back as read is no move).
 */
export async function moveSequenceItem(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  itemId: number,
  expectedVersion: number,
  body: MoveSequenceItemBody,
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
    const position = body.position ?? (body.day === moving.day ? moving.position : to.length);
    to.splice(Math.min(position, to.length), 0, moving);
    const places = [
      ...(body.day === moving.day ? [] : from.map((r, position) => ({ r, day: moving.day, position }))),
      ...to.map((r, position) => ({ r, day: body.day, position })),
    ]
      .filter(({ r, day, position }) => r.day !== day || r.position !== position)
      .map(({ r, day, position }) => ({ id: r.id, day, position }));
    await writePlaces(tx, ctx, places);
    const place = { day: body.day, position: to.indexOf(moving) };
    const prescription = prescriptionColumns(body.prescription);
    const changed = Object.entries(prescription).some(([k, v]) => moving[k as keyof typeof prescription] !== v);
    if (changed) {
      await tx
        .update(routineSequenceItems)
        .set(prescription)
        .where(and(eq(routineSequenceItems.tenantId, ctx.tenantId), eq(routineSequenceItems.id, itemId)));
    }
    const movedItem = { id: itemId, from: { day: moving.day, position: moving.position }, to: place };
    return {
      audit: changed
        ? { movedItem, prescription: { before: copiedPrescription(moving), after: prescription } }
        : { movedItem },
    };
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
