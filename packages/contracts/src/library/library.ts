import { z } from 'zod';
import { idParamsSchema } from '../common.js';
import { searchQuerySchema } from '../flags.js';
import { pageQuerySchema, pagedSchema } from '../paging.js';

/** The file type dictionary (spec 001 section 9): image 18, video 19, pdf 20. */
export const FileType = { Image: 18, Video: 19, Pdf: 20 } as const;
export type FileTypeId = (typeof FileType)[keyof typeof FileType];
export const fileTypeIdSchema = z.union([z.literal(18), z.literal(19), z.literal(20)]);

/** The spec's extension lists, by file type. */
export const SUPPORTED_EXTENSIONS: Readonly<Record<FileTypeId, readonly string[]>> = {
  [FileType.Image]: ['jpg', 'png', 'jpeg', 'gif'],
  [FileType.Video]: ['mp4', 'avi', 'mov', 'm4a', '3gp', 'webm', 'mkv', 'amr', 'm4v'],
  [FileType.Pdf]: ['pdf'],
};

/** The spec's upload limit: 1 GB (1073741824 bytes). */
export const MAX_MEDIA_BYTES = 1_073_741_824;
/** A processing item's list or detail reloads after these delays, at most this many times. */
export const MEDIA_RELOAD_DELAYS_MS = [5_000, 25_000, 60_000] as const;
/** The library view refreshes every 240 s. */
export const LIBRARY_REFRESH_MS = 240_000;
/** A download of a file that is not ready reloads the resource and retries once after 5 s. */
export const DOWNLOAD_RETRY_MS = 5_000;
/** Upload queue: one upload at a time; a completed one leaves the dialog after 10 s. */
export const MAX_CONCURRENT_UPLOADS = 1;
export const COMPLETED_UPLOAD_REMOVAL_MS = 10_000;
export const UPLOAD_STATES = ['PENDING', 'UPLOADING', 'COMPLETED', 'FAILED'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

export const MAX_LABELS = 20;
const title = z.string().trim().min(1, 'Required').max(200);
const directoryName = z.string().trim().min(1, 'Required').max(100);
const label = z.string().trim().min(1, 'Required').max(40);
const id = idParamsSchema.shape.id;

/** processing until its job finished; failed when the file could not be read (the original stays). */
export const processingStatusSchema = z.enum(['processing', 'ready', 'failed']);
export type ProcessingStatus = z.infer<typeof processingStatusSchema>;

/**
 * A library item (a resource, spec 001 section 3: id, fileUrl, name, title, version, isFavorite) with
 * what processing found. URLs are signed, short-lived links for the viewer who asked.
 */
export const resourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The original file name. */
  name: z.string(),
  fileTypeId: fileTypeIdSchema,
  contentType: z.string(),
  size: z.number().int(),
  directoryId: z.number().int().nullable(),
  ownerProfileId: z.number().int(),
  processing: z.boolean(),
  processingStatus: processingStatusSchema,
  /** Why a step was skipped or failed, e.g. ffmpeg missing: the original plays. */
  processingNote: z.string().nullable(),
  fileUrl: z.string(),
  /** What a player should play: the web rendition when one was made, else the original. */
  playbackUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationSeconds: z.number().nullable(),
  pageCount: z.number().int().nullable(),
  labels: z.array(z.string()),
  isFavorite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const directorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  /** Set on a company's shared folder (resources shared to the company land there). */
  companyId: z.number().int().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type Directory = z.infer<typeof directorySchema>;

/** A directory entry: the spec's entries carry a processing flag, version, title and labels. */
export const directoryEntrySchema = z.discriminatedUnion('kind', [
  directorySchema.extend({
    kind: z.literal('directory'),
    title: z.string(),
    processing: z.literal(false),
    labels: z.array(z.string()),
  }),
  resourceSchema.extend({ kind: z.literal('file') }),
]);
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

/** GET /ml/directories/{id}/items: the directory with its path from the main folder, then a page of entries (folders first). */
export const directoryItemsSchema = pagedSchema('items', directoryEntrySchema).extend({
  directory: directorySchema.extend({
    path: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});
export type DirectoryItems = z.infer<typeof directoryItemsSchema>;

export const librarySortSchema = z.enum(['title', 'createdAt', 'size']);
export const directoryItemsQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  sort: librarySortSchema.default('title'),
  order: z.enum(['asc', 'desc']).default('asc'),
  fileTypeId: z.coerce.number().pipe(fileTypeIdSchema).optional(),
});
export type DirectoryItemsQuery = z.infer<typeof directoryItemsQuerySchema>;

/** GET /ml/directories/{id}/items/search: files of the directory and every folder under it. */
export const librarySearchQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  /** Comma-joined labels: a file matches when it has all of them. */
  labels: z.string().max(1000).optional(),
  fileTypeId: z.coerce.number().pipe(fileTypeIdSchema).optional(),
});
export type LibrarySearchQuery = z.infer<typeof librarySearchQuerySchema>;
export const resourceListSchema = pagedSchema('items', resourceSchema);

