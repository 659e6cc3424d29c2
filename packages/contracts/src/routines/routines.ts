import { z } from 'zod';
import { idParamsSchema } from '../common.js';
import { webLinkSchema } from '../links.js';
import { searchQuerySchema } from '../flags.js';
import { fileTypeIdSchema, processingStatusSchema } from '../library/library.js';
import { pageQuerySchema, pagedSchema } from '../paging.js';

/**
 * The exercise library (spec 001 sections 3, 5, 7 and 9; docs/decisions.md, "Exercise library"):
 * definitions of exercises (EXERCISE), circuits (SERIES: an ordered list of exercises) and activities
 * (ACTIVITY), kept in folders. A definition belongs to a library: the platform's (companyId null, seen by
 * every company) or one company's.
 */
export const DEFINITION_KINDS = ['EXERCISE', 'SERIES', 'ACTIVITY'] as const;
export const definitionKindSchema = z.enum(DEFINITION_KINDS);
export type DefinitionKind = z.infer<typeof definitionKindSchema>;
/** The path segment of each kind: /routines/definitions/exercises|series|activities. */
export const DEFINITION_PATHS: Record<DefinitionKind, 'exercises' | 'series' | 'activities'> = {
  EXERCISE: 'exercises',
  SERIES: 'series',
  ACTIVITY: 'activities',
};

/** What the participant records when doing the item ("collect"). */
export const COLLECT_FIELDS = ['TIME', 'WEIGHT', 'REPETITIONS', 'SERIES', 'DISTANCE'] as const;
export const collectFieldSchema = z.enum(COLLECT_FIELDS);
export type CollectField = z.infer<typeof collectFieldSchema>;

/** Spec 001 section 9: the default rest after an exercise of a circuit. */
export const DEFAULT_REST_TIME_AFTER_EXERCISE = 0;
export const MAX_CIRCUIT_EXERCISES = 50;
export const MAX_BULK_ITEMS = 500;

const id = idParamsSchema.shape.id;
const title = z.string().trim().min(1, 'Required').max(200);
const description = z.string().max(5000);
/** Seconds. */
const seconds = z.number().int().min(0).max(86_400);
const count = z.number().int().min(0).max(10_000);

/**
 * The media options of a definition (spec 001 section 3): none (key left out), a library file
 * ({mlSourceResourceId}), removal ({remove: true}), or a newly uploaded file (the multipart `file` /
 * `additionalFile` part). The media as a GET answered it is accepted too and keeps what is there.
 */
