import { z } from 'zod';
import { idParamsSchema } from '../common.js';
import { daysInRange, MAX_CALENDAR_RANGE_DAYS } from '../calendar/calendar.js';
import { definitionMediaSchema } from '../routines/routines.js';
import { calendarDateSchema } from '../routines/sequences.js';
import { timeOfDaySchema } from '../sprints/sprints.js';

/**
 * The participant's journal (spec 001 sections 3, 4, 7 and 9, "Journal"; docs/decisions.md, "Journal"):
 * one journal day per participant and date (the day's comment) with its meals (kind, time, text, photos),
 * each meal with a conversation of comments between the participant and the staff who follow them.
 *
 * - `/journals/participants/{id}` is the participant's user id, as `/participants/{id}`.
 * - Only the participant writes their days and meals; staff who may see the participant (the rule of the
 *   participant's calendar) read and comment; the participant comments too.
 * - Everything answers 404 unless the participant's journalAvailable and their company's are both on;
 *   turning the flags off hides the journal and deletes nothing.
 * - Reading a day (GET) marks the other side's comments of that day read: the answer still shows them
 *   `unread: true` (so the reader sees what is new), the next read does not.
 * - After every change the participant's sockets and those of the staff who follow them receive
 *   JOURNAL_CHANGED_EVENT: an open view of that day reloads at once. The view reloads every 240 s anyway.
 */
export const MAX_JOURNAL_TEXT = 2000;
export const MAX_JOURNAL_COMMENT = 2000;
export const MAX_JOURNAL_MEALS_PER_DAY = 20;
export const MAX_JOURNAL_PHOTOS_PER_MEAL = 10;
export const MAX_JOURNAL_CALENDAR_PARTICIPANTS = 50;
/** Spec 001 section 9: the journal view reloads every 240 000 ms. */
export const JOURNAL_REFRESH_MS = 240_000;

/**
 * Socket.IO event to the participant's sockets and to the staff who follow them, after a change of a
 * journal day (the day's comment, a meal written or deleted, a comment added, comments read). Payload:
 * JournalChangedEvent. An open view of that participant and date reloads the day (and the calendar).
 */
export const JOURNAL_CHANGED_EVENT = 'journal:changed';
export const journalChangedEventSchema = z.object({
  /** The participant's user id (`/participants/{id}`). */
  participantId: z.number().int(),
  participantProfileId: z.number().int(),
  date: z.string(),
  /** What changed. */
  reason: z.enum(['day', 'meal', 'comment', 'read']),
});
export type JournalChangedEvent = z.infer<typeof journalChangedEventSchema>;

const id = idParamsSchema.shape.id;

export const JOURNAL_MEAL_KINDS = ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'] as const;
export const journalMealKindSchema = z.enum(JOURNAL_MEAL_KINDS, {
  error: 'The kind is one of BREAKFAST, LUNCH, DINNER or SNACK.',
});
export type JournalMealKind = z.infer<typeof journalMealKindSchema>;

// Path parameters.

/** /journals/participants/{id}/date/{date}: the participant's user id and the day (YYYY-MM-DD). */
export const journalDayParamsSchema = z.strictObject({ id, date: calendarDateSchema });
/** /journals/participants/{id}/date/{date}/meals/{mealId}. */
export const journalMealParamsSchema = z.strictObject({ id, date: calendarDateSchema, mealId: id });

// Answers.

/** A comment under a meal. */
export const journalCommentSchema = z.object({
  id: z.number().int(),
  authorProfileId: z.number().int(),
  authorName: z.string(),
  /** Written by the participant (else by a staff member). */
  byParticipant: z.boolean(),
  text: z.string(),
  createdAt: z.string(),
  /** When the other side first read it; null while unread. */
  readAt: z.string().nullable(),
  /**
   * New to the viewer: written by the other side and not read before this answer (a GET of the day marks
   * them read; this answer still shows them as new). The viewer's own comments are never unread.
   */
  unread: z.boolean(),
});
export type JournalComment = z.infer<typeof journalCommentSchema>;

/** A photo of a meal: a picture of the participant's library, with signed urls as other media. */
export const journalPhotoSchema = definitionMediaSchema;
export type JournalPhoto = z.infer<typeof journalPhotoSchema>;

