import { z } from 'zod';
import { idParamsSchema } from '../common.js';
import { searchQuerySchema } from '../flags.js';
import { pageQuerySchema, pagedSchema } from '../paging.js';
import { definitionFolderSchema, definitionKindSchema, definitionSchema } from '../routines/routines.js';
import { sequenceSummarySchema } from '../routines/sequences.js';

/**
 * Sharing between the companies of a tenant (spec 001 section 7, Definitions and Folders; sprints;
 * docs/decisions.md, "One sharing"): a definition, a folder of definitions, a routine or a sprint template
 * of one library is shared with companies of the tenant; the receiver's staff see it read-only
 * (`editable: false`) until they copy (import, duplicate) it into their own library. The server's kinds
 * (apps/server/src/modules/sharing) are these subjects.
 */
export const SHARE_SUBJECTS = ['DEFINITION', 'FOLDER', 'SEQUENCE', 'SPRINT_TEMPLATE'] as const;
export const shareSubjectSchema = z.enum(SHARE_SUBJECTS);
export type ShareSubject = z.infer<typeof shareSubjectSchema>;

/** At most this many companies in one share call. */
export const MAX_SHARE_COMPANIES = 200;

const id = idParamsSchema.shape.id;

/** POST .../{id}/shared and /folders/{id}/shared: the companies to share with ("Item shared!", "Shared successful"). */
export const shareBodySchema = z.strictObject({
  companyId: z
    .array(id)
    .min(1, 'Choose at least one practice')
    .max(MAX_SHARE_COMPANIES, `At most ${MAX_SHARE_COMPANIES} practices`),
});
export type ShareBody = z.infer<typeof shareBodySchema>;

/** A company an item went to, and when. */
export const sharedCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sharedAt: z.string(),
});
export type SharedCompany = z.infer<typeof sharedCompanySchema>;

/** The answer of a share: the spec's confirmation and every company the item is now shared with. */
export const shareResultSchema = z.object({
  message: z.string(),
  sharedWith: z.array(sharedCompanySchema),
});
export type ShareResult = z.infer<typeof shareResultSchema>;

/**
 * POST /messages/templates/{id}/share ('Sprint shared!'): a sprint template (the kind SPRINT_TEMPLATE) with
 * practices, as the sprints' path has always named them.
 */
export const shareSprintTemplateBodySchema = z.strictObject({
  practices: z.array(id).min(1, 'Choose at least one practice').max(100, 'At most 100 practices'),
});
export type ShareSprintTemplateBody = z.infer<typeof shareSprintTemplateBodySchema>;
/** Its answer: every practice the template is now shared with. */
export const shareSprintTemplateResultSchema = z.object({
  message: z.string(),
  sharedWith: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ShareSprintTemplateResult = z.infer<typeof shareSprintTemplateResultSchema>;

/**
 * Who shared an item, when and from where. A received item's `sharedWith` is the actor's own company
 * only; a sent item's lists every company it went to. `sharedAt` and `sharedBy` are the latest share's.
 */
export const shareInfoSchema = z.object({
  sharedAt: z.string(),
  /** The staff member who shared it (null when their profile is gone). */
  sharedBy: z.object({ profileId: z.number().int(), name: z.string() }).nullable(),
  /** The library it was shared from: null for the platform's. */
  fromCompany: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sharedWith: z.array(sharedCompanySchema),
  /** Set when the item is seen through a shared folder rather than shared one by one. */
  sharedFolder: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type ShareInfo = z.infer<typeof shareInfoSchema>;

/** A definition of a shared list: the definition (read-only to a receiver) and its share. */
export const sharedDefinitionSchema = definitionSchema.extend({ share: shareInfoSchema });
export type SharedDefinition = z.infer<typeof sharedDefinitionSchema>;
export const sharedDefinitionListSchema = pagedSchema('items', sharedDefinitionSchema);

/**
 * GET /routines/definitions/items/shared (received), /items/shared/company (sent by the actor's library)
 * and /items/shared/company/{companyId} (sent to that company): paged, by title; `folderId` narrows to
 * one shared folder's items. (The spec's portal skips the list when a folder is chosen and the filter is
 * not all.)
 */
export const sharedItemsQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  kind: definitionKindSchema.optional(),
  folderId: z.coerce.number().int().positive().max(2147483647).optional(),
});
export type SharedItemsQuery = z.infer<typeof sharedItemsQuerySchema>;
export const sharedCompanyParamsSchema = z.strictObject({ companyId: id });

/** POST .../{id}/shared/copy and .../{id}/shared/company/copy ("Item imported!"): into a folder of one's own, or none. */
export const importSharedBodySchema = z.strictObject({ folderId: id.nullable().optional() }).default({});
/** POST /routines/definitions/items/shared/copy ("Items imported!"). */
export const importSharedItemsBodySchema = z.strictObject({
  items: z.array(id).min(1, 'Choose at least one item').max(500, 'At most 500 items'),
  folderId: id.nullable().optional(),
});
/** The answer of an import: the confirmation and the copies (independent, in the actor's library). */
export const importedItemsSchema = z.object({ message: z.string(), items: z.array(definitionSchema) });
export type ImportedItems = z.infer<typeof importedItemsSchema>;

/** GET /routines/definitions/folders/shared: received (the default), sent, or both. */
export const FOLDER_SHARED_STRATEGIES = ['RECEIVED', 'SENT', 'ALL'] as const;
export const folderSharedStrategySchema = z.enum(FOLDER_SHARED_STRATEGIES);
export type FolderSharedStrategy = z.infer<typeof folderSharedStrategySchema>;
export const sharedFoldersQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  folderSharedStrategy: folderSharedStrategySchema.default('RECEIVED'),
});
export type SharedFoldersQuery = z.infer<typeof sharedFoldersQuerySchema>;
/** A shared folder: the folder (read-only to a receiver), whether it was received or sent, and its share. */
export const sharedFolderSchema = definitionFolderSchema.extend({
  direction: z.enum(['RECEIVED', 'SENT']),
  share: shareInfoSchema,
});
export type SharedFolder = z.infer<typeof sharedFolderSchema>;
export const sharedFolderListSchema = pagedSchema('folders', sharedFolderSchema);

