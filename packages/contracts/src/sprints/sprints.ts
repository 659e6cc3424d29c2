import { z } from 'zod';
import { idParamsSchema } from '../common.js';
import { searchQuerySchema } from '../flags.js';
import { pageQuerySchema, pagedSchema } from '../paging.js';
import { definitionMediaSchema, libraryScopeSchema } from '../routines/routines.js';
import { daysInRange, MAX_CALENDAR_RANGE_DAYS } from '../calendar/calendar.js';
import { calendarDateSchema } from '../routines/sequences.js';

/**
 * Sprints (spec 001 sections 3, 4 and 7): timed-release messages. A template is a named series of
 * messages relative to a start (day N at a time of day); applying it to a participant from a start date
 * makes one message definition per template message, all under one correlationId. A definition may also
 * be a one-off message or repeat (daily or weekly); each occurrence is posted into the participant's
 * sprint chat at its local time, in the participant's time zone, once (docs/decisions.md, "Sprints").
 */
export const MAX_SPRINT_DAYS = 366;
export const MAX_SPRINT_MESSAGES = 500;
export const MAX_SPRINT_TEXT = 2000;
export const MAX_SPRINT_OCCURRENCES = 366;
/** Where a participant's zone is unknown (docs/decisions.md, "Sprints: time zones"). */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

const id = idParamsSchema.shape.id;

/** HH:MM, 24 hours. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time as HH:MM (00:00 to 23:59)');

const text = z.string().max(MAX_SPRINT_TEXT, `A message has at most ${MAX_SPRINT_TEXT} characters`);
const name = z.string().trim().min(1, 'Required').max(200);
const day = z
  .number({ error: 'A day from 1' })
  .int()
  .min(1, 'A day from 1')
  .max(MAX_SPRINT_DAYS, `A sprint has at most ${MAX_SPRINT_DAYS} days`);

/**
 * The spec's thumbnailValue: the picture shown for the message's media. A picture of the library
 * (mlSourceResourceId), one uploaded through the upload queue (file: its storageFileId, with its name),
 * or remove. The thumbnail as a GET answered it is accepted too and keeps what is there.
 */
export const thumbnailValueSchema = z.strictObject({
  file: z.number().int().positive().nullable().optional(),
  name: z.string().max(255).nullable().optional(),
  remove: z.boolean().optional(),
  mlSourceResourceId: id.nullable().optional(),
});
export type ThumbnailValue = z.infer<typeof thumbnailValueSchema>;

/** A message's thumbnail as answered. */
export const sprintThumbnailSchema = z.object({
  resourceId: z.number().int(),
  name: z.string(),
  url: z.string(),
});

/**
 * The media of a message: a library file (resourceId), a file uploaded through the upload queue
 * (storageFileId: kept in the sender's library), and a thumbnail. resourceId null removes the media.
 */
const mediaFields = {
  resourceId: id.nullable().optional(),
  storageFileId: z.number().int().positive().optional(),
  thumbnailValue: thumbnailValueSchema.nullable().optional(),
};

/** What a message carries, as answered (template messages and definitions alike). */
const messageContent = {
  text: z.string(),
  resourceId: z.number().int().nullable(),
  resource: definitionMediaSchema.nullable(),
  thumbnail: sprintThumbnailSchema.nullable(),
};

// Templates.

export const sprintTemplateMessageSchema = z.object({
  id: z.number().int(),
  day: z.number().int(),
  time: z.string(),
  /** Order within the day (same time), from 0. */
  position: z.number().int(),
  ...messageContent,
});
export type SprintTemplateMessage = z.infer<typeof sprintTemplateMessageSchema>;

export const sprintTemplateSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** null: the platform's. */
  companyId: z.number().int().nullable(),
  /** The actor may change it; a platform or shared template is read-only until duplicated. */
  editable: z.boolean(),
  /** The last day with a message. */
  days: z.number().int(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type SprintTemplateSummary = z.infer<typeof sprintTemplateSummarySchema>;

export const sprintTemplateSchema = sprintTemplateSummarySchema.extend({
  messages: z.array(sprintTemplateMessageSchema),
});
export type SprintTemplate = z.infer<typeof sprintTemplateSchema>;

export const sprintTemplateListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  scope: libraryScopeSchema.default('all'),
});
export type SprintTemplateListQuery = z.infer<typeof sprintTemplateListQuerySchema>;
export const sprintTemplateListSchema = pagedSchema('templates', sprintTemplateSummarySchema);

