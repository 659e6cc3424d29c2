import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../platform/db/tenant-table.js';
import { surveyDefinitions } from './surveys.table.js';

/**
 * A repeating schedule (POST /participants/surveys with repeatEveryWeeks): the release job makes the next
 * survey at `next_at` and moves it N weeks on. Once-only schedules have no row here.
 */
export const surveySchedules = pgTable(
  'survey_schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => surveyDefinitions.id),
    participantUserId: integer('participant_user_id').notNull(),
    scheduledByUserId: integer('scheduled_by_user_id'),
    everyWeeks: integer('every_weeks').notNull(),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('survey_schedules'),
    index('survey_schedules_due_idx')
      .on(t.nextAt)
      .where(sql`${t.endedAt} is null`),
    index('survey_schedules_participant_idx').on(t.tenantId, t.participantUserId),
    check('survey_schedules_weeks_check', sql`every_weeks between 1 and 52`),
  ],
);
export type SurveyScheduleRow = typeof surveySchedules.$inferSelect;

/**
 * One taking of one definition version: a participant's (scheduled by staff) or an anonymous taker's (a
 * public screener, `public_key` and the hash of their opaque token). Its result is kept as computed at
 * completion, on the version it was taken with.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => surveyDefinitions.id),
    participantUserId: integer('participant_user_id'),
    scheduleId: integer('schedule_id').references(() => surveySchedules.id, { onDelete: 'set null' }),
    scheduledByUserId: integer('scheduled_by_user_id'),
    repeatEveryWeeks: integer('repeat_every_weeks'),
    status: text('status', { enum: ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED'] })
      .notNull()
      .default('SCHEDULED'),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the participant was told it is open (null: not yet; the release job tells at available_at). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Top-level questions complete, as of the last answer (the lists' progress, without the answers). */
    answeredQuestions: integer('answered_questions').notNull().default(0),
    totalQuestions: integer('total_questions').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    score: integer('score'),
    rfsPoints: integer('rfs_points'),
    bhvsPoints: integer('bhvs_points'),
    bandKey: text('band_key'),
    bandLabel: text('band_label'),
    positive: boolean('positive'),
    summary: text('summary'),
    /** A critical answer was given (PHQ-9 item 9 above 0): the urgent notification went out then. */
    criticalAt: timestamp('critical_at', { withTimezone: true }),
    /** The critical questions' wording, as the taker saw them. */
    criticalQuestions: text('critical_questions').array(),
    acknowledgedByUserId: integer('acknowledged_by_user_id'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgementNote: text('acknowledgement_note'),
    /** A public screener's key (`screener`, `summit`, `exos`, `survey`), null for a scheduled one. */
    publicKey: text('public_key'),
    /** The sha-256 of the anonymous taker's opaque token. */
    takerTokenHash: text('taker_token_hash'),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    language: text('language'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('surveys'),
    index('surveys_participant_idx').on(t.tenantId, t.participantUserId, t.availableAt.desc(), t.id.desc()),
    index('surveys_definition_idx').on(t.tenantId, t.definitionId, t.status, t.completedAt),
    index('surveys_status_idx').on(t.tenantId, t.status, t.availableAt.desc()),
    index('surveys_unnotified_idx')
      .on(t.availableAt)
      .where(sql`${t.notifiedAt} is null and ${t.participantUserId} is not null`),
    uniqueIndex('surveys_taker_idx')
      .on(t.takerTokenHash)
      .where(sql`${t.takerTokenHash} is not null`),
    check('surveys_status_check', sql`status in ('SCHEDULED', 'IN_PROGRESS', 'COMPLETED')`),
    check('surveys_taker_check', sql`(participant_user_id is null) = (public_key is not null)`),
  ],
);
export type SurveyRow = typeof surveys.$inferSelect;

/** A taker's answer: chosen or not, the text typed, the number given (by the definition's answer id). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    tenantId: tenantId(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id').notNull(),
    questionId: integer('question_id').notNull(),
    selected: boolean('selected').notNull().default(false),
    content: text('content').notNull().default(''),
    value: real('value'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('survey_responses'),
    primaryKey({ columns: [t.surveyId, t.answerId] }),
    check('survey_responses_content_check', sql`length(content) <= 5000`),
  ],
);
export type SurveyResponseRow = typeof surveyResponses.$inferSelect;

/** A section the taker completed. */
export const surveySectionStates = pgTable(
  'survey_section_states',
  {
    tenantId: tenantId(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPolicy('survey_section_states'), primaryKey({ columns: [t.surveyId, t.sectionId] })],
);
