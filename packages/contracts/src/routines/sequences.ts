import { z } from 'zod';
import { idParamsSchema } from '../common.js';
import { searchQuerySchema } from '../flags.js';
import { pageQuerySchema, pagedSchema } from '../paging.js';
import {
  definitionKindSchema,
  definitionMediaSchema,
  libraryScopeSchema,
  prescriptionSchema,
  prescriptionValuesSchema,
} from './routines.js';

/**
 * Routines (the spec's sequences, spec 001 sections 3 and 7): a title and days (Day 1 … Day N) of
 * exercises, circuits and activities from the library, kept in folders of routines, shared with
 * companies, and assigned to participants from a start date (docs/decisions.md, "Exercise library:
 * sharing, routines"). Every change to a routine or its items needs the routine's If-Match and answers
 * the whole routine with its new version, so the builder always holds one consistent copy.
 */
export const MAX_SEQUENCE_DAYS = 366;
export const DEFAULT_SEQUENCE_DAYS = 14;
export const MAX_SEQUENCE_ITEMS = 1000;
export const MAX_SEQUENCE_REPETITIONS = 52;

const id = idParamsSchema.shape.id;
const day = z
  .number({ error: 'You need to select at least one day!' })
  .int()
  .min(1, 'You need to select at least one day!')
  .max(MAX_SEQUENCE_DAYS, `A routine has at most ${MAX_SEQUENCE_DAYS} days`);
const title = z.string().trim().min(1, 'Required').max(200);
/** YYYY-MM-DD. */
export const calendarDateSchema = z.iso.date('A date as YYYY-MM-DD');

/** GET /sequences/{id}/items/{itemId} and path params of the item calls. */
export const sequenceItemParamsSchema = z.strictObject({ id, itemId: id });

export const sequenceItemSchema = z.object({
  id: z.number().int(),
  day: z.number().int(),
  /** Order within the day, from 0. */
  position: z.number().int(),
  kind: definitionKindSchema,
  definitionId: z.number().int(),
  /** The spec's three keys: the one of the item's kind is set, the others null. */
  exerciseDefinitionId: z.number().int().nullable(),
  seriesDefinitionId: z.number().int().nullable(),
  activityDefinitionId: z.number().int().nullable(),
  title: z.string(),
  media: definitionMediaSchema.nullable(),
  processing: z.boolean(),
  /** The item's own amounts in this routine (null: its definition's); what the participant's calendar gets. */
  prescription: prescriptionValuesSchema,
  /** The definition's amounts, which the item follows where its own are null (read-only). */
  defaults: prescriptionValuesSchema,
});
export type SequenceItem = z.infer<typeof sequenceItemSchema>;

const rootFolderSchema = z.object({ id: z.number().int(), title: z.string() }).nullable();

/** A routine in a list (no items). */
export const sequenceSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** null: the platform's library. */
  companyId: z.number().int().nullable(),
  folderId: z.number().int().nullable(),
  rootFolder: rootFolderSchema,
  days: z.number().int(),
  itemCount: z.number().int(),
  /** The actor may change it; a shared or platform routine is read-only until copied. */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type SequenceSummary = z.infer<typeof sequenceSummarySchema>;

/** One routine with its items, ordered by day then position. */
export const sequenceSchema = sequenceSummarySchema.extend({ items: z.array(sequenceItemSchema) });
export type Sequence = z.infer<typeof sequenceSchema>;

export const sequenceListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  /** A folder's routines; `root` for those in no folder. */
  folderId: z.union([z.literal('root'), z.coerce.number().int().positive().max(2147483647)]).optional(),
  scope: libraryScopeSchema.default('all'),
});
export type SequenceListQuery = z.infer<typeof sequenceListQuerySchema>;
export const sequenceListSchema = pagedSchema('items', sequenceSummarySchema);

/** POST /routines/definitions/sequences ('New routine added!'). */
export const createSequenceBodySchema = z.strictObject({
  title,
  days: day.default(DEFAULT_SEQUENCE_DAYS),
  folderId: id.nullable().optional(),
});
/** PUT /sequences/{id} ('Routine renamed!'): the title and the number of days (never below the last used day). */
export const updateSequenceBodySchema = z.strictObject({ title: title.optional(), days: day.optional() });
/** POST /sequences/{id}/copy ('Routine duplicated!'). */
export const copySequenceBodySchema = z
  .strictObject({ title: title.optional(), folderId: id.nullable().optional() })
  .default({});