/** A template message as the editor sends it: id for one that is there, none for a new one. */
export const sprintTemplateMessageBodySchema = z
  .object({
    id: id.optional(),
    day,
    time: timeOfDaySchema,
    text: text.default(''),
    ...mediaFields,
    // A GET's read-only keys are accepted and ignored.
    position: z.number().int().optional(),
    resource: z.unknown().optional(),
    thumbnail: z.unknown().optional(),
  })
  .strict();
export type SprintTemplateMessageBody = z.infer<typeof sprintTemplateMessageBodySchema>;

const templateMessages = z
  .array(sprintTemplateMessageBodySchema)
  .max(MAX_SPRINT_MESSAGES, `A sprint has at most ${MAX_SPRINT_MESSAGES} messages`);

/** POST /messages/templates ('New sprint added!'). */
export const createSprintTemplateBodySchema = z.strictObject({
  name,
  messages: templateMessages.default([]),
});
export type CreateSprintTemplateBody = z.infer<typeof createSprintTemplateBodySchema>;
/**
 * PUT /messages/templates/{id} ('Saved!'): the name, and the whole list of messages when sent (the
 * editor's timeline: a message left out is deleted, the order within a day is the list's).
 */
export const updateSprintTemplateBodySchema = z.strictObject({
  name: name.optional(),
  messages: templateMessages.optional(),
});
export type UpdateSprintTemplateBody = z.infer<typeof updateSprintTemplateBodySchema>;
/** POST /messages/templates/{id}/duplicate ('Sprint duplicated!'). */
export const duplicateSprintTemplateBodySchema = z.strictObject({ name: name.optional() }).default({});
// POST /messages/templates/{id}/share: its schemas are sharing's (sharing/sharing.ts).

/** POST /messages/templates/{id}/apply ('New messages scheduled!'). */
export const applySprintTemplateBodySchema = z.strictObject({
  participantProfileId: id,
  /** The participant's day 1; today (in their zone) when left out. */
  startDate: calendarDateSchema.optional(),
});
export type ApplySprintTemplateBody = z.infer<typeof applySprintTemplateBodySchema>;
export const applySprintTemplateResultSchema = z.object({
  message: z.string(),
  correlationId: z.string(),
  /** The first message's planned send time (ISO, UTC); null for a template without messages. */
  firstMessageDate: z.string().nullable(),
  /** The first message's time lies in the past: those already due are skipped (docs/decisions.md). */
  messageInPast: z.boolean(),
  /** Messages planned, and those skipped because their time had passed. */
  planned: z.number().int(),
  skipped: z.number().int(),
});
export type ApplySprintTemplateResult = z.infer<typeof applySprintTemplateResultSchema>;

// A participant's messages.

export const sprintRepeatSchema = z.enum(['NONE', 'DAILY', 'WEEKLY']);
export type SprintRepeat = z.infer<typeof sprintRepeatSchema>;
export const sprintOccurrenceStatusSchema = z.enum(['PLANNED', 'SENT', 'SKIPPED']);
export type SprintOccurrenceStatus = z.infer<typeof sprintOccurrenceStatusSchema>;

