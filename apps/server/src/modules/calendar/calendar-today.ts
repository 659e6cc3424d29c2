const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A date (YYYY-MM-DD) of the UTC day holding `ms`. */
const dateAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `date` plus `days` (negative: before), as YYYY-MM-DD. */
export const addDays = (date: string, days: number): string => dateAt(Date.parse(`${date}T00:00:00Z`) + days * DAY);

/** The Monday of the week holding `date` (weeks start on Monday). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * A participant's "today" (docs/decisions.md, "The participant's calendar: results and progress"): no time
 * zone of theirs is stored, so today is the calendar date somewhere on Earth (zones UTC-12 to UTC+14), as a
 * snooze's "not before today" is. `earliest` is the date in UTC-12: a day before it is over everywhere (a
 * report calls its unrecorded items MISSED; the 7 late days count from it). `latest` is the date in UTC+14:
 * an item after it is in the future for everyone (it cannot be recorded yet). The clock is the process's
 * (`now`), which tests set.
 */
export function participantToday(now: Date = new Date()): { earliest: string; latest: string } {
  return { earliest: dateAt(now.getTime() - 12 * HOUR), latest: dateAt(now.getTime() + 14 * HOUR) };
}
