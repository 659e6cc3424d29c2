import { z } from 'zod';
import { calendarDateSchema } from '../routines/sequences.js';
import { calendarItemSchema, daysInRange, itemStateSchema, type CalendarItem, type ItemState } from './calendar.js';
import { definitionKindSchema } from '../routines/routines.js';

/**
 * What a participant did of their calendar, and the advisor's reports of it (issue 16; docs/decisions.md,
 * "The participant's calendar: results and progress"). The participant records a result on their own
 * item: done, with the values they did (which may fall short of the prescription: partly done), or
 * skipped with a reason. The prescription itself never changes by it.
 */

/** The spec's rating max (spec 002 section 9: 5 stars). */
export const RATING_MAX = 5;
/** A past item can still be recorded this many days after its date (today included: 0 days late). */
export const RESULT_LATE_DAYS = 7;
/** A report/total range is at most a year (a leap year's days). */
export const MAX_REPORT_RANGE_DAYS = 366;
export const RESULT_COMMENT_MAX = 2000;
export const SKIP_REASON_MAX = 500;

const count = z.number().int().min(0).max(100_000);
const measure = z.number().min(0).max(1_000_000);

const skipReason = z
  .string()
  .trim()
  .min(1, 'Say why you skipped it.')
  .max(SKIP_REASON_MAX, `A reason is at most ${SKIP_REASON_MAX} characters.`);
const comment = z.string().trim().max(RESULT_COMMENT_MAX).nullable().optional();
/** What the other status records, as a result presents it (null): a result read and written back is taken. */
const none = z.null().optional();

/**
 * POST and PUT /participants/{id}/routines/calendar/items/{itemId}/result (PUT with If-Match). PUT takes
 * the result as the report presents it: `itemId`, `recordedAt` and `version` are read-only, the other
 * status's keys may come as null, and a skip's reason may come under the name the result gives it
 * (`skipReason`).
 */
export const recordResultBodySchema = z.discriminatedUnion(
  'status',
  [
    z.strictObject({
      status: z.literal('DONE'),
      series: count.nullable().optional(),
      repetitions: count.nullable().optional(),
      weight: measure.nullable().optional(),
      /** Seconds. */
      time: count.nullable().optional(),
      distance: measure.nullable().optional(),
      comment,
      rating: z.number().int().min(1).max(RATING_MAX).nullable().optional(),
      skipReason: none,
    }),
    z
      .strictObject({
        status: z.literal('SKIPPED'),
        reason: skipReason.optional(),
        skipReason: skipReason.optional(),
        comment,
        series: none,
        repetitions: none,
        weight: none,
        time: none,
        distance: none,
        rating: none,
      })
      .refine((b) => b.reason !== undefined || b.skipReason !== undefined, {
        message: 'Say why you skipped it.',
        path: ['reason'],
      }),
  ],
  { error: 'The status is DONE or SKIPPED.' },
);
export type RecordResultBody = z.infer<typeof recordResultBodySchema>;

/** What the participant recorded for an item. */
export const calendarResultSchema = z.object({
  itemId: z.number().int(),
  status: z.enum(['DONE', 'SKIPPED']),
  series: z.number().int().nullable(),
  repetitions: z.number().int().nullable(),
  weight: z.number().nullable(),
  time: z.number().int().nullable(),
  distance: z.number().nullable(),
  comment: z.string().nullable(),
  rating: z.number().int().nullable(),
  skipReason: z.string().nullable(),
  recordedAt: z.string(),
  version: z.number().int(),
});
export type CalendarResult = z.infer<typeof calendarResultSchema>;

/**
 * How an item stands once `result` is recorded (or taken back): the rule of the server's report (its SQL
 * `itemState`), so that a client can show the answer of a POST or PUT at once instead of reading the day again.
 * Calendar report tests hold the two together.
 */
