import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  DEFINITION_IN_USE,
  isPracticeStaff,
  routineLibraryOf,
  seesRoutineLibrary,
  type Definition,
  type DefinitionBody,
  type DefinitionItemsQuery,
  type DefinitionKind,
  type MediaOption,
  type PolicyActor,
} from '@stride/contracts';
import { recordAudit, recordAudits } from '../../platform/audit/audit.js';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { badRequest, HttpError, notFound, preconditionFailed } from '../../platform/http/errors.js';
import { updateVersioned } from '../../platform/http/etag.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import {
  keepUploadInLibrary,
  mediaResourcesByIds,
  usableResource,
  type ReceivedFile,
} from '../library/media.service.js';
import { presentDefinition, type DefinitionContext } from './routines.presenter.js';
import { definitionSharedWith, forgetShares } from './sharing.queries.js';
import { describeRoutineUses, releaseRoutineUses, routineUsesOf, type RoutineUse } from './sequences.usage.js';
import type { routineSequences } from './sequences.table.js';
import type { routineDefinitionFolders } from './routines.table.js';
import { routineDefinitions, routineSeriesExercises, type DefinitionRow } from './routines.table.js';
import { titleContains } from '../../platform/db/title-search.js';
import { checkLibraryFolder } from './library-folder.js';

export const DEFINITION_ENTITY = 'routine_definition';
export const DEFINITION_NOUN: Record<DefinitionKind, string> = {
  EXERCISE: 'Exercise',
  SERIES: 'Circuit',
  ACTIVITY: 'Activity',
};

const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);

/** Files uploaded with a create or update: `file` is the media, `additionalFile` the additional media. */
export type { UploadedMedia } from '../library/media-uploads.service.js';
import type { UploadedMedia } from '../library/media-uploads.service.js';

/** The libraries an actor sees, as a condition (routineDefinition.view in SQL); `scope` narrows it. */
export function visibleLibrariesWhere(
  actor: PolicyActor,
  companyId:
    typeof routineDefinitions.companyId | typeof routineDefinitionFolders.companyId | typeof routineSequences.companyId,
  scope: 'all' | 'platform' | 'company' = 'all',
): SQL {
  const own = routineLibraryOf(actor);
  const platform = isNull(companyId);
  const company = typeof own === 'number' ? eq(companyId, own) : sql`false`;
  if (own === undefined) return sql`false`;
  if (scope === 'platform') return platform;
  if (scope === 'company') return company;
  return or(platform, company)!;
}

/** Presents definitions with their media and circuits' exercises, read in two queries whatever the count. */
export async function presentDefinitions(
  tx: Db,
  ctx: RequestContext,
  actor: PolicyActor,
  rows: DefinitionRow[],
  links: FileLinks,
): Promise<Definition[]> {
  const circuits = new Map<number, DefinitionRow[]>();
  const seriesIds = rows.filter((r) => r.kind === 'SERIES').map((r) => r.id);
  if (seriesIds.length) {
    const parts = await tx
      .select({ seriesId: routineSeriesExercises.seriesId, exercise: routineDefinitions })
      .from(routineSeriesExercises)
      .innerJoin(
        routineDefinitions,
        and(
          eq(routineDefinitions.id, routineSeriesExercises.exerciseId),
          eq(routineDefinitions.tenantId, routineSeriesExercises.tenantId),
        ),
      )
      .where(and(eq(routineSeriesExercises.tenantId, ctx.tenantId), anyId(routineSeriesExercises.seriesId, seriesIds)))
      .orderBy(asc(routineSeriesExercises.seriesId), asc(routineSeriesExercises.position));
    for (const p of parts) circuits.set(p.seriesId, [...(circuits.get(p.seriesId) ?? []), p.exercise]);
  }
  const mediaIds = [...rows, ...[...circuits.values()].flat()].flatMap((r) =>
    [r.mediaResourceId, r.additionalMediaResourceId].filter((id): id is number => id !== null),
  );
  const media = await mediaResourcesByIds(tx, ctx.tenantId, mediaIds);
  const c: DefinitionContext = { actor, links, media, circuits };
  return rows.map((r) => presentDefinition(r, c));
}

