import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

const fileColumns = () => ({
  /** The original file name, as uploaded. */
  name: text('name').notNull(),
  fileTypeId: smallint('file_type_id').notNull(),
  /** What the bytes are (detected), not what the browser claimed. */
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull(),
});

/**
 * Library folders. A staff member's tree hangs from their main folder (parent null, owner set,
 * profiles.main_folder_id); a company's shared folder has company_id and no owner.
 */
export const mlDirectories = pgTable(
  'ml_directories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    ownerProfileId: integer('owner_profile_id'),
    companyId: integer('company_id'),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('ml_directories'),
    index('ml_directories_parent_idx').on(t.tenantId, t.parentId, t.name),
    uniqueIndex('ml_directories_owner_root_idx')
      .on(t.tenantId, t.ownerProfileId)
      .where(sql`parent_id is null and owner_profile_id is not null`),
    uniqueIndex('ml_directories_company_root_idx')
      .on(t.tenantId, t.companyId)
      .where(sql`parent_id is null and company_id is not null`),
    check(
      'ml_directories_root_check',
      sql`parent_id is not null or owner_profile_id is not null or company_id is not null`,
    ),
  ],
);
export type DirectoryRow = typeof mlDirectories.$inferSelect;

/** Library items (resources): one stored file and what processing made of it. */
export const mlResources = pgTable(
  'ml_resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    directoryId: integer('directory_id').notNull(),
    ownerProfileId: integer('owner_profile_id').notNull(),
    title: text('title').notNull(),
    ...fileColumns(),
    /** A web-playable rendition of a video (ffmpeg), when one was needed and made. */
    renditionKey: text('rendition_key'),
    thumbnailKey: text('thumbnail_key'),
    processingStatus: text('processing_status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    processingNote: text('processing_note'),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: real('duration_seconds'),
    pageCount: integer('page_count'),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** lower(title): searched with strpos, as people are. */
    searchTitle: text('search_title')
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('ml_resources'),
    index('ml_resources_directory_idx').on(t.tenantId, t.directoryId, t.searchTitle, t.id),
    index('ml_resources_directory_created_idx').on(t.tenantId, t.directoryId, t.createdAt),
    index('ml_resources_owner_idx').on(t.tenantId, t.ownerProfileId),
    index('ml_resources_processing_idx')
      .on(t.tenantId, t.id)
      .where(sql`processing_status = 'processing'`),
    check('ml_resources_file_type_check', sql`file_type_id in (18, 19, 20)`),
  ],
);
export type ResourceRow = typeof mlResources.$inferSelect;

/**
 * Files uploaded with POST /ml/files/upload, waiting to be used by storageFileId (a library item, a
 * resource sent, a thumbnail). Using one moves its stored file to the resource and deletes the row;
 * unused ones are swept after a day.
 */
export const mlStorageFiles = pgTable(
  'ml_storage_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    ownerProfileId: integer('owner_profile_id').notNull(),
    ...fileColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('ml_storage_files'),
    index('ml_storage_files_owner_idx').on(t.tenantId, t.ownerProfileId),
    index('ml_storage_files_created_idx').on(t.createdAt),
  ],
);
export type StorageFileRow = typeof mlStorageFiles.$inferSelect;

/** A resource in a participant's media: sent by a staff member (once per participant). */
export const mlSentResources = pgTable(
  'ml_sent_resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    resourceId: integer('resource_id').notNull(),
    receiverProfileId: integer('receiver_profile_id').notNull(),
    senderProfileId: integer('sender_profile_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('ml_sent_resources'),
    uniqueIndex('ml_sent_resources_receiver_resource_idx').on(t.tenantId, t.receiverProfileId, t.resourceId),
    index('ml_sent_resources_receiver_idx').on(t.tenantId, t.receiverProfileId, t.sentAt),
    index('ml_sent_resources_resource_idx').on(t.tenantId, t.resourceId),
  ],
);
export type SentResourceRow = typeof mlSentResources.$inferSelect;

/** The platform's stock pictures (GET /static-media), the same for every tenant. */
export const staticMedia = pgTable('static_media', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  fileTypeId: smallint('file_type_id').notNull(),
  contentType: text('content_type').notNull(),
  storageKey: text('storage_key').notNull(),
});
