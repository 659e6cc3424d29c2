import type { DefinitionMedia } from '@stride/contracts';
import {
  localizedTexts,
  type CalendarItem,
  type CalendarResult,
  type CollectField,
  type DefinitionKind,
  type ReportItem,
} from '@stride/contracts';
import { getTableColumns } from 'drizzle-orm';
import type { Rows } from './calendar-report.service.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { type ResourceRow, mediaResourcesByIds } from '../library/index.js';
import { presentMedia } from '../routines/index.js';
import {
  participantRoutineItems,
  type ParticipantRoutineItemRow,
  type ParticipantRoutineResultRow,
} from './calendar.table.js';

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
export function presentCalendarItem(
  row: CalendarItemRow,
  media: Map<number, DefinitionMedia>,
  language?: 'en' | 'es',
): CalendarItem {
  const mediaOf = (id: number | null) => (id === null ? null : (media.get(id) ?? null));
  const kind = row.kind as DefinitionKind;
  const m = mediaOf(row.mediaResourceId);
  const additional = mediaOf(row.additionalMediaResourceId);
  // In the reader's language where the library kept it (docs/decisions.md, "Coaching loop: one Spanish register").
  const texts = localizedTexts(row, row.translations, language);
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
    title: texts.title,
    name: texts.title,
    description: texts.description,
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
        title: localizedTexts({ title: e.title, description: null }, e.translations, language).title,
        media: mediaOf(e.mediaResourceId),
      })),
    processing: Boolean(m?.processing || additional?.processing),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** A result as every call answers it. */
export function presentResult(r: ParticipantRoutineResultRow): CalendarResult {
  return {
    itemId: r.itemId,
    status: r.status,
    series: r.series,
    repetitions: r.repetitions,
    weight: r.weight,
    time: r.timeSeconds,
    distance: r.distance,
    comment: r.comment,
    rating: r.rating,
    skipReason: r.skipReason,
    recordedAt: r.recordedAt.toISOString(),
    version: r.version,
  };
}

/** The report's rows: each item as the calendar presents it (media read in one query), its result and state. */
export async function presentReportItems(
  tx: Db,
  ctx: RequestContext,
  rows: Rows,
  links: FileLinks,
): Promise<ReportItem[]> {
  const items = rows.map((row) => row.item);
  const media = presentCalendarMedia(await mediaResourcesByIds(tx, ctx.tenantId, calendarMediaIds(items)), links);
  return rows.map((row) => ({
    item: presentCalendarItem(row.item, media, ctx.language),
    result: row.result ? presentResult(row.result) : null,
    state: row.state,
  }));
}

/** Calendar items presented with their media, read in one query whatever their number, each file presented once. */
export async function presentItems(
  tx: Db,
  ctx: RequestContext,
  rows: CalendarItemRow[],
  links: FileLinks,
): Promise<CalendarItem[]> {
  const media = presentCalendarMedia(await mediaResourcesByIds(tx, ctx.tenantId, calendarMediaIds(rows)), links);
  return rows.map((r) => presentCalendarItem(r, media, ctx.language));
}

export const presentOne = async (tx: Db, ctx: RequestContext, row: ParticipantRoutineItemRow, links: FileLinks) =>
  (await presentItems(tx, ctx, [row], links))[0]!;