export async function presentOne(
  tx: Db,
  ctx: RequestContext,
  actor: PolicyActor,
  row: DefinitionRow,
  links: FileLinks,
) {
  return (await presentDefinitions(tx, ctx, actor, [row], links))[0]!;
}

/** A definition the actor sees, of this kind when given (another kind's id is a 404); `change` for the owner's. */
export async function getDefinition(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  kind: DefinitionKind | undefined,
  action: 'routineDefinition.view' | 'routineDefinition.change' = 'routineDefinition.view',
): Promise<DefinitionRow> {
  const [row] = await tx
    .select()
    .from(routineDefinitions)
    .where(
      and(
        eq(routineDefinitions.tenantId, ctx.tenantId),
        eq(routineDefinitions.id, id),
        kind ? eq(routineDefinitions.kind, kind) : undefined,
      ),
    );
  if (!row) throw notFound(kind ? DEFINITION_NOUN[kind] : 'Definition');
  authorize(actor, action, await withShares(tx, ctx, actor, row));
  return row;
}

/** The definition as the policy sees it: with the actor's company when shared with it (read-only to them). */
async function withShares(tx: Db, ctx: RequestContext, actor: Actor, row: DefinitionRow) {
  if (seesRoutineLibrary(actor, row) || !isPracticeStaff(actor) || actor.companyId === null) return row;
  const shared = await definitionSharedWith(tx, ctx, row.id, actor.companyId);
  return shared ? { ...row, sharedWithCompanyIds: [actor.companyId] } : row;
}

/**
 * The media id a definition gets from a media option (spec 001 section 3): an upload wins; a library
 * file must be one of the actor's library; {remove} clears; none (or the media as GET answered it)
 * keeps what is there.
 */
export async function resolveMedia(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  option: MediaOption | null | undefined,
  upload: ReceivedFile | undefined,
  current: number | null,
  path: string,
): Promise<{ id: number | null; uploaded?: number }> {
  if (upload) {
    const kept = await keepUploadInLibrary(tx, ctx, actor, upload);
    return { id: kept.id, uploaded: kept.id };
  }
  if (!option) return { id: current };
  if ('remove' in option) return { id: null };
  const wanted = 'mlSourceResourceId' in option ? option.mlSourceResourceId : option.resourceId;
  if (wanted === current) return { id: current };
  if (!(await usableResource(tx, ctx, actor, wanted))) throw fieldError(path, 'Choose a file of your library.');
  return { id: wanted };
}

/**
 * A circuit's exercises: each an exercise the circuit's viewers all see (the platform's, or of the
 * circuit's own library); 400 naming the ones that are not.
 */
async function checkCircuitExercises(
  tx: Db,
  ctx: RequestContext,
  companyId: number | null,
  ids: number[],
): Promise<void> {
  const rows = await tx
    .select({ id: routineDefinitions.id, kind: routineDefinitions.kind, companyId: routineDefinitions.companyId })
    .from(routineDefinitions)
    .where(and(eq(routineDefinitions.tenantId, ctx.tenantId), anyId(routineDefinitions.id, ids)));
  const ok = new Set(
    rows.filter((r) => r.kind === 'EXERCISE' && (r.companyId === null || r.companyId === companyId)).map((r) => r.id),
  );
  const bad = [...new Set(ids)].filter((id) => !ok.has(id));
  if (bad.length) {
    throw fieldError('body.exercises', `These are not exercises of this library: ${bad.slice(0, 20).join(', ')}.`);
  }
}

async function writeCircuit(tx: Db, ctx: RequestContext, seriesId: number, exerciseIds: number[]) {
  await tx
    .delete(routineSeriesExercises)
    .where(and(eq(routineSeriesExercises.tenantId, ctx.tenantId), eq(routineSeriesExercises.seriesId, seriesId)));
  if (exerciseIds.length) {
    await tx
      .insert(routineSeriesExercises)
      .values(exerciseIds.map((exerciseId, position) => ({ tenantId: ctx.tenantId, seriesId, position, exerciseId })));
  }
}