export const directoryItemParamsSchema = z.strictObject({ id, itemId: id });

export const createDirectoryBodySchema = z.strictObject({ name: directoryName });
/**
 * PUT /ml/directories/{id}: {name} renames the folder, {parentId} moves it; both, as the folder is read
 * (GET /ml/directories/{id}/items answers it as `directory`), do what changed of the two.
 */
export const updateDirectoryBodySchema = z
  .strictObject({ name: directoryName.optional(), parentId: id.optional() })
  .refine((b) => b.name !== undefined || b.parentId !== undefined, { message: 'Give the name or the parentId.' });
export type UpdateDirectoryBody = z.infer<typeof updateDirectoryBodySchema>;
/** DELETE bodies: without force, anything in use (or a folder with content) is refused with the file list. */
export const forceBodySchema = z.strictObject({ force: z.boolean().default(false) }).default({ force: false });

/** POST /ml/directories/{id}/items as JSON: a file uploaded before with POST /ml/files/upload. */
export const createItemBodySchema = z.strictObject({ storageFileId: id, title: title.optional() });
export const updateItemBodySchema = z.strictObject({ title, directoryId: id.optional() });
export const itemLabelsBodySchema = z.strictObject({
  labels: z.array(label).max(MAX_LABELS, `At most ${MAX_LABELS} labels`),
});
export const deleteItemsBodySchema = z.strictObject({
  ids: z.array(id).min(1, 'Choose at least one file').max(500),
  force: z.boolean().default(false),
});

/** What POST /ml/files/upload stored: referenced by storageFileId in later calls. */
export const storageFileSchema = z.object({
  storageFileId: z.number().int(),
  name: z.string(),
  fileTypeId: fileTypeIdSchema,
  contentType: z.string(),
  size: z.number().int(),
});
export type StorageFile = z.infer<typeof storageFileSchema>;

/** Uses of a resource (spec 001 section 4) plus ours: sent to a participant's media. */
export const utilizationTypeSchema = z.enum([
  'SENT_TO_PARTICIPANT',
  'SENT_MESSAGE_OR_PAST_DEFINITION',
  'TO_BE_SENT',
  'SPRINT_TEMPLATE',
  /** The picture or video of an exercise, circuit or activity definition (metadata: name, kind). */
  'ROUTINE_DEFINITION',
  /**
   * On a participant's calendar: an item's media, additional media or a circuit item's exercise's media; one
   * per file and participant (metadata: participantName, participantProfileId, name: the items' titles,
   * items: how many, firstDate, lastDate as YYYY-MM-DD).
   */
  'PARTICIPANT_CALENDAR',
  /**
   * The picture or video of a participant's swap or of one of its entries; one per file and participant
   * (metadata: participantName, participantProfileId, name: the swaps' descriptions).
   */
  'SWAP',
  /**
   * The cover of a course or the media of one of its steps; one per file and course (metadata: name: the
   * course's title, courseId). A course assigned to a participant lets them read its files.
   */
  'COURSE',
]);
export type UtilizationType = z.infer<typeof utilizationTypeSchema>;
export const utilizationSchema = z.object({
  utilizationType: utilizationTypeSchema,
  eligibleForRemoval: z.boolean(),
  /** Who or what uses it, for the explanation: e.g. receiverName, sentAt, templateName. */
  metadata: z.record(z.string(), z.string()),
});
export type Utilization = z.infer<typeof utilizationSchema>;
export const fileInUseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fileTypeId: fileTypeIdSchema,
  utilizations: z.array(utilizationSchema),
});
export type FileInUse = z.infer<typeof fileInUseSchema>;
/** The 409 of a delete refused because of uses (or content, without force): the error plus filelist. */
export const MEDIA_IN_USE = 'MEDIA_IN_USE';
export const mediaInUseErrorSchema = z.object({
  message: z.string(),
  code: z.literal(MEDIA_IN_USE),
  /** Some uses are not eligible for removal: force will not help. */
  removable: z.boolean(),
  filelist: z.array(fileInUseSchema),
});
export type MediaInUseError = z.infer<typeof mediaInUseErrorSchema>;

