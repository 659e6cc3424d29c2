import { and, eq, inArray } from 'drizzle-orm';
import { routineLibraryOf } from '@stride/contracts';
import { recordAudits } from '../../../platform/audit/audit.js';
import { anyId } from '../../../platform/db/arrays.js';
import type { Db } from '../../../platform/db/client.js';
import { authorize } from '../../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { fieldError } from '../../../platform/http/errors.js';
import { routineDefinitions, routineSeriesExercises, type DefinitionRow } from '../routines.table.js';
import { checkLibraryFolder } from '../folders/library-folder.js';
import { visibleLibrariesWhere, DEFINITION_ENTITY } from './definitions.service.js';

/**
 * Where copies of definitions go, for a copy of one's own or an import of shared ones alike: the actor's library
 * (refused to participants), and the folder of it they named, if any.
 */
export async function copyDestination(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  folderId: number | null | undefined,
): Promise<{ companyId: number | null; target: number | null }> {
  authorize(actor, 'routineDefinition.copy', undefined, 'Participants keep no exercise library.');
  const companyId = routineLibraryOf(actor)!;
  const target = folderId ? await checkLibraryFolder(tx, ctx, folderId, companyId, 'DEFINITIONS') : null;
  return { companyId, target };
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
  const { companyId, target } = await copyDestination(tx, ctx, actor, folderId);
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
        translations: s.translations,
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