export const messageDefinitionSchema = z.object({
  id: z.number().int(),
  participantProfileId: z.number().int(),
  senderProfileId: z.number().int(),
  senderName: z.string(),
  /** The applied template these messages came from; null for a one-off. */
  correlationId: z.string().nullable(),
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  ...messageContent,
  /** The first occurrence's day and the time of day, in the participant's zone. */
  startDate: z.string(),
  time: z.string(),
  repeat: sprintRepeatSchema,
  occurrences: z.number().int(),
  timeZone: z.string(),
  /** The next planned send (ISO, UTC), null when nothing is left to send. */
  nextSendAt: z.string().nullable(),
  sentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type MessageDefinition = z.infer<typeof messageDefinitionSchema>;

const definitionFields = {
  text: text.default(''),
  startDate: calendarDateSchema,
  time: timeOfDaySchema,
  repeat: sprintRepeatSchema.default('NONE'),
  occurrences: z
    .number()
    .int()
    .min(1, 'At least one')
    .max(MAX_SPRINT_OCCURRENCES, `At most ${MAX_SPRINT_OCCURRENCES}`)
    .default(1),
  ...mediaFields,
};

/** POST /messages/users/{id}/definitions ('Message definition added!'): JSON, or multipart `model` plus `file`. */
export const createMessageDefinitionBodySchema = z.strictObject(definitionFields);
export type CreateMessageDefinitionBody = z.infer<typeof createMessageDefinitionBodySchema>;
/** POST /messages/definitions: the same for one or more participants. */
export const createMessageDefinitionsBodySchema = z.strictObject({
  ...definitionFields,
  participants: z.array(id).min(1, 'Choose at least one participant').max(500, 'At most 500 participants'),
});
export type CreateMessageDefinitionsBody = z.infer<typeof createMessageDefinitionsBodySchema>;
export const messageDefinitionsResultSchema = z.object({
  message: z.string(),
  definitions: z.array(messageDefinitionSchema),
});

/**
 * PUT /messages/definitions/{id} ('Saved!'): what is sent changes; occurrences already sent stay as they
 * went. The GET's read-only keys are accepted and ignored.
 */
export const updateMessageDefinitionBodySchema = z.strictObject({
  text: text.optional(),
  startDate: calendarDateSchema.optional(),
  time: timeOfDaySchema.optional(),
  repeat: sprintRepeatSchema.optional(),
  occurrences: definitionFields.occurrences.removeDefault().optional(),
  ...mediaFields,
});
export type UpdateMessageDefinitionBody = z.infer<typeof updateMessageDefinitionBodySchema>;

/** POST /messages/definitions/{id}/split: one occurrence (its day) becomes a definition of its own. */
export const splitMessageDefinitionBodySchema = z.strictObject({ date: calendarDateSchema });

export const messageDefinitionListQuerySchema = z.strictObject({ ...pageQuerySchema.shape });
export const messageDefinitionListSchema = pagedSchema('definitions', messageDefinitionSchema);

/** One occurrence: a message planned, sent or skipped. */
export const sprintMessageSchema = z.object({
  definitionId: z.number().int(),
  /** 0 for the first occurrence of its definition. */
  occurrence: z.number().int(),
  /** The participant's day and time of it. */
  date: z.string(),
  time: z.string(),
  sendAt: z.string(),
  status: sprintOccurrenceStatusSchema,
  sentAt: z.string().nullable(),
  /** Why it was skipped: its time had passed when planned, the participant was inactive, or its chat is gone. */
  skippedReason: z.enum(['PAST', 'INACTIVE', 'UNDELIVERABLE']).nullable(),
  correlationId: z.string().nullable(),
  templateName: z.string().nullable(),
  senderProfileId: z.number().int(),
  senderName: z.string(),
  /** The sprint chat it is (or will be) posted in. */
  channelId: z.string(),
  ...messageContent,
});
export type SprintMessage = z.infer<typeof sprintMessageSchema>;

const rangeIssue = (from: string, to: string): string | null => {
  if (to < from) return 'The end date must be on or after the start date.';
  if (daysInRange(from, to) > MAX_CALENDAR_RANGE_DAYS) return `A range is at most ${MAX_CALENDAR_RANGE_DAYS} days.`;
  return null;
};

/** GET /messages/users/{id}?from&to: the occurrences on those days (the participant's), in send order. */
export const sprintMessagesQuerySchema = z
  .strictObject({ from: calendarDateSchema, to: calendarDateSchema })
  .superRefine((q, c) => {
    const issue = rangeIssue(q.from, q.to);
    if (issue) c.addIssue({ code: 'custom', path: ['to'], message: issue });
  });
export const sprintMessagesSchema = z.object({ messages: z.array(sprintMessageSchema) });

/** GET /messages/users/{id}/calendar/preview?startDate&endDate: per day, how many planned, sent, skipped. */
export const sprintCalendarPreviewQuerySchema = z
  .strictObject({ startDate: calendarDateSchema, endDate: calendarDateSchema })
  .superRefine((q, c) => {
    const issue = rangeIssue(q.startDate, q.endDate);
    if (issue) c.addIssue({ code: 'custom', path: ['endDate'], message: issue });
  });
export const sprintCalendarPreviewSchema = z.object({
  days: z.array(
    z.object({ date: z.string(), planned: z.number().int(), sent: z.number().int(), skipped: z.number().int() }),
  ),
});

export const correlationParamsSchema = z.strictObject({ id: z.uuid('Not a series id') });

export const SprintMessages = {
  templateAdded: 'New sprint added!',
  templateDuplicated: 'Sprint duplicated!',
  templateDeleted: 'Sprint deleted!',
  templateShared: 'Sprint shared!',
  scheduled: 'New messages scheduled!',
  definitionAdded: 'Message definition added!',
  messagesDeleted: 'Messages deleted!',
  saved: 'Saved!',
  emptyMessage: 'Write a message or attach a file.',
} as const;