/** A resource as sent to a participant (their media). */
export const sentResourceSchema = resourceSchema.extend({
  sentId: z.number().int(),
  receiverProfileId: z.number().int(),
  senderProfileId: z.number().int().nullable(),
  /** The sender's full name, for the "Sent by" column (null: unknown or removed). */
  senderName: z.string().nullable().optional(),
  sentAt: z.string(),
});
export type SentResource = z.infer<typeof sentResourceSchema>;
export const sentResourceListSchema = pagedSchema('resources', sentResourceSchema);
export const participantResourcesQuerySchema = z.strictObject({ ...pageQuerySchema.shape, search: searchQuerySchema });
/** GET /ml/resources?receiverProfileIds=1,2 */
export const sentResourcesQuerySchema = participantResourcesQuerySchema.extend({
  receiverProfileIds: z
    .string()
    .regex(/^\d+(,\d+){0,99}$/, 'Comma-joined profile ids')
    .transform((s) => s.split(',').map(Number)),
});
export const resourceSearchQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  fileTypeId: z.coerce.number().pipe(fileTypeIdSchema).optional(),
  favorites: z.enum(['true', 'false']).optional(),
});

const receiversCsv = z
  .string()
  .regex(/^\d+(,\d+){0,499}$/, 'Choose at least one participant')
  .transform((s) => [...new Set(s.split(',').map(Number))]);
/** POST /ml/resources/send: a file uploaded before, to participants' media. */
export const sendFileBodySchema = z.strictObject({
  storageFileId: id,
  /** Images are scaled down to 2048 px and re-encoded; other files are kept as they are. */
  compress: z.boolean().default(false),
  receiversId: receiversCsv,
  title: title.optional(),
});
export type SendFileBody = z.infer<typeof sendFileBodySchema>;
export const sendResourceBodySchema = z.strictObject({
  receiversId: z.array(id).min(1, 'Choose at least one participant').max(500),
});
export const sendResultSchema = z.object({ resource: resourceSchema, sent: z.array(sentResourceSchema) });
export const likeBodySchema = z.strictObject({ isFavorite: z.boolean() });
export const resourceTitleBodySchema = z.strictObject({ title });
export const shareToCompanyBodySchema = z.strictObject({ companyId: id });
export const resourceThumbnailBodySchema = z.strictObject({ storageFileId: id });
export const resourceThumbnailMlBodySchema = z.union([
  z.strictObject({ resourceId: id }),
  z.strictObject({ staticMediaId: id }),
]);
export const deleteSentBodySchema = z.strictObject({
  ids: z.array(id).min(1, 'Choose at least one sent file').max(500),
});

/** GET /static-media: the platform's stock pictures (thumbnails for resources). */
export const staticMediaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fileTypeId: fileTypeIdSchema,
  url: z.string(),
});
export const staticMediaListSchema = z.object({ content: z.array(staticMediaSchema) });
export type StaticMedia = z.infer<typeof staticMediaSchema>;

/** GET /dictionaries/file_type and /dictionaries/file/supported. */
export const fileTypeDictionarySchema = z.array(z.object({ id: fileTypeIdSchema, dictionaryItem: z.string() }));
export const supportedFilesSchema = z.array(
  z.object({ fileTypeId: fileTypeIdSchema, contentType: z.string(), extension: z.string() }),
);

/** The main folder of the signed-in staff member (made on first use). */
export const mainFolderSchema = directorySchema;
