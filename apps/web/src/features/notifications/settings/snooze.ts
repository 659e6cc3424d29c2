import { SNOOZE_HOUR, SNOOZE_PRESET_DAYS } from '@stride/contracts';
import { toDay } from '../../../app/format/days';

const [TOMORROW, NEXT_WEEK, TEN_DAYS] = SNOOZE_PRESET_DAYS;

/** The snooze choices of a notification card (spec 002 section 9: 1, 7 and 10 days, at 12:00). */
export const SNOOZE_OPTIONS = [
  { key: 'tomorrow', days: TOMORROW },
  { key: 'nextWeek', days: NEXT_WEEK },
  { key: 'tenDays', days: TEN_DAYS },
] as const;

/**
 * Noon of the day `days` after `now`'s, in the browser's (the user's) time zone: the engine resolves the
 * wall time, summer time included.
 */
export function snoozeAfterDays(days: number, now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, SNOOZE_HOUR, 0, 0, 0);
}

/**
 * Noon of a picked day (YYYY-MM-DD), or null when the value is not a day or is earlier than today
 * (spec 002 section 5: the snooze date minimum is today).
 */
export function snoozeOnDay(value: string, now: Date): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const picked = new Date(year, month, day, SNOOZE_HOUR, 0, 0, 0);
  if (picked.getFullYear() !== year || picked.getMonth() !== month || picked.getDate() !== day) return null;
  return value < toDay(now) ? null : picked;
}