export const definitionMediaSchema = z.object({
  resourceId: z.number().int(),
  title: z.string(),
  fileTypeId: fileTypeIdSchema,
  /** The file is still being processed: the view reloads after 5, 25 and 60 s. */
  processing: z.boolean(),
  processingStatus: processingStatusSchema,
  fileUrl: z.string(),
  playbackUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type DefinitionMedia = z.infer<typeof definitionMediaSchema>;
export const mediaOptionSchema = z.union([
  z.strictObject({ mlSourceResourceId: id }),
  z.strictObject({ remove: z.literal(true) }),
  definitionMediaSchema,
]);
export type MediaOption = z.infer<typeof mediaOptionSchema>;

/** A definition's title and description in one language (either may be left to fall back). */
const definitionTextsSchema = z.strictObject({
  title: title.optional(),
  description: description.nullable().optional(),
});
/**
 * A definition's words per language besides its own title and description (docs/decisions.md, "Coaching
 * loop: one Spanish register"): a reader of that language reads them, any other the definition's own.
 */
export const definitionTranslationsSchema = z.strictObject({
  en: definitionTextsSchema.optional(),
  es: definitionTextsSchema.optional(),
});
export type DefinitionTranslations = z.infer<typeof definitionTranslationsSchema>;

/** A definition's (or a calendar item's) title and description for a reader of `language`: theirs where written. */
export function localizedTexts<T extends { title: string; description: string | null }>(
  own: T,
  translations: DefinitionTranslations | null | undefined,
  language: 'en' | 'es' | undefined,
): { title: string; description: string | null } {
  const theirs = language ? translations?.[language] : undefined;
  return {
    title: theirs?.title || own.title,
    description: theirs?.description || own.description,
  };
}

/** The creation fields (spec 001 section 3) a definition keeps. */
const definitionFields = {
  title,
  description: description.nullable().optional(),
  translations: definitionTranslationsSchema.optional(),
  media: mediaOptionSchema.nullable().optional(),
  additionalMedia: mediaOptionSchema.nullable().optional(),
  /** A stock picture (GET /static-media) shown in the mobile app. */
  mobileStaticMedia: id.nullable().optional(),
  /** A web link (http or https) the participant opens beside the item. */
  externalUrl: webLinkSchema.nullable().optional(),
  /** Seconds. */
  time: seconds.nullable().optional(),
  /** Kilograms. */
  weight: z.number().min(0).max(10_000).nullable().optional(),
  repetitions: count.nullable().optional(),
  series: count.nullable().optional(),
  /** Seconds. */
  restTimeBetweenSeries: seconds.nullable().optional(),
  /** Seconds; a circuit's default is 0. */
  restTimeAfterExercise: seconds.default(DEFAULT_REST_TIME_AFTER_EXERCISE),
  /** Meters. */
  distance: z.number().min(0).max(1_000_000).nullable().optional(),
  collect: z.array(collectFieldSchema).max(COLLECT_FIELDS.length).default([]),
  folderId: id.nullable().optional(),
};

/**
 * A routine item's own prescription (issue 29, item 6): the amounts of its definition that this routine
 * sets otherwise; a key left out keeps the item's, null returns it to the definition's.
 */
export const prescriptionSchema = z.strictObject({
  time: definitionFields.time,
  weight: definitionFields.weight,
  repetitions: definitionFields.repetitions,
  series: definitionFields.series,
  restTimeBetweenSeries: definitionFields.restTimeBetweenSeries,
});
export type PrescriptionInput = z.infer<typeof prescriptionSchema>;
/** The prescription's amounts as read: each null where not set. */
export const prescriptionValuesSchema = z.object({
  time: z.number().int().nullable(),
  weight: z.number().nullable(),
  repetitions: z.number().int().nullable(),
  series: z.number().int().nullable(),
  restTimeBetweenSeries: z.number().int().nullable(),
});
export type Prescription = z.infer<typeof prescriptionValuesSchema>;
export const PRESCRIPTION_FIELDS = ['time', 'weight', 'repetitions', 'series', 'restTimeBetweenSeries'] as const;
/** No amount set. */
export const EMPTY_PRESCRIPTION: Prescription = {
  time: null,
  weight: null,
  repetitions: null,
  series: null,
  restTimeBetweenSeries: null,
};

/**
 * The amounts and records each kind offers in the forms (issue 29, item 6): an activity is timed or measured
 * by distance, never weighed or counted in series. The calls still accept every creation field (spec 001).
 */
export const KIND_FIELDS = {
  EXERCISE: {
    amounts: ['time', 'weight', 'repetitions', 'series', 'restTimeBetweenSeries'],
    collect: ['TIME', 'WEIGHT', 'REPETITIONS', 'SERIES'],
  },
  SERIES: { amounts: ['series', 'restTimeBetweenSeries', 'restTimeAfterExercise'], collect: ['TIME', 'SERIES'] },
  ACTIVITY: { amounts: ['time', 'distance'], collect: ['TIME', 'DISTANCE'] },
} as const satisfies Record<string, { amounts: readonly string[]; collect: readonly CollectField[] }>;

/** One exercise of a circuit, in order (what GET answers is accepted back). */
const circuitExerciseInput = z.object({ exerciseDefinitionId: id });

export const exerciseBodySchema = z.strictObject(definitionFields);
export const activityBodySchema = z.strictObject(definitionFields);
export const seriesBodySchema = z.strictObject({
  ...definitionFields,
  exercises: z
    .array(circuitExerciseInput)
    .min(1, 'Choose at least one exercise')
    .max(MAX_CIRCUIT_EXERCISES, `At most ${MAX_CIRCUIT_EXERCISES} exercises`),
});
export type DefinitionBody = z.infer<typeof exerciseBodySchema> & {
  exercises?: { exerciseDefinitionId: number }[];
};

/** The multipart form of the same calls: the JSON body as the `model` part, and the files. */
export const definitionMultipartFieldsSchema = z.strictObject({ model: z.string().max(100_000) });

export const circuitExerciseSchema = z.object({
  exerciseDefinitionId: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  media: definitionMediaSchema.nullable(),
});

export const definitionSchema = z.object({
  id: z.number().int(),
  kind: definitionKindSchema,
  /** null: the platform's library, seen by every company. */
  companyId: z.number().int().nullable(),
  folderId: z.number().int().nullable(),
  /** In the reader's language (Accept-Language) where translations has it, else its own. */
  title: z.string(),
  /** The spec's entity calls it name: the title. */
  name: z.string(),
  description: z.string().nullable(),
  /** Its words per language, as written (title and description above are the reader's). */
  translations: definitionTranslationsSchema,
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
  exercises: z.array(circuitExerciseSchema),
  /** Some media is still being processed. */
  processing: z.boolean(),
  /** The actor may change it (the platform's library is read-only to companies: copy it). */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Definition = z.infer<typeof definitionSchema>;

/** Which library a list shows: all the actor sees, the platform's, or their company's. */
export const libraryScopeSchema = z.enum(['all', 'platform', 'company']);

export const definitionListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  /** A folder's items; `root` for those in no folder. */
  folderId: z.union([z.literal('root'), z.coerce.number().int().positive().max(2147483647)]).optional(),
  scope: libraryScopeSchema.default('all'),
});
export type DefinitionListQuery = z.infer<typeof definitionListQuerySchema>;
/** GET /routines/definitions/items: every kind in one list, with the kind filter. */
export const definitionItemsQuerySchema = definitionListQuerySchema.extend({
  kind: definitionKindSchema.optional(),
});
export type DefinitionItemsQuery = z.infer<typeof definitionItemsQuerySchema>;
export const definitionListSchema = pagedSchema('items', definitionSchema);

/** PUT /routines/definitions/items/{id}: what applies to every kind: the title and the folder (move). */
export const updateDefinitionItemBodySchema = z.strictObject({
  title: title.optional(),
  folderId: id.nullable().optional(),
});

const itemIds = z.array(id).min(1, 'Choose at least one item').max(MAX_BULK_ITEMS, `At most ${MAX_BULK_ITEMS} items`);
/** POST /routines/definitions/items/copy: copies into the actor's library, into folderId when given. */
export const copyDefinitionItemsBodySchema = z.strictObject({ items: itemIds, folderId: id.nullable().optional() });
export const copiedItemsSchema = z.object({ message: z.string(), items: z.array(definitionSchema) });

/** DELETE of a definition: one used in a circuit, a routine or on a calendar needs {force: true} (409 DEFINITION_IN_USE naming where). */
export const forceDeleteBodySchema = z.strictObject({ force: z.boolean().default(false) }).default({ force: false });
export const DEFINITION_IN_USE = 'DEFINITION_IN_USE';
/**
 * Where a definition is used: a circuit (SERIES) or a routine (SEQUENCE), by id and title; or participants'
 * calendars (CALENDAR: id and title the definition's, `participants` how many have it on their calendar).
 */
export const definitionUseSchema = z.object({
  kind: z.enum(['SERIES', 'SEQUENCE', 'CALENDAR']),
  id: z.number().int(),
  title: z.string(),
  participants: z.number().int().optional(),
});
export const definitionInUseErrorSchema = z.object({
  message: z.string(),
  code: z.literal(DEFINITION_IN_USE),
  usedIn: z.array(definitionUseSchema),
});

/** Folders of definitions (spec 001: "Folders have a title"), one level, in a library. */
export const definitionFolderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  companyId: z.number().int().nullable(),
  /** How many definitions it holds. */
  itemCount: z.number().int(),
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type DefinitionFolder = z.infer<typeof definitionFolderSchema>;
export const definitionFolderListSchema = pagedSchema('folders', definitionFolderSchema);
export const definitionFolderQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  scope: libraryScopeSchema.default('all'),
});
export const definitionFolderBodySchema = z.strictObject({ title: z.string().trim().min(1, 'Required').max(100) });
/** POST /folders/{id}/copy: a new folder in the actor's library with a copy of every item. */
export const copyFolderBodySchema = z
  .strictObject({ title: z.string().trim().min(1, 'Required').max(100).optional() })
  .default({});
export const FOLDER_NOT_EMPTY = 'FOLDER_NOT_EMPTY';