/** POST /routines/definitions/folders/{id}/shared/copy ("Item imported!"): a new folder of one's own with a copy of each item. */
export const importSharedFolderBodySchema = z
  .strictObject({ title: z.string().trim().min(1, 'Required').max(100).optional() })
  .default({});
export const importedFolderSchema = z.object({
  message: z.string(),
  folder: definitionFolderSchema,
  items: z.array(definitionSchema),
});
export type ImportedFolder = z.infer<typeof importedFolderSchema>;

/** GET /routines/definitions/shared/companies: the companies of the tenant the actor may share with (not their own). */
export const shareableCompanySchema = z.object({ id: z.number().int(), name: z.string() });
export type ShareableCompany = z.infer<typeof shareableCompanySchema>;
export const shareableCompaniesQuerySchema = z.strictObject({ ...pageQuerySchema.shape, search: searchQuerySchema });
export const shareableCompanyListSchema = pagedSchema('items', shareableCompanySchema);

/**
 * GET /routines/definitions/sequences/shared: routines shared with the actor's company (RECEIVED, the
 * default) or those the actor's library shared (SENT); by title, paged, with a search. A receiver reads a
 * shared routine (its days and items) with GET /sequences/{id} and imports it with POST /{id}/shared/copy.
 */
export const sharedSequencesQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  direction: z.enum(['RECEIVED', 'SENT']).default('RECEIVED'),
});
export type SharedSequencesQuery = z.infer<typeof sharedSequencesQuerySchema>;
/** A shared routine: the routine (read-only to a receiver) and its share. */
export const sharedSequenceSchema = sequenceSummarySchema.extend({
  direction: z.enum(['RECEIVED', 'SENT']),
  share: shareInfoSchema,
});
export type SharedSequence = z.infer<typeof sharedSequenceSchema>;
export const sharedSequenceListSchema = pagedSchema('items', sharedSequenceSchema);

/** Confirmations (spec 001 section 8, word for word). */
export const SHARING_MESSAGES = {
  itemShared: 'Item shared!',
  folderShared: 'Shared successful',
  itemImported: 'Item imported!',
  itemsImported: 'Items imported!',
} as const;
/** 409 of POST .../{id}/shared/company for an item of the company's own library. */
export const ALREADY_IN_COMPANY_LIBRARY = "This item is already in your practice's library.";