/** The columns a body sets (media and exercises apart). */
export function fieldsOf(body: DefinitionBody) {
  return {
    title: body.title,
    description: body.description ?? null,
    mobileStaticMediaId: body.mobileStaticMedia ?? null,
    externalUrl: body.externalUrl ?? null,
    timeSeconds: body.time ?? null,
    weight: body.weight ?? null,
    repetitions: body.repetitions ?? null,
    series: body.series ?? null,
    restTimeBetweenSeries: body.restTimeBetweenSeries ?? null,
    restTimeAfterExercise: body.restTimeAfterExercise,
    distance: body.distance ?? null,
    collect: [...new Set(body.collect)],
  };
}

export interface SavedDefinition {
  row: DefinitionRow;
  /** Library files made of this call's uploads: their processing starts after the commit. */
  uploaded: number[];
}

/** POST /routines/definitions/exercises|series|activities: in the actor's library (Single exercise/Circuit/Activity added!). */
export async function createDefinition(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  kind: DefinitionKind,
  body: DefinitionBody,
  files: UploadedMedia = {},
): Promise<SavedDefinition> {
  authorize(actor, 'routineDefinition.create', undefined, 'Participants keep no exercise library.');
  const companyId = routineLibraryOf(actor)!;
  const folderId = body.folderId ? await checkLibraryFolder(tx, ctx, body.folderId, companyId, 'DEFINITIONS') : null;
  const exerciseIds = (body.exercises ?? []).map((e) => e.exerciseDefinitionId);
  if (kind === 'SERIES') await checkCircuitExercises(tx, ctx, companyId, exerciseIds);
  const media = await resolveMedia(tx, ctx, actor, body.media, files.file, null, 'body.media');
  const additional = await resolveMedia(
    tx,
    ctx,
    actor,
    body.additionalMedia,
    files.additionalFile,
    null,
    'body.additionalMedia',
  );
  const [row] = await tx
    .insert(routineDefinitions)
    .values({
      tenantId: ctx.tenantId,
      kind,
      companyId,
      folderId,
      ...fieldsOf(body),
      mediaResourceId: media.id,
      additionalMediaResourceId: additional.id,
      createdByProfileId: actor.profileId,
    })
    .returning();
  if (kind === 'SERIES') await writeCircuit(tx, ctx, row!.id, exerciseIds);
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: DEFINITION_ENTITY,
    entityId: row!.id,
    after: { ...row, exercises: exerciseIds },
  });
  return { row: row!, uploaded: [media.uploaded, additional.uploaded].filter((id): id is number => id !== undefined) };
}

const versioned = (ctx: RequestContext, actor: PolicyActor, id: number, expectedVersion: number, links: FileLinks) => ({
  table: routineDefinitions,
  id,
  tenantId: ctx.tenantId,
  expectedVersion,
  entity: 'Definition',
  present: (r: DefinitionRow) => presentDefinition(r, { actor, links, media: new Map(), circuits: new Map() }),
});

