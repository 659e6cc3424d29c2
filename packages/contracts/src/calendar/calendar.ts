import { z } from 'zod';
import { idParamsSchema } from '../common.js';
import { queryBooleanSchema } from '../flags.js';
import {
  collectFieldSchema,
  definitionKindSchema,
  definitionMediaSchema,
  exerciseBodySchema,
  MAX_BULK_ITEMS,
  MAX_CIRCUIT_EXERCISES,
  type DefinitionKind,
} from '../routines/routines.js';
import { calendarDateSchema } from '../routines/sequences.js';

/**
 * A participant's calendar of exercises, circuits and activities (spec 001 sections 3 and 7, "Routines
 * on a participant"; docs/decisions.md, "The participant's calendar"). Each item is a copy of its
 * definition's values when it was placed (by assigning a routine or importing a definition): editing the
 * item never changes the definition, and the reverse.
 */
export const MAX_CALENDAR_RANGE_DAYS = 62;

/** The path segment of each kind: /participants/{id}/routines/exercises|series|activities. */
export const CALENDAR_KIND_PATHS = ['exercises', 'series', 'activities'] as const;
export const calendarKindPathSchema = z.enum(CALENDAR_KIND_PATHS, {
  error: 'The kind is one of exercises, series or activities.',
});
export type CalendarKindPath = z.infer<typeof calendarKindPathSchema>;
export const CALENDAR_KIND_OF: Record<CalendarKindPath, DefinitionKind> = {
  exercises: 'EXERCISE',
  series: 'SERIES',
  activities: 'ACTIVITY',
};

const id = idParamsSchema.shape.id;

/** /participants/{id}/routines/{kind}/import: the participant's profile id and the kind. */
export const calendarKindParamsSchema = z.strictObject({ id, kind: calendarKindPathSchema });
/** /participants/{id}/routines/{kind}/{itemId}. */
export const calendarItemParamsSchema = z.strictObject({ id, kind: calendarKindPathSchema, itemId: id });

/** Days from `from` to `to`, both included (dates as YYYY-MM-DD, read as UTC days). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const rangeIssues = (from: string, to: string): string | null => {
  if (to < from) return 'The end date (to) must be on or after the start date (from).';
  if (daysInRange(from, to) > MAX_CALENDAR_RANGE_DAYS) {
    return `A calendar range is at most ${MAX_CALENDAR_RANGE_DAYS} days.`;
  }
  return null;
};

/** GET /participants/{id}/routines/calendar: the items from `from` to `to` (both included). */
export const calendarQuerySchema = z
  .strictObject({ from: calendarDateSchema, to: calendarDateSchema })
  .superRefine((q, c) => {
    const issue = rangeIssues(q.from, q.to);
    if (issue) c.addIssue({ code: 'custom', path: ['to'], message: issue });
  });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** YYYY-MM. */
export const calendarMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM');

/**
 * GET /participants/{id}/routines/calendar/preview: a month (`month`), or a range (`from` and `to`, at most
 * MAX_CALENDAR_RANGE_DAYS days); the current month (UTC) when neither is given.
 */
