import type { CalendarItem, CalendarResult, CollectField, DefinitionMedia, Resource } from '@stride/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../app/format/dates';

/** The values an item prescribes and a result records, in the order they are shown. */
export const VALUE_FIELDS = ['series', 'repetitions', 'weight', 'time', 'distance'] as const;
export type ValueField = (typeof VALUE_FIELDS)[number];

const COLLECT_OF: Record<ValueField, CollectField> = {
  series: 'SERIES',
  repetitions: 'REPETITIONS',
  weight: 'WEIGHT',
  time: 'TIME',
  distance: 'DISTANCE',
};

/** Whole numbers (sets, repetitions, seconds); weight and distance may have decimals. */
export const INTEGER_FIELDS: ReadonlySet<ValueField> = new Set(['series', 'repetitions', 'time']);

type Values = Pick<CalendarItem, ValueField>;

/** What the participant is asked to record: the values the item prescribes, and those it collects. */
export function fieldsOf(item: Values & Pick<CalendarItem, 'collect'>): ValueField[] {
  return VALUE_FIELDS.filter((field) => item[field] !== null || item.collect.includes(COLLECT_OF[field]));
}

/** 90 s is 1:30, 3725 s is 1:02:05. */
export function formatSeconds(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** A time with its unit: "45 s", "1:30 min", "1:02:05 h". */
function formatTime(seconds: number, t: TFunction): string {
  if (seconds < 60) return `${formatNumber(Math.round(seconds))} ${t('results.suffix.seconds')}`;
  return `${formatSeconds(seconds)} ${t(seconds < 3600 ? 'results.suffix.time' : 'results.suffix.hours')}`;
}

/** A value with its unit: "3 sets", "12 kg", "1:30 min", "45 s", "800 m". */
export function formatValue(field: ValueField, value: number, t: TFunction): string {
  if (field === 'time') return formatTime(value, t);
  if (field === 'weight' || field === 'distance') return `${formatNumber(value)} ${t(`results.suffix.${field}`)}`;
  return t(`results.unit.${field}`, { count: value, value: formatNumber(value) });
}

/** "3 sets · 10 repetitions · 12 kg": what an item prescribes (its fields with a value). */
export function prescribedText(item: Values, t: TFunction): string {
  return VALUE_FIELDS.filter((f) => item[f] !== null)
    .map((f) => formatValue(f, item[f]!, t))
    .join(' · ');
}

/** A value without its unit (time as m:ss), as "8" in "8 of 10 repetitions". */
export function formatFigure(field: ValueField, value: number): string {
  return field === 'time' ? formatSeconds(value) : formatNumber(value);
}

/** What was recorded against what was prescribed, field by field ("8 of 10 repetitions"). */
export function againstText(item: Values, result: Pick<CalendarResult, ValueField>, t: TFunction): string {
  return VALUE_FIELDS.filter((f) => result[f] !== null)
    .map((f) => {
      const planned = item[f];
      if (planned === null) return formatValue(f, result[f]!, t);
      return t('results.against', { done: formatFigure(f, result[f]!), planned: formatValue(f, planned, t) });
    })
    .join(' · ');
}

/** A recorded value under the prescribed one (a partly done item shows where). */
export function isShort(field: ValueField, item: Values, result: Pick<CalendarResult, ValueField>): boolean {
  const planned = item[field];
  const done = result[field];
  return planned !== null && done !== null && done < planned;
}

/**
 * A definition's media as the preview dialog takes it (a library resource): the signed links, the type and
 * the title; what the dialog does not read is left empty.
 */
export function mediaResource(media: DefinitionMedia): Resource {
  return {
    id: media.resourceId,
    title: media.title,
    name: media.title,
    fileTypeId: media.fileTypeId,
    contentType: '',
    size: 0,
    directoryId: null,
    ownerProfileId: 0,
    processing: media.processing,
    processingStatus: media.processingStatus,
    processingNote: null,
    fileUrl: media.fileUrl,
    playbackUrl: media.playbackUrl,
    thumbnailUrl: media.thumbnailUrl,
    width: null,
    height: null,
    durationSeconds: null,
    pageCount: null,
    labels: [],
    isFavorite: false,
    createdAt: '',
    updatedAt: '',
    version: 0,
  };
}
