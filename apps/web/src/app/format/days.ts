import { formatDate, formatWeekdayName } from './dates';

/**
 * Plain days (YYYY-MM-DD): a participant's calendar days, with no time of day. Arithmetic is done on UTC
 * midnights, and a Date for a widget (FullCalendar) is the local noon of the day, so neither a zone nor
 * its daylight saving change ever moves a day to another.
 */
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day of a Date in the browser's zone (read from its local parts). */
export function toDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in the browser's zone (the participant's own day on their phone). */
export const localToday = (now: Date = new Date()): string => toDay(now);

/** The local Date of a day, at noon. */
export function fromDay(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12);
}

export const isPlainDate = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toUtc(value));

export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** The first day of the week holding `day` (`firstDay`: 0 Sunday, 1 Monday). */
export function weekStart(day: string, firstDay: number): string {
  const weekday = new Date(toUtc(day)).getUTCDay();
  return addDays(day, -((weekday - firstDay + 7) % 7));
}

/** The Monday of the week holding `day` (as the report's weeks). */
export const mondayOf = (day: string): string => weekStart(day, 1);

/** The seven days from `start`. */
export const weekDays = (start: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(start, i));

/** A day as the portal writes dates: 11/24/2026 in English (the spec's MM/DD/YYYY), 24/11/2026 in Spanish. */
export const formatDay = (day: string): string => (isPlainDate(day) ? formatDate(fromDay(day).toISOString()) : day);

/** "Tuesday, 11/24/2026" / "martes, 24/11/2026". */
export const formatWeekday = (day: string): string =>
  isPlainDate(day) ? `${formatWeekdayName(fromDay(day).toISOString())}, ${formatDay(day)}` : day;
