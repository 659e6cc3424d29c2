import type { CollectField, DefinitionFolder, DefinitionMedia } from '@stride/contracts';
import {
  localizedTexts,
  ownsRoutineLibrary,
  type Definition,
  type DefinitionKind,
  type PolicyActor,
} from '@stride/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { presentResource, type ResourceRow, mediaResourcesByIds } from '../library/index.js';
import type { DefinitionFolderRow } from './routines.table.js';
import { routineDefinitions, routineSeriesExercises, type DefinitionRow } from './routines.table.js';

/** What presenting definitions needs besides their rows: their media and circuits' exercises, read once per list. */
export interface DefinitionContext {
  actor: PolicyActor;
  /** The reader's language: a title and description kept in it are the ones presented. */
  language?: 'en' | 'es';
  links: FileLinks;
  media: Map<number, ResourceRow>;
  /** A circuit's exercises in order, by circuit id. */
  circuits: Map<number, DefinitionRow[]>;
}

export function presentMedia(row: ResourceRow | undefined, links: FileLinks): DefinitionMedia | null {
  if (!row) return null;
  const r = presentResource(row, links);
  return {
    resourceId: r.id,
    title: r.title,
    fileTypeId: r.fileTypeId,
    processing: r.processing,
    processingStatus: r.processingStatus,
    fileUrl: r.fileUrl,
    playbackUrl: r.playbackUrl,
    thumbnailUrl: r.thumbnailUrl,
  };
}

const mediaOf = (id: number | null, c: DefinitionContext) =>
  id === null ? null : presentMedia(c.media.get(id), c.links);

export function presentDefinition(row: DefinitionRow, c: DefinitionContext): Definition {
  const media = mediaOf(row.mediaResourceId, c);
  const additionalMedia = mediaOf(row.additionalMediaResourceId, c);
  const exercises = (c.circuits.get(row.id) ?? []).map((e, position) => ({
    exerciseDefinitionId: e.id,
    position,
    title: localizedTexts(e, e.translations, c.language).title,
    media: mediaOf(e.mediaResourceId, c),
  }));
  const texts = localizedTexts(row, row.translations, c.language);
  return {
    id: row.id,
    kind: row.kind as DefinitionKind,
    companyId: row.companyId,
    folderId: row.folderId,
    title: texts.title,
    name: texts.title,
    description: texts.description,
    translations: row.translations,
    media,
    additionalMedia,
    mobileStaticMedia: row.mobileStaticMediaId,
    externalUrl: row.externalUrl,
    time: row.timeSeconds,
    weight: row.weight,
    repetitions: row.repetitions,
    series: row.series,
    restTimeBetweenSeries: row.restTimeBetweenSeries,
    restTimeAfterExercise: row.restTimeAfterExercise,
    distance: row.distance,
    collect: row.collect as CollectField[],
    exercises,
    processing: Boolean(media?.processing || additionalMedia?.processing),
    editable: ownsRoutineLibrary(c.actor, row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export const presentFolder = (row: DefinitionFolderRow, itemCount: number, actor: PolicyActor): DefinitionFolder => ({
  id: row.id,
  title: row.title,
  companyId: row.companyId,
  itemCount,
  editable: ownsRoutineLibrary(actor, row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

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
  const c: DefinitionContext = { actor, links, media, circuits, language: ctx.language };
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