/** PUT /sequences/{id}/folder: move to a folder of routines, or out of any (null). */
export const moveSequenceBodySchema = z.strictObject({ folderId: id.nullable() });

/** POST /sequences/{id}/items ('Item added!'): one of the three definition keys, on a day. */
export const addSequenceItemBodySchema = z
  .strictObject({
    day,
    exerciseDefinitionId: id.optional(),
    seriesDefinitionId: id.optional(),
    activityDefinitionId: id.optional(),
    /** Where in the day; the end when left out. */
    position: z.number().int().min(0).optional(),
    /** Amounts of its own in this routine, over the definition's. */
    prescription: prescriptionSchema.partial().optional(),
  })
  .refine(
    (b) =>
      [b.exerciseDefinitionId, b.seriesDefinitionId, b.activityDefinitionId].filter((v) => v !== undefined).length ===
      1,
    { message: 'Give one of exerciseDefinitionId, seriesDefinitionId or activityDefinitionId' },
  );
export type AddSequenceItemBody = z.infer<typeof addSequenceItemBodySchema>;

const itemIds = z
  .array(id)
  .min(1, 'You need to select at least one exercise!')
  .max(MAX_SEQUENCE_ITEMS, `At most ${MAX_SEQUENCE_ITEMS} items`);

/**
 * POST /sequences/{id}/items/copy ('Items copied!'): repeat a block. The chosen items keep their distance
 * from the block's first day: a copy starts on `start`, and `repetitions` copies start `interval` days
 * apart (days 1-3 to 8-10: start 8, repetitions 1). The routine grows to hold the last copy.
 */
export const copySequenceItemsBodySchema = z.strictObject({
  start: day,
  repetitions: z.number().int().min(1).max(MAX_SEQUENCE_REPETITIONS).default(1),
  interval: z.number().int().min(1).max(MAX_SEQUENCE_DAYS).default(7),
  items: itemIds,
});
/** POST /sequences/{id}/items/{itemId}/copy ('Item duplicated!'): to a day (its own when left out), at the end. */
export const copySequenceItemBodySchema = z.strictObject({ day: day.optional() }).default({});
/**
 * PUT /sequences/{id}/items/{itemId} ('Item moved!', 'Item updated!'): to a day and a place in it (drag and drop), and its own amounts. Without
 * `position`, to the end of another day (its own place when the day is its own). It takes the item as GET
 * /sequences/{id} presents it: the item's other keys are read-only (the endpoint's `representation`).
 */
export const moveSequenceItemBodySchema = z.strictObject({
  day,
  position: z.number().int().min(0).optional(),
  /** Changes the item's own amounts (Item updated!): a key left out stays, null follows the definition again. */
  prescription: prescriptionSchema.partial().optional(),
});
export type MoveSequenceItemBody = z.infer<typeof moveSequenceItemBodySchema>;
/** POST /sequences/{id}/items/delete ('Items removed!'). */
export const deleteSequenceItemsBodySchema = z.strictObject({ items: itemIds });

/** POST /sequences/{id}/assign: to participants from a start date; their calendar gets every item. */
export const assignSequenceBodySchema = z.strictObject({
  participants: z.array(id).min(1, 'Choose at least one participant').max(500),
  startDate: calendarDateSchema,
});
export const assignSequenceResultSchema = z.object({
  message: z.string(),
  /** How many participants got it, and how many calendar items that made. */
  participants: z.number().int(),
  items: z.number().int(),
});

/** GET /sequences/{id}/participants: who has it assigned, newest first. */
export const sequenceParticipantSchema = z.object({
  assignmentId: z.number().int(),
  participantProfileId: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  assignedAt: z.string(),
});
export const sequenceParticipantListSchema = pagedSchema('items', sequenceParticipantSchema);
export const sequenceParticipantQuerySchema = z.strictObject({ ...pageQuerySchema.shape });