export function stateOf(
  item: Pick<CalendarItem, 'date' | 'series' | 'repetitions' | 'weight' | 'time' | 'distance'>,
  result: Pick<CalendarResult, 'status' | 'series' | 'repetitions' | 'weight' | 'time' | 'distance'> | null,
  today: string,
): ItemState {
  if (!result) return item.date < today ? 'MISSED' : 'PLANNED';
  if (result.status === 'SKIPPED') return 'SKIPPED';
  const under = (recorded: number | null, prescribed: number | null) =>
    recorded !== null && prescribed !== null && recorded < prescribed;
  const short =
    under(result.series, item.series) ||
    under(result.repetitions, item.repetitions) ||
    under(result.weight, item.weight) ||
    under(result.time, item.time) ||
    under(result.distance, item.distance);
  return short ? 'PARTIAL' : 'DONE';
}

/** An item with what was recorded, and how it stands (the report's row). */
export const reportItemSchema = z.object({
  item: calendarItemSchema,
  result: calendarResultSchema.nullable(),
  state: itemStateSchema,
});
export type ReportItem = z.infer<typeof reportItemSchema>;

/** A range's issue (to before from, or longer than maxDays), reported on `to`. */
const checkRange =
  (maxDays: number) =>
  (q: { from: string; to: string }, c: z.RefinementCtx): void => {
    if (q.to < q.from) {
      c.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date (to) must be on or after the start date (from).',
      });
    } else if (daysInRange(q.from, q.to) > maxDays) {
      c.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${maxDays} days.` });
    }
  };

/** GET /participants/{id}/routines/report: the items of a range (at most 62 days) with their results. */
export const reportQuerySchema = z
  .strictObject({ from: calendarDateSchema, to: calendarDateSchema, kind: definitionKindSchema.optional() })
  .superRefine(checkRange(62));
export type ReportQuery = z.infer<typeof reportQuerySchema>;
export const reportSchema = z.object({ from: z.string(), to: z.string(), items: z.array(reportItemSchema) });
export type Report = z.infer<typeof reportSchema>;

/** GET /participants/{id}/routines/report/day/{date}. */
export const reportDaySchema = z.object({ date: z.string(), items: z.array(reportItemSchema) });
export type ReportDay = z.infer<typeof reportDaySchema>;

/** Counts of items by how they stand. */
export const stateCountsSchema = z.object({
  planned: z.number().int(),
  done: z.number().int(),
  partial: z.number().int(),
  skipped: z.number().int(),
  missed: z.number().int(),
  /** Every item of the range. */
  total: z.number().int(),
});
export type StateCounts = z.infer<typeof stateCountsSchema>;

/** GET /participants/{id}/routines/report/total: a range of at most MAX_REPORT_RANGE_DAYS days. */
export const reportTotalQuerySchema = z
  .strictObject({ from: calendarDateSchema, to: calendarDateSchema })
  .superRefine(checkRange(MAX_REPORT_RANGE_DAYS));
export type ReportTotalQuery = z.infer<typeof reportTotalQuerySchema>;
export const reportTotalSchema = z.object({
  from: z.string(),
  to: z.string(),
  counts: stateCountsSchema,
  /**
   * Done and partly done over the items that are due (every item but those still PLANNED), 0..1; null
   * when none is due.
   */
  completionRate: z.number().nullable(),
  /** Days in a row, up to today (or the range's end), on which every due item was done or partly done. */
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  averageRating: z.number().nullable(),
  byKind: z.array(z.object({ kind: definitionKindSchema, counts: stateCountsSchema })),
  /** Weeks starting on Monday, from the week holding `from`. */
  byWeek: z.array(z.object({ weekStart: z.string(), counts: stateCountsSchema })),
});
export type ReportTotal = z.infer<typeof reportTotalSchema>;

/**
 * The recording window's refusals (400, docs/decisions.md): an item of a later day, or one more than
 * RESULT_LATE_DAYS days ago. Declared with the result calls; the portal says them by code.
 */
export const ResultErrorCode = { NotYet: 'RESULT_NOT_YET', TooLate: 'RESULT_TOO_LATE' } as const;