export const calendarPreviewQuerySchema = z
  .strictObject({
    month: calendarMonthSchema.optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .superRefine((q, c) => {
    if (q.month !== undefined && (q.from !== undefined || q.to !== undefined)) {
      c.addIssue({ code: 'custom', path: ['month'], message: 'Give either month, or from and to.' });
      return;
    }
    if ((q.from === undefined) !== (q.to === undefined)) {
      c.addIssue({
        code: 'custom',
        path: [q.from === undefined ? 'from' : 'to'],
        message: 'Give both from and to, or a month.',
      });
      return;
    }
    if (q.from !== undefined && q.to !== undefined) {
      const issue = rangeIssues(q.from, q.to);
      if (issue) c.addIssue({ code: 'custom', path: ['to'], message: issue });
    }
  });
export type CalendarPreviewQuery = z.infer<typeof calendarPreviewQuerySchema>;

/** A circuit's exercise as it was placed. */
export const calendarCircuitExerciseSchema = z.object({
  exerciseDefinitionId: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  media: definitionMediaSchema.nullable(),
});

/** One item of a participant's calendar (spec 001 section 3, "Routine item types"). */
export const calendarItemSchema = z.object({
  id: z.number().int(),
  participantProfileId: z.number().int(),
  /** YYYY-MM-DD. */
  date: z.string(),
  /** Order within the day (ascending; gaps are possible). */
  position: z.number().int(),
  kind: definitionKindSchema,
  /** The definition it was copied from; null once that definition is deleted. */
  definitionId: z.number().int().nullable(),
  /** The spec's keys: the one of the item's kind is set, the others null. */
  exerciseDefinitionId: z.number().int().nullable(),
  exerciseDefinitionSeriesId: z.number().int().nullable(),
  activityDefinitionId: z.number().int().nullable(),
  /** The routine assignment that placed it, if one did. */
  assignmentId: z.number().int().nullable(),
  /**
   * Shared by the occurrences of one repeated item (a repeat, a paste onto several days, one definition of an
   * assignment): DELETE with following=true or all=true reaches them. Null for a single item.
   */
  repeatKey: z.string().nullable(),
  title: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  media: definitionMediaSchema.nullable(),
  additionalMedia: definitionMediaSchema.nullable(),
  mobileStaticMedia: z.number().int().nullable(),
  externalUrl: z.string().nullable(),
  time: z.number().int().nullable(),
  weight: z.number().nullable(),
  repetitions: z.number().int().nullable(),
  series: z.number().int().nullable(),
  restTimeBetweenSeries: z.number().int().nullable(),
  restTimeAfterExercise: z.number().int(),
  distance: z.number().nullable(),
  collect: z.array(collectFieldSchema),
  /** A circuit's exercises, in order (empty for the other kinds). */
  exercises: z.array(calendarCircuitExerciseSchema),
  /** Some media is still being processed. */
  processing: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

/**
 * How an item stands: PLANNED (today or later, nothing recorded), DONE (every prescribed value reached),
 * PARTIAL (done, some recorded value under the prescribed one), SKIPPED, MISSED (its day is past and
 * nothing was recorded).
 */
export const ITEM_STATES = ['PLANNED', 'DONE', 'PARTIAL', 'SKIPPED', 'MISSED'] as const;
export const itemStateSchema = z.enum(ITEM_STATES);
export type ItemState = z.infer<typeof itemStateSchema>;

/**
 * An item of the calendar's range with how it stands (the report's rule, computed in the same read): the
 * advisor tells done, partly done, skipped and missed from planned on the calendar itself (issue 29).
 */
export const calendarDayItemSchema = calendarItemSchema.extend({ state: itemStateSchema });
export type CalendarDayItem = z.infer<typeof calendarDayItemSchema>;

/** The items of a range, ordered by date then position, each with its state. */
export const calendarSchema = z.object({ from: z.string(), to: z.string(), items: z.array(calendarDayItemSchema) });
export type Calendar = z.infer<typeof calendarSchema>;

/** How many items of each kind a day holds (days without items are left out). */
export const calendarPreviewDaySchema = z.object({
  date: z.string(),
  exercises: z.number().int(),
  series: z.number().int(),
  activities: z.number().int(),
  total: z.number().int(),
});
export const calendarPreviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(calendarPreviewDaySchema),
});
export type CalendarPreview = z.infer<typeof calendarPreviewSchema>;

/** POST /participants/{id}/routines/{kind}/import: a library definition of that kind placed on a date. */
export const importCalendarItemBodySchema = z.strictObject({ date: calendarDateSchema, definitionId: id });
export type ImportCalendarItemBody = z.infer<typeof importCalendarItemBodySchema>;

/*
 * Changing a participant's calendar (docs/decisions.md, "The participant's calendar: changing it"): one-off
 * items, repeats, copies, pastes, moves, a day cleared or pasted, and one item for several participants.
 */

/** A repeat: `times` occurrences in all (the first on the item's date), `every` days apart. */
export const MAX_REPEAT_EVERY_DAYS = 30;
export const MAX_REPEAT_TIMES = 52;
/** Days a paste (of items or of a day) may target at once. */
export const MAX_PASTE_DAYS = 62;
/** Items one call may make (a repeat, a paste onto several days, one item for several participants). */
export const MAX_CALENDAR_ITEMS_MADE = 2000;
/** Participants one item may be created for at once (POST /routines/exercises|activities). */
export const MAX_ITEM_PARTICIPANTS = 500;

/** The spec's validation texts of pasting (001 section 5). */
export const SELECT_ONE_EXERCISE = 'You need to select at least one exercise!';
export const SELECT_ONE_DAY = 'You need to select at least one day!';
export const SELECT_DAY_TO_COPY = 'You need select day to copy!';

export const calendarRepeatSchema = z.strictObject({
  every: z
    .number()
    .int()
    .min(1, 'Repeat every 1 to 30 days.')
    .max(MAX_REPEAT_EVERY_DAYS, `Repeat every 1 to ${MAX_REPEAT_EVERY_DAYS} days.`),
  times: z
    .number()
    .int()
    .min(2, `Repeat 2 to ${MAX_REPEAT_TIMES} times.`)
    .max(MAX_REPEAT_TIMES, `Repeat 2 to ${MAX_REPEAT_TIMES} times.`),
});
export type CalendarRepeat = z.infer<typeof calendarRepeatSchema>;

/** The dates of a repeat's occurrences, from `date` (one date when there is no repeat). */
export function repeatDates(date: string, repeat?: CalendarRepeat | null): string[] {
  const start = Date.parse(`${date}T00:00:00Z`);
  const times = repeat?.times ?? 1;
  const every = repeat?.every ?? 1;
  return Array.from({ length: times }, (_, i) => new Date(start + i * every * 86_400_000).toISOString().slice(0, 10));
}

// The values an item carries, as a definition's (its folder apart).
const { folderId: _folderId, ...itemFields } = exerciseBodySchema.shape;
/** A one-off circuit's exercises, in order (what GET answers is accepted back; a circuit needs one at least). */
const calendarCircuitExercisesInput = z
  .array(z.object({ exerciseDefinitionId: id }))
  .max(MAX_CIRCUIT_EXERCISES, `At most ${MAX_CIRCUIT_EXERCISES} exercises`);

/**
 * POST /participants/{id}/routines/{kind}: a one-off item (no definition) on `date`, JSON or multipart (the
 * `model` part, `file`, `additionalFile`); a circuit names its exercises; `repeat` makes occurrences that
 * share a repeat key.
 */
export const createCalendarItemBodySchema = z.strictObject({
  ...itemFields,
  date: calendarDateSchema,
  exercises: calendarCircuitExercisesInput.optional(),
  repeat: calendarRepeatSchema.nullable().optional(),
});
export type CreateCalendarItemBody = z.infer<typeof createCalendarItemBodySchema>;

/**
 * PUT /participants/{id}/routines/{kind}/{itemId} (If-Match): the item's values, JSON or multipart; the
 * definition it came from is never touched. Media left out keep what is there; a circuit's exercises left
 * out stay as they are. The date and position change with the move call.
 */
export const updateCalendarItemBodySchema = z.strictObject({
  ...itemFields,
  exercises: calendarCircuitExercisesInput.optional(),
});
export type UpdateCalendarItemBody = z.infer<typeof updateCalendarItemBodySchema>;

/** DELETE /participants/{id}/routines/{kind}/{itemId}: this one, this and the following occurrences, or all. */
export const deleteCalendarItemQuerySchema = z
  .strictObject({ following: queryBooleanSchema.optional(), all: queryBooleanSchema.optional() })
  .refine((q) => !(q.following && q.all), { path: ['all'], message: 'Give either following=true or all=true.' });
export type DeleteCalendarItemQuery = z.infer<typeof deleteCalendarItemQuerySchema>;

/** POST /participants/{id}/routines/{kind}/{itemId}/copy: at the end of `date` (the same day when left out; no body too). */
export const copyCalendarItemBodySchema = z.strictObject({ date: calendarDateSchema.optional() }).default({});
export type CopyCalendarItemBody = z.infer<typeof copyCalendarItemBodySchema>;

const calendarItemIds = z
  .array(id, { error: SELECT_ONE_EXERCISE })
  .min(1, SELECT_ONE_EXERCISE)
  .max(MAX_BULK_ITEMS, `At most ${MAX_BULK_ITEMS} items`);
const pasteDates = z.array(calendarDateSchema).max(MAX_PASTE_DAYS, `At most ${MAX_PASTE_DAYS} days`);
/** A target day (`date`) or several (`dates`), at least one. */
const targetDays = { date: calendarDateSchema.optional(), dates: pasteDates.optional() };
const needsADay = (b: { date?: string; dates?: string[] }, c: z.RefinementCtx) => {
  if (b.date === undefined && !b.dates?.length) c.addIssue({ code: 'custom', path: ['date'], message: SELECT_ONE_DAY });
};
/** The distinct target days of a paste, in order. */
export const pasteTargets = (b: { date?: string; dates?: string[] }): string[] =>
  [...new Set([...(b.date === undefined ? [] : [b.date]), ...(b.dates ?? [])])].sort();

/** DELETE /participants/{id}/routines/items: items of this participant, all or nothing (Items deleted!). */
export const deleteCalendarItemsBodySchema = z.strictObject({ items: calendarItemIds });
export type DeleteCalendarItemsBody = z.infer<typeof deleteCalendarItemsBodySchema>;

/**
 * POST /participants/{id}/routines/items/copy: copies of these items at the end of each target day, in their
 * order (Item pasted! / Exercises pasted!).
 */
export const pasteCalendarItemsBodySchema = z
  .strictObject({ items: calendarItemIds, ...targetDays })
  .superRefine(needsADay);
export type PasteCalendarItemsBody = z.infer<typeof pasteCalendarItemsBodySchema>;

/**
 * PUT /participants/{id}/routines/calendar/items/{itemId} (If-Match): to another date and/or place within
 * the day (0 first; past the end: the end; the end of the new date when only the date changes), and the
 * values given (the others stay).
 */
const seconds = z.number().int().min(0).max(86_400);
const count = z.number().int().min(0).max(10_000);
export const moveCalendarItemBodySchema = z.strictObject({
  date: calendarDateSchema.optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  time: seconds.nullable().optional(),
  weight: z.number().min(0).max(10_000).nullable().optional(),
  repetitions: count.nullable().optional(),
  series: count.nullable().optional(),
  restTimeBetweenSeries: seconds.nullable().optional(),
  restTimeAfterExercise: seconds.optional(),
  distance: z.number().min(0).max(1_000_000).nullable().optional(),
});
export type MoveCalendarItemBody = z.infer<typeof moveCalendarItemBodySchema>;

/** /participants/{id}/routines/calendar/items/{itemId}. */
export const calendarMoveParamsSchema = z.strictObject({ id, itemId: id });
/** DELETE /participants/{id}/routines/calendar/items/date/{date}. */
export const calendarDayParamsSchema = z.strictObject({ id, date: calendarDateSchema });
/** POST /participants/{id}/routines/calendar/items/date/{date}/copy: the source day. */
export const calendarDayCopyParamsSchema = z.strictObject({ id, date: z.iso.date(SELECT_DAY_TO_COPY) });
/** The target day(s) of a day's paste (Day pasted!). */
export const pasteCalendarDayBodySchema = z.strictObject(targetDays).superRefine(needsADay);
export type PasteCalendarDayBody = z.infer<typeof pasteCalendarDayBodySchema>;

/** What a copy or paste made, with the spec's confirmation. */
export const calendarItemsMadeSchema = z.object({ message: z.string(), items: z.array(calendarItemSchema) });
export type CalendarItemsMade = z.infer<typeof calendarItemsMadeSchema>;

/** The kinds one item may be created for several participants at once: POST /routines/exercises|activities. */
export const PARTICIPANTS_ITEM_KINDS = { exercises: 'EXERCISE', activities: 'ACTIVITY' } as const;

/**
 * POST /routines/exercises and /routines/activities: one item for several participants (profile ids, every
 * one visible to the actor) on `date`: a copy of a library definition (`definitionId`) or a one-off item (its
 * values, `title` required), JSON or multipart; `repeat` as for one participant.
 */
export const createForParticipantsBodySchema = z
  .strictObject({
    participants: z
      .array(id, { error: 'Choose at least one participant' })
      .min(1, 'Choose at least one participant')
      .max(MAX_ITEM_PARTICIPANTS, `At most ${MAX_ITEM_PARTICIPANTS} participants`),
    date: calendarDateSchema,
    repeat: calendarRepeatSchema.nullable().optional(),
    definitionId: id.optional(),
    ...itemFields,
    title: itemFields.title.optional(),
  })
  .superRefine((b, c) => {
    if (b.definitionId === undefined && b.title === undefined) {
      c.addIssue({ code: 'custom', path: ['title'], message: 'Required' });
    }
    if (b.definitionId !== undefined && b.title !== undefined) {
      c.addIssue({
        code: 'custom',
        path: ['definitionId'],
        message: "Give either a definition of the library or the item's values.",
      });
    }
  });
export type CreateForParticipantsBody = z.infer<typeof createForParticipantsBodySchema>;
export const createdForParticipantsSchema = z.object({
  message: z.string(),
  /** How many participants got it, and how many calendar items that made. */
  participants: z.number().int(),
  items: z.number().int(),
});