export const journalMealSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  date: z.string(),
  kind: journalMealKindSchema,
  /** HH:MM in the participant's day, or none. */
  time: z.string().nullable(),
  text: z.string(),
  photos: z.array(journalPhotoSchema),
  /** The conversation under the meal, oldest first. */
  comments: z.array(journalCommentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JournalMeal = z.infer<typeof journalMealSchema>;

/**
 * GET /journals/participants/{id}/date/{date}: the day (a day nobody wrote yet answers version 0, an empty
 * comment and no meals; its PUT with If-Match W/"0" makes it). Meals by time (none last), then as added.
 */
export const journalDaySchema = z.object({
  /** The participant's user id. */
  participantId: z.number().int(),
  participantProfileId: z.number().int(),
  date: z.string(),
  comment: z.string(),
  version: z.number().int(),
  meals: z.array(journalMealSchema),
  /** The actor may write the day and its meals (the participant themself). */
  editable: z.boolean(),
});
export type JournalDay = z.infer<typeof journalDaySchema>;

// Bodies.

/**
 * A photo of a meal as sent: a picture already in the participant's library (resourceId, as a GET
 * answered it: its other keys are accepted and ignored) or one uploaded through the upload queue
 * (storageFileId: kept in the participant's library). A file that is not a picture is a 400.
 */
export const journalPhotoInputSchema = z
  .strictObject({
    resourceId: id.optional(),
    storageFileId: z.number().int().positive().optional(),
    title: z.string().optional(),
    fileTypeId: z.number().optional(),
    processing: z.boolean().optional(),
    processingStatus: z.string().optional(),
    fileUrl: z.string().optional(),
    playbackUrl: z.string().optional(),
    thumbnailUrl: z.string().nullable().optional(),
  })
  .refine((p) => (p.resourceId === undefined) !== (p.storageFileId === undefined), {
    message: 'A photo is a resourceId or a storageFileId.',
  });
export type JournalPhotoInput = z.infer<typeof journalPhotoInputSchema>;

const mealFields = {
  kind: journalMealKindSchema,
  time: timeOfDaySchema.nullable().default(null),
  text: z.string().max(MAX_JOURNAL_TEXT, `A meal's text has at most ${MAX_JOURNAL_TEXT} characters`).default(''),
  /** The photos in the order shown (the whole list: a photo left out is removed from the meal). */
  photos: z
    .array(journalPhotoInputSchema)
    .max(MAX_JOURNAL_PHOTOS_PER_MEAL, `A meal has at most ${MAX_JOURNAL_PHOTOS_PER_MEAL} photos`)
    .default([]),
};
/** The keys of a meal as a GET answered it that a write ignores. */
const mealReadOnly = {
  id: id.optional(),
  version: z.number().int().optional(),
  date: z.string().optional(),
  comments: z.unknown().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
};

/**
 * POST .../meals and PUT .../meals/{mealId} (If-Match the meal's version): the meal's kind, time, text and
 * photos. JSON, or multipart (the `model` JSON part and a picture `file`, added after `photos`).
 */
export const journalMealBodySchema = z.strictObject(mealFields);
export type JournalMealBody = z.infer<typeof journalMealBodySchema>;

/**
 * A meal in the day's PUT: one without id is added; one with id (as the GET answered it) is left as it is
 * (a meal changes through its own PUT, with its own version; it is removed by its DELETE).
 */
export const journalDayMealBodySchema = z.strictObject({ ...mealFields, ...mealReadOnly });

/** PUT /journals/participants/{id}/date/{date} (If-Match the day's version, W/"0" for a new day). */
export const journalDayBodySchema = z.strictObject({
  comment: z.string().max(MAX_JOURNAL_TEXT, `The day's comment has at most ${MAX_JOURNAL_TEXT} characters`).default(''),
  meals: z
    .array(journalDayMealBodySchema)
    .max(MAX_JOURNAL_MEALS_PER_DAY, `A day has at most ${MAX_JOURNAL_MEALS_PER_DAY} meals`)
    .default([]),
});
export type JournalDayBody = z.infer<typeof journalDayBodySchema>;

/** POST .../meals/{mealId}/comments. */
export const journalCommentBodySchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'Write a comment')
    .max(MAX_JOURNAL_COMMENT, `A comment has at most ${MAX_JOURNAL_COMMENT} characters`),
});
export type JournalCommentBody = z.infer<typeof journalCommentBodySchema>;

// The month calendar.

/**
 * GET /journals/calendar: participantIds (comma-joined user ids, 1 to 50) and either month (YYYY-MM) or
 * from and to (YYYY-MM-DD, both included, at most 62 days).
 */
export const journalCalendarQuerySchema = z
  .strictObject({
    participantIds: z
      .string()
      .regex(
        new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${MAX_JOURNAL_CALENDAR_PARTICIPANTS - 1}}$`),
        `Comma-joined participant ids (at most ${MAX_JOURNAL_CALENDAR_PARTICIPANTS})`,
      )
      .transform((s) => [...new Set(s.split(',').map(Number))]),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM')
      .optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .superRefine((q, c) => {
    if (q.month !== undefined) {
      if (q.from !== undefined || q.to !== undefined) {
        c.addIssue({ code: 'custom', path: ['month'], message: 'Give a month, or from and to, not both.' });
      }
      return;
    }
    if (q.from === undefined || q.to === undefined) {
      c.addIssue({ code: 'custom', path: ['month'], message: 'Give a month (YYYY-MM), or from and to.' });
      return;
    }
    if (q.to < q.from) {
      c.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date (to) must be on or after the start date (from).',
      });
    } else if (daysInRange(q.from, q.to) > MAX_CALENDAR_RANGE_DAYS) {
      c.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A calendar range is at most ${MAX_CALENDAR_RANGE_DAYS} days.`,
      });
    }
  });
export type JournalCalendarQuery = z.infer<typeof journalCalendarQuerySchema>;

/** One day of a participant's calendar that has something (days with nothing are left out). */
export const journalCalendarDaySchema = z.object({
  date: z.string(),
  /** The day has a comment or a meal. */
  hasEntries: z.boolean(),
  meals: z.number().int(),
  comments: z.number().int(),
  /** The other side's comments the viewer has not read. */
  unreadComments: z.number().int(),
});
export type JournalCalendarDay = z.infer<typeof journalCalendarDaySchema>;

export const journalCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  /**
   * One per participant asked, in the order asked. A participant the actor may not see, or whose journal
   * is off, makes the whole call a 404 (as the day's calls).
   */
  participants: z.array(
    z.object({
      participantId: z.number().int(),
      participantProfileId: z.number().int(),
      /** By date. */
      days: z.array(journalCalendarDaySchema),
    }),
  ),
});
export type JournalCalendar = z.infer<typeof journalCalendarSchema>;