/** PUT /routines/definitions/exercises|series|activities/{id}, with If-Match: the whole definition. */
export async function updateDefinition(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  kind: DefinitionKind,
  id: number,
  expectedVersion: number,
  body: DefinitionBody,
  links: FileLinks,
  files: UploadedMedia = {},
): Promise<SavedDefinition> {
  const before = await getDefinition(tx, ctx, actor, id, kind, 'routineDefinition.change');
  if (before.version !== expectedVersion) throw preconditionFailed(await presentOne(tx, ctx, actor, before, links));
  const folderId =
    body.folderId === undefined
      ? before.folderId
      : body.folderId === null
        ? null
        : await checkLibraryFolder(tx, ctx, body.folderId, before.companyId, 'DEFINITIONS');
  const exerciseIds = (body.exercises ?? []).map((e) => e.exerciseDefinitionId);
  if (kind === 'SERIES') {
    if (exerciseIds.includes(id)) throw fieldError('body.exercises', 'A circuit cannot contain itself.');
    await checkCircuitExercises(tx, ctx, before.companyId, exerciseIds);
  }
  const media = await resolveMedia(tx, ctx, actor, body.media, files.file, before.mediaResourceId, 'body.media');
  const additional = await resolveMedia(
    tx,
    ctx,
    actor,
    body.additionalMedia,
    files.additionalFile,
    before.additionalMediaResourceId,
    'body.additionalMedia',
  );
  const row = await updateVersioned(tx, versioned(ctx, actor, id, expectedVersion, links), {
    ...fieldsOf(body),
    folderId,
    mediaResourceId: media.id,
    additionalMediaResourceId: additional.id,
  });
  if (kind === 'SERIES') await writeCircuit(tx, ctx, id, exerciseIds);
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: DEFINITION_ENTITY,
    entityId: id,
    before,
    after: kind === 'SERIES' ? { ...row, exercises: exerciseIds } : row,
  });
  return { row, uploaded: [media.uploaded, additional.uploaded].filter((x): x is number => x !== undefined) };
}

/** PUT /routines/definitions/items/{id}: rename or move any kind, with If-Match. */
export async function updateDefinitionItem(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  body: { title?: string; folderId?: number | null },
  links: FileLinks,
): Promise<DefinitionRow> {
  const before = await getDefinition(tx, ctx, actor, id, undefined, 'routineDefinition.change');
  const values: Partial<DefinitionRow> = {};
  if (body.title !== undefined) values.title = body.title;
  if (body.folderId !== undefined) {
    values.folderId =
      body.folderId === null ? null : await checkLibraryFolder(tx, ctx, body.folderId, before.companyId, 'DEFINITIONS');
  }
  const row = await updateVersioned(tx, versioned(ctx, actor, id, expectedVersion, links), values);
  await recordAudit(tx, ctx, { operation: 'UPDATE', entityType: DEFINITION_ENTITY, entityId: id, before, after: row });
  return row;
}

/** The circuits that use these exercises (outside `except`), for the refusal of a delete. */
async function circuitsUsing(tx: Db, ctx: RequestContext, ids: number[], except: number[] = []) {
  if (ids.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: routineDefinitions.id, title: routineDefinitions.title })
    .from(routineSeriesExercises)
    .innerJoin(
      routineDefinitions,
      and(
        eq(routineDefinitions.id, routineSeriesExercises.seriesId),
        eq(routineDefinitions.tenantId, routineSeriesExercises.tenantId),
      ),
    )
    .where(and(eq(routineSeriesExercises.tenantId, ctx.tenantId), anyId(routineSeriesExercises.exerciseId, ids)))
    .orderBy(routineDefinitions.title, routineDefinitions.id);
  return rows.filter((r) => !except.includes(r.id)).map((r) => ({ kind: 'SERIES' as const, ...r }));
}

const inUse = (what: string, circuits: { kind: 'SERIES'; id: number; title: string }[], elsewhere: RoutineUse[]) => {
  const names = circuits
    .slice(0, 5)
    .map((u) => `"${u.title}"`)
    .join(', ');
  const more = circuits.length > 5 ? ` and ${circuits.length - 5} more` : '';
  const where = [
    ...(circuits.length ? [`the circuit${circuits.length > 1 ? 's' : ''} ${names}${more}`] : []),
    ...describeRoutineUses(elsewhere),
  ];
  const list = where.length > 1 ? `${where.slice(0, -1).join(', ')} and ${where.at(-1)}` : where[0];
  return new HttpError(
    409,
    DEFINITION_IN_USE,
    `${what} is used in ${list}. Remove it from there first, or delete it anyway.`,
    undefined,
    { usedIn: [...circuits, ...elsewhere] },
  );
};

/**
 * Removes definitions (and their places in circuits, and a circuit's list), audited. Exercises used in
 * circuits not removed with them, and definitions in routines or on participants' calendars, are refused
 * (409 DEFINITION_IN_USE naming where) unless forced: then they leave those circuits and routines, and
 * calendar items keep their copy without the link.
 */
