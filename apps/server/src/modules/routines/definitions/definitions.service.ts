import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  receivingCompanyOf,
  routineLibraryOf,
  seesRoutineLibrary,
  type DefinitionBody,
  type DefinitionItemsQuery,
  type DefinitionKind,
  type MediaOption,
  type PolicyActor,
} from '@stride/contracts';
import { recordAudit } from '../../../platform/audit/audit.js';
import { anyId } from '../../../platform/db/arrays.js';
import type { Db } from '../../../platform/db/client.js';
import { authorize } from '../../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { notFound, preconditionFailed, fieldError } from '../../../platform/http/errors.js';
import { updateVersioned } from '../../../platform/http/etag.js';
import { pageWindow, totalCount } from '../../../platform/http/paging.js';
import type { FileLinks } from '../../../platform/storage/file-links.js';
import { keepUploadInLibrary, usableResource, type ReceivedFile, type UploadedMedia } from '../../library/index.js';
import { presentDefinition, presentOne } from '../routines.presenter.js';
import { definitionSharedWith } from './shared-definitions.js';
import type { routineSequences } from '../sequences.table.js';
import type { routineDefinitionFolders } from '../routines.table.js';
import { routineDefinitions, routineSeriesExercises, type DefinitionRow } from '../routines.table.js';
import { titleContains } from '../../../platform/db/title-search.js';
import { checkLibraryFolder } from '../folders/library-folder.js';

export const DEFINITION_ENTITY = 'routine_definition';
export const DEFINITION_NOUN: Record<DefinitionKind, string> = {
  EXERCISE: 'Exercise',
  SERIES: 'Circuit',
  ACTIVITY: 'Activity',
};

/** Files uploaded with a create or update: `file` is the media, `additionalFile` the additional media. */
export type { UploadedMedia } from '../../library/index.js';

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
  const companyId = receivingCompanyOf(actor);
  if (seesRoutineLibrary(actor, row) || companyId === null) return row;
  const shared = await definitionSharedWith(tx, ctx, row.id, companyId);
  return shared ? { ...row, sharedWithCompanyIds: [companyId] } : row;
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
    ...(body.translations !== undefined ? { translations: body.translations } : {}),
  };
}

/**
 * The title and description a change writes are the reader's language (a definition is presented in it):
 * where the definition keeps that language in its translations, they go there and its own stay; else they
 * are its own (docs/decisions.md, "Coaching loop: one Spanish register").
 */
function writtenTexts(before: DefinitionRow, body: DefinitionBody, language: 'en' | 'es' | undefined) {
  const translations = body.translations ?? before.translations;
  if (!language || !translations[language]) return fieldsOf(body);
  return {
    ...fieldsOf(body),
    title: before.title,
    description: before.description,
    translations: {
      ...translations,
      [language]: { title: body.title, description: body.description ?? null },
    },
  };
}

/** POST /routines/definitions/exercises|series|activities: in the actor's library (Single exercise/Circuit/Activity added!). */
export async function createDefinition(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  kind: DefinitionKind,
  body: DefinitionBody,
  files: UploadedMedia,
  /** Takes the library files made of the uploads: their processing starts after the commit. */
  uploaded: number[],
): Promise<DefinitionRow> {
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
  uploaded.push(...[media.uploaded, additional.uploaded].filter((id): id is number => id !== undefined));
  return row!;
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
  files: UploadedMedia,
  uploaded: number[],
): Promise<DefinitionRow> {
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
    ...writtenTexts(before, body, ctx.language),
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
  uploaded.push(...[media.uploaded, additional.uploaded].filter((x): x is number => x !== undefined));
  return row;
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
