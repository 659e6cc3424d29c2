import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import type { DefinitionTranslations } from '@stride/contracts';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

/**
 * Folders of definitions (one level), in a library: company_id null is the platform's library, a
 * number that company's (docs/decisions.md, "Exercise library").
 */
export const routineDefinitionFolders = pgTable(
  'routine_definition_folders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    companyId: integer('company_id'),
    /** What the folder holds: definitions (/routines/definitions/folders) or routines (/sequences/folders). */
    holds: text('holds', { enum: ['DEFINITIONS', 'SEQUENCES'] })
      .notNull()
      .default('DEFINITIONS'),
    title: text('title').notNull(),
    searchTitle: text('search_title')
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    createdByProfileId: integer('created_by_profile_id'),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('routine_definition_folders'),
    index('routine_definition_folders_library_idx').on(t.tenantId, t.companyId, t.holds, t.searchTitle, t.id),
    check('routine_definition_folders_holds_check', sql`holds in ('DEFINITIONS', 'SEQUENCES')`),
  ],
);
export type DefinitionFolderRow = typeof routineDefinitionFolders.$inferSelect;

/**
 * Exercise (EXERCISE), circuit (SERIES) and activity (ACTIVITY) definitions. Media are library files
 * (ml_resources ids, through the library's service), kept as ids.
 */
export const routineDefinitions = pgTable(
  'routine_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    kind: text('kind', { enum: ['EXERCISE', 'SERIES', 'ACTIVITY'] }).notNull(),
    companyId: integer('company_id'),
    folderId: integer('folder_id'),
    title: text('title').notNull(),
    /** lower(title): searched with strpos, as the library's files are. */
    searchTitle: text('search_title')
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    description: text('description'),
    /** Title and description per language besides its own (the starter library's Spanish): the reader's is shown. */
    translations: jsonb('translations').$type<DefinitionTranslations>().notNull().default({}),
    mediaResourceId: integer('media_resource_id'),
    additionalMediaResourceId: integer('additional_media_resource_id'),
    mobileStaticMediaId: integer('mobile_static_media_id'),
    externalUrl: text('external_url'),
    timeSeconds: integer('time_seconds'),
    weight: real('weight'),
    repetitions: integer('repetitions'),
    series: integer('series'),
    restTimeBetweenSeries: integer('rest_time_between_series'),
    restTimeAfterExercise: integer('rest_time_after_exercise').notNull().default(0),
    distance: real('distance'),
    collect: text('collect')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdByProfileId: integer('created_by_profile_id'),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('routine_definitions'),
    index('routine_definitions_library_idx').on(t.tenantId, t.companyId, t.folderId, t.searchTitle, t.id),
    index('routine_definitions_kind_idx').on(t.tenantId, t.companyId, t.kind, t.searchTitle, t.id),
    index('routine_definitions_folder_idx').on(t.tenantId, t.folderId),
    index('routine_definitions_media_idx')
      .on(t.tenantId, t.mediaResourceId)
      .where(sql`media_resource_id is not null`),
    index('routine_definitions_additional_media_idx')
      .on(t.tenantId, t.additionalMediaResourceId)
      .where(sql`additional_media_resource_id is not null`),
    check('routine_definitions_kind_check', sql`kind in ('EXERCISE', 'SERIES', 'ACTIVITY')`),
  ],
);
export type DefinitionRow = typeof routineDefinitions.$inferSelect;

/** A circuit's exercises, in order. */
export const routineSeriesExercises = pgTable(
  'routine_series_exercises',
  {
    tenantId: tenantId(),
    seriesId: integer('series_id').notNull(),
    position: integer('position').notNull(),
    exerciseId: integer('exercise_id').notNull(),
  },
  (t) => [
    tenantPolicy('routine_series_exercises'),
    primaryKey({ columns: [t.seriesId, t.position] }),
    index('routine_series_exercises_exercise_idx').on(t.tenantId, t.exerciseId),
  ],
);
export type SeriesExerciseRow = typeof routineSeriesExercises.$inferSelect;
