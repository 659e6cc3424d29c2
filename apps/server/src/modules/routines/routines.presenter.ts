import type { CollectField, Definition, DefinitionFolder, DefinitionKind, DefinitionMedia } from '@stride/contracts';
import { ownsRoutineLibrary, type PolicyActor } from '@stride/contracts';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { presentResource } from '../library/library.presenter.js';
import type { ResourceRow } from '../library/media.service.js';
import type { DefinitionFolderRow, DefinitionRow } from './routines.table.js';

/** What presenting definitions needs besides their rows: their media and circuits' exercises, read once per list. */
export interface DefinitionContext {
  actor: PolicyActor;
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
    title: e.title,
    media: mediaOf(e.mediaResourceId, c),
  }));
  return {
    id: row.id,
    kind: row.kind as DefinitionKind,
    companyId: row.companyId,
    folderId: row.folderId,
    title: row.title,
    name: row.title,
    description: row.description,
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
