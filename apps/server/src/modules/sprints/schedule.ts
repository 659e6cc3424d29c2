import { TZDate } from '@date-fns/tz';
import type { SprintRepeat } from '@stride/contracts';

/**
 * Time of the timed messages: a participant's day and time of day in their zone, to the instant it is
 * (daylight-saving changes included: 08:00 stays 08:00 local on both sides of a change), by @date-fns/tz.
 */

const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus n days (calendar days, no zone involved). */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The instant of a local day and time (HH:MM) in a zone. A time a spring change skips is taken forward. */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, timeZone).getTime());
}

/** The day it is in a zone at an instant. */
export function todayIn(timeZone: string, now: Date): string {
  const local = new TZDate(now.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** A definition's series: from its start, once, every day or every week, `occurrences` times. */
export interface Series {
  startDate: string;
  time: string;
  repeat: SprintRepeat;
  occurrences: number;
  excludedDates: readonly string[];
  timeZone: string;
}

export interface PlannedOccurrence {
  occurrence: number;
  localDate: string;
  sendAt: Date;
}

const STEP: Record<SprintRepeat, number> = { NONE: 0, DAILY: 1, WEEKLY: 7 };

/** Each occurrence of a series (index from 0, its day and instant), the split-off days left out. */
export function occurrencesOf(s: Series): PlannedOccurrence[] {
  const count = s.repeat === 'NONE' ? 1 : s.occurrences;
  const excluded = new Set(s.excludedDates);
  const out: PlannedOccurrence[] = [];
  for (let i = 0; i < count; i++) {
    const localDate = addDays(s.startDate, i * STEP[s.repeat]);
    if (excluded.has(localDate)) continue;
    out.push({ occurrence: i, localDate, sendAt: instantOf(localDate, s.time, s.timeZone) });
  }
  return out;
}
