import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DefinitionTranslations } from '@stride/contracts';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

/** A circuit's exercise as it was placed on the calendar. */
export interface CalendarCircuitExercise {
  exerciseDefinitionId: number;
  position: number;
  title: string;
  mediaResourceId: number | null;
  /** The exercise's words per language (placed since the starter library has them). */
  translations?: DefinitionTranslations;
}

/**
 * An exercise, circuit or activity on a participant's calendar: a copy of the definition's fields as they
 * were when placed (editing the library later does not change a participant's plan), with the definition
 * it came from (null once that is deleted) and the routine assignment that placed it, if one did.
 */
export const participantRoutineItems = pgTable(
  'participant_routine_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    participantProfileId: integer('participant_profile_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    position: integer('position').notNull().default(0),
    kind: text('kind', { enum: ['EXERCISE', 'SERIES', 'ACTIVITY'] }).notNull(),
    definitionId: integer('definition_id'),
    assignmentId: integer('assignment_id'),
    title: text('title').notNull(),
    description: text('description'),
    /** The definition's words per language, copied with it: the reader's are shown. */
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
    exercises: jsonb('exercises').$type<CalendarCircuitExercise[]>().notNull().default([]),
    createdByProfileId: integer('created_by_profile_id'),
    /**
     * The occurrences of one repeated item share this key (made together: a repeat, a copy to several days,
     * one definition of an assignment): DELETE with following=true or all=true reaches them by it.
     */
    repeatKey: uuid('repeat_key'),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('participant_routine_items'),
    index('participant_routine_items_day_idx').on(t.tenantId, t.participantProfileId, t.date, t.position),
    index('participant_routine_items_definition_idx')
      .on(t.tenantId, t.definitionId)
      .where(sql`definition_id is not null`),
    index('participant_routine_items_assignment_idx')
      .on(t.tenantId, t.assignmentId)
      .where(sql`assignment_id is not null`),
    index('participant_routine_items_repeat_idx')
      .on(t.tenantId, t.repeatKey, t.date)
      .where(sql`repeat_key is not null`),
    check('participant_routine_items_kind_check', sql`kind in ('EXERCISE', 'SERIES', 'ACTIVITY')`),
  ],
);
export type ParticipantRoutineItemRow = typeof participantRoutineItems.$inferSelect;

/**
 * What the participant recorded for one calendar item: done (with the values they did, which may fall
 * short of the prescription: partly done) or skipped with a reason. Its own row and version, so that the
 * advisor's changes to the prescription and the participant's record never overwrite each other; it goes
 * with its item (deleted with it, moved with it).
 */
export const participantRoutineResults = pgTable(
  'participant_routine_results',
  {
    itemId: integer('item_id').primaryKey(),
    tenantId: tenantId(),
    participantProfileId: integer('participant_profile_id').notNull(),
    status: text('status', { enum: ['DONE', 'SKIPPED'] }).notNull(),
    series: integer('series'),
    repetitions: integer('repetitions'),
    weight: real('weight'),
    timeSeconds: integer('time_seconds'),
    distance: real('distance'),
    comment: text('comment'),
    rating: smallint('rating'),
    skipReason: text('skip_reason'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    recordedByProfileId: integer('recorded_by_profile_id'),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('participant_routine_results'),
    index('participant_routine_results_participant_idx').on(t.tenantId, t.participantProfileId),
    check('participant_routine_results_status_check', sql`status in ('DONE', 'SKIPPED')`),
    check('participant_routine_results_rating_check', sql`rating is null or rating between 1 and 5`),
  ],
);
export type ParticipantRoutineResultRow = typeof participantRoutineResults.$inferSelect;
