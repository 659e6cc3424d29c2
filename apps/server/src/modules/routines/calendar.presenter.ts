import { getTableColumns } from 'drizzle-orm';
import type { CalendarItem, CollectField, DefinitionKind, DefinitionMedia } from '@stride/contracts';
import type { FileLinks } from '../../platform/storage/file-links.js';
import type { ResourceRow } from '../library/media.service.js';
import { participantRoutineItems, type ParticipantRoutineItemRow } from './calendar.table.js';
import { presentMedia } from './routines.presenter.js';

const {
  tenantId: _tenant,
  createdByProfileId: _creator,
  ...presentedColumns
} = getTableColumns(participantRoutineItems);
/**
 * The columns a calendar item is presented from (a month's read selects only these: each column of each row
 * is decoded, docs/performance.md "Participant's calendar").
 */
export const CALENDAR_ITEM_COLUMNS = presentedColumns;
export type CalendarItemRow = Omit<ParticipantRoutineItemRow, 'tenantId' | 'createdByProfileId'>;

/** Every media id a calendar item shows: its media, its additional media, its circuit's exercises' media. */
export const calendarMediaIds = (rows: CalendarItemRow[]): number[] =>
  rows.flatMap((r) =>
    [r.mediaResourceId, r.additionalMediaResourceId, ...r.exercises.map((e) => e.mediaResourceId)].filter(
      (id): id is number => id !== null,
    ),
  );

/**
 * The files calendar items show, each presented once (its links signed once however many items show it),
 * by resource id.
 */
export const presentCalendarMedia = (media: Map<number, ResourceRow>, links: FileLinks) =>
  new Map<number, DefinitionMedia>([...media].map(([id, row]) => [id, presentMedia(row, links)!]));

/** A calendar item as every call answers it, its media presented as a definition's are (presentCalendarMedia). */
export function presentCalendarItem(row: CalendarItemRow, media: Map<number, DefinitionMedia>): CalendarItem {
  const mediaOf = (id: number | null) => (id === null ? null : (media.get(id) ?? null));
  const kind = row.kind as DefinitionKind;
  const m = mediaOf(row.mediaResourceId);
  const additional = mediaOf(row.additionalMediaResourceId);
  return {
    id: row.id,
    participantProfileId: row.participantProfileId,
    date: row.date,
    position: row.position,
    kind,
    definitionId: row.definitionId,
    exerciseDefinitionId: kind === 'EXERCISE' ? row.definitionId : null,
    exerciseDefinitionSeriesId: kind === 'SERIES' ? row.definitionId : null,
    activityDefinitionId: kind === 'ACTIVITY' ? row.definitionId : null,
    assignmentId: row.assignmentId,
    repeatKey: row.repeatKey,
    title: row.title,
    name: row.title,
    description: row.description,
    media: m,
    additionalMedia: additional,
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
    exercises: [...row.exercises]
      .sort((a, b) => a.position - b.position)
      .map((e, position) => ({
        exerciseDefinitionId: e.exerciseDefinitionId,
        position,
        title: e.title,
        media: mediaOf(e.mediaResourceId),
      })),
    processing: Boolean(m?.processing || additional?.processing),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
