import { MAX_CALENDAR_RANGE_DAYS } from '@stride/contracts';
import { addDays, daysBetween, isPlainDate } from '../../../app/format/days';

/** The default range: the last four weeks, today included. */
export const DEFAULT_DAYS = 28;

export type RangeProblem = 'order' | 'length' | null;

/** The range in the address (?from&to), or the last four weeks; and what is wrong with it, if anything. */
export function readRange(
  filters: Readonly<Record<string, string>>,
  today: string,
): { from: string; to: string; problem: RangeProblem } {
  const to = isPlainDate(filters.to) ? filters.to : today;
  const from = isPlainDate(filters.from) ? filters.from : addDays(to, -(DEFAULT_DAYS - 1));
  const span = daysBetween(from, to) + 1;
  const problem: RangeProblem = span < 1 ? 'order' : span > MAX_CALENDAR_RANGE_DAYS ? 'length' : null;
  return { from, to, problem };
}