export async function removeDefinitions(
  tx: Db,
  ctx: RequestContext,
  rows: DefinitionRow[],
  force: boolean,
  what: string,
): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  const usedIn = await circuitsUsing(tx, ctx, ids, ids);
  // Routines and participants' calendars (sequences.usage.ts).
  const elsewhere = await routineUsesOf(tx, ctx, rows);
  if ((usedIn.length || elsewhere.length) && !force) throw inUse(what, usedIn, elsewhere);
  await releaseRoutineUses(tx, ctx, ids);
  await tx
    .delete(routineSeriesExercises)
    .where(
      and(
        eq(routineSeriesExercises.tenantId, ctx.tenantId),
        or(anyId(routineSeriesExercises.exerciseId, ids), anyId(routineSeriesExercises.seriesId, ids)),
      ),
    );
  await tx
    .delete(routineDefinitions)
    .where(and(eq(routineDefinitions.tenantId, ctx.tenantId), anyId(routineDefinitions.id, ids)));
  await forgetShares(tx, ctx, 'DEFINITION', ids);
  await recordAudits(
    tx,
    ctx,
    rows.map((r) => ({ operation: 'DELETE' as const, entityType: DEFINITION_ENTITY, entityId: r.id, before: r })),
  );
}

/** DELETE /routines/definitions/exercises|series|activities/{id} {force}, with If-Match (Item deleted!). */
export async function deleteDefinition(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  kind: DefinitionKind,
  id: number,
  expectedVersion: number,
  force: boolean,
  links: FileLinks,
): Promise<void> {
  const row = await getDefinition(tx, ctx, actor, id, kind, 'routineDefinition.change');
  if (row.version !== expectedVersion) throw preconditionFailed(await presentOne(tx, ctx, actor, row, links));
  await removeDefinitions(tx, ctx, [row], force, `"${row.title}"`);
}

