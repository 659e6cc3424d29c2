import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

/**
 * Routines (the spec's sequences): a title and numbered days of definitions, in a library like the
 * definitions (company_id null: the platform's) and in a folder of routines (routine_definition_folders
 * with holds = 'SEQUENCES').
 */
export const routineSequences = pgTable(
  'routine_sequences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    companyId: integer('company_id'),
    folderId: integer('folder_id'),
    title: text('title').notNull(),
    searchTitle: text('search_title')
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    /** How many days the builder shows (Day 1 … Day N); at least the last day with an item. */
    days: integer('days').notNull().default(7),
    createdByProfileId: integer('created_by_profile_id'),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('routine_sequences'),
    index('routine_sequences_library_idx').on(t.tenantId, t.companyId, t.folderId, t.searchTitle, t.id),
    check('routine_sequences_days_check', sql`days between 1 and 366`),
  ],
);
export type SequenceRow = typeof routineSequences.$inferSelect;

/** One definition on one day of a routine, in order within the day. */
export const routineSequenceItems = pgTable(
  'routine_sequence_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    sequenceId: integer('sequence_id').notNull(),
    /** 1-based. */
    day: integer('day').notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['EXERCISE', 'SERIES', 'ACTIVITY'] }).notNull(),
    definitionId: integer('definition_id').notNull(),
    /** The item's own prescription in this routine; null: the definition's (issue 29, item 6). */
    timeSeconds: integer('time_seconds'),
    weight: real('weight'),
    repetitions: integer('repetitions'),
    series: integer('series'),
    restTimeBetweenSeries: integer('rest_time_between_series'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('routine_sequence_items'),
    index('routine_sequence_items_sequence_idx').on(t.tenantId, t.sequenceId, t.day, t.position),
    index('routine_sequence_items_definition_idx').on(t.tenantId, t.definitionId),
    check('routine_sequence_items_kind_check', sql`kind in ('EXERCISE', 'SERIES', 'ACTIVITY')`),
  ],
);
export type SequenceItemRow = typeof routineSequenceItems.$inferSelect;

/** A routine assigned to a participant from a start date (POST /sequences/{id}/assign). */
export const routineAssignments = pgTable(
  'routine_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    sequenceId: integer('sequence_id').notNull(),
    participantProfileId: integer('participant_profile_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    assignedByProfileId: integer('assigned_by_profile_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('routine_assignments'),
    index('routine_assignments_sequence_idx').on(t.tenantId, t.sequenceId, t.createdAt),
    index('routine_assignments_participant_idx').on(t.tenantId, t.participantProfileId),
  ],
);
export type AssignmentRow = typeof routineAssignments.$inferSelect;