/** GET lists: a page of the definitions the actor sees, by title; kind, folder (or `root`), search, scope. */
export async function listDefinitions(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  q: DefinitionItemsQuery,
): Promise<{ rows: DefinitionRow[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const found = await tx
    .select({ row: routineDefinitions, total: totalCount() })
    .from(routineDefinitions)
    .where(
      and(
        eq(routineDefinitions.tenantId, ctx.tenantId),
        visibleLibrariesWhere(actor, routineDefinitions.companyId, q.scope),
        q.kind ? eq(routineDefinitions.kind, q.kind) : undefined,
        q.folderId === undefined
          ? undefined
          : q.folderId === 'root'
            ? isNull(routineDefinitions.folderId)
            : eq(routineDefinitions.folderId, q.folderId),
        titleContains(routineDefinitions.searchTitle, q.search),
      ),
    )
    .orderBy(asc(routineDefinitions.searchTitle), asc(routineDefinitions.id))
    .limit(limit)
    .offset(offset);
  return { rows: found.map((f) => f.row), total: found[0]?.total ?? 0 };
}

/**
 * Copies definitions into the actor's library (folderId: one of theirs, else none): each copy independent,
 * media shared (the same library files), a circuit's exercises kept when the copy's library sees them
 * (the platform's, or copied along), else copied too. Audited as creations with where they came from.
 */
export async function copyDefinitions(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  ids: number[],
  folderId: number | null | undefined,
): Promise<DefinitionRow[]> {
  authorize(actor, 'routineDefinition.copy', undefined, 'Participants keep no exercise library.');
  const companyId = routineLibraryOf(actor)!;
  const target = folderId ? await checkLibraryFolder(tx, ctx, folderId, companyId, 'DEFINITIONS') : null;
  const wanted = [...new Set(ids)];
  const sources = await tx
    .select()
    .from(routineDefinitions)
    .where(
      and(
        eq(routineDefinitions.tenantId, ctx.tenantId),
        anyId(routineDefinitions.id, wanted),
        visibleLibrariesWhere(actor, routineDefinitions.companyId),
      ),
    );
  const found = new Set(sources.map((s) => s.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) throw fieldError('body.items', `Items not found: ${missing.slice(0, 20).join(', ')}.`);
  const byId = new Map(sources.map((s) => [s.id, s]));
  return copyRows(
    tx,
    ctx,
    actor,
    wanted.map((id) => byId.get(id)!),
    companyId,
    () => target,
  );
}

/** Inserts copies of rows into a library; `folderOf` places each copy. */
export async function copyRows(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  sources: DefinitionRow[],
  companyId: number | null,
  folderOf: (source: DefinitionRow) => number | null,
): Promise<DefinitionRow[]> {
  if (sources.length === 0) return [];
  const inserted = await tx
    .insert(routineDefinitions)
    .values(
      sources.map((s) => ({
        tenantId: ctx.tenantId,
        kind: s.kind,
        companyId,
        folderId: folderOf(s),
        title: s.title,
        description: s.description,
        mediaResourceId: s.mediaResourceId,
        additionalMediaResourceId: s.additionalMediaResourceId,
        mobileStaticMediaId: s.mobileStaticMediaId,
        externalUrl: s.externalUrl,
        timeSeconds: s.timeSeconds,
        weight: s.weight,
        repetitions: s.repetitions,
        series: s.series,
        restTimeBetweenSeries: s.restTimeBetweenSeries,
        restTimeAfterExercise: s.restTimeAfterExercise,
        distance: s.distance,
        collect: s.collect,
        createdByProfileId: actor.profileId,
      })),
    )
    .returning();
  // Rows come back in the order of the values.
  const copyOf = new Map(sources.map((s, i) => [s.id, inserted[i]!]));
  const seriesIds = sources.filter((s) => s.kind === 'SERIES').map((s) => s.id);
  if (seriesIds.length) {
    const parts = await tx
      .select({ part: routineSeriesExercises, exerciseCompanyId: routineDefinitions.companyId })
      .from(routineSeriesExercises)
      .innerJoin(
        routineDefinitions,
        and(
          eq(routineDefinitions.id, routineSeriesExercises.exerciseId),
          eq(routineDefinitions.tenantId, routineSeriesExercises.tenantId),
        ),
      )
      .where(
        and(eq(routineSeriesExercises.tenantId, ctx.tenantId), inArray(routineSeriesExercises.seriesId, seriesIds)),
      );
    // An exercise the copy's library would not see (another library's, not the platform's) is copied along.
    const strangers = parts
      .filter((p) => p.exerciseCompanyId !== null && p.exerciseCompanyId !== companyId)
      .map((p) => p.part.exerciseId)
      .filter((id) => !copyOf.has(id));
    if (strangers.length) {
      const extra = await tx
        .select()
        .from(routineDefinitions)
        .where(
          and(eq(routineDefinitions.tenantId, ctx.tenantId), anyId(routineDefinitions.id, [...new Set(strangers)])),
        );
      const copies = await copyRows(tx, ctx, actor, extra, companyId, () => null);
      extra.forEach((e, i) => copyOf.set(e.id, copies[i]!));
    }
    const values = parts
      .filter((p) => copyOf.has(p.part.seriesId))
      .map((p) => ({
        tenantId: ctx.tenantId,
        seriesId: copyOf.get(p.part.seriesId)!.id,
        position: p.part.position,
        // An exercise copied in the same call (a folder's) is its copy: the copies stand on their own.
        exerciseId: copyOf.get(p.part.exerciseId)?.id ?? p.part.exerciseId,
      }));
    if (values.length) await tx.insert(routineSeriesExercises).values(values);
  }
  await recordAudits(
    tx,
    ctx,
    sources.map((s) => ({
      operation: 'CREATE' as const,
      entityType: DEFINITION_ENTITY,
      entityId: copyOf.get(s.id)!.id,
      after: { ...copyOf.get(s.id)!, copiedFromDefinitionId: s.id },
    })),
  );
  return sources.map((s) => copyOf.get(s.id)!);
}
