import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ScoringRule } from '@stride/contracts';
import { tenantId, tenantPolicy } from '../../platform/db/tenant-table.js';

/**
 * A survey definition (spec 002 "Screener template (survey definition)"; issue 27): one version of an
 * instrument. Each tenant holds its own copy of the shipped instruments (docs/decisions.md, "Screeners:
 * instruments"), so row-level security needs no exception. A locked definition is never edited: a
 * change is a new row with the same key and the next version, and results keep the id they were taken with.
 */
export const surveyDefinitions = pgTable(
  'survey_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['SCREENER', 'PUBLIC_SCREENER', 'SMART_SURVEY'] }).notNull(),
    version: integer('version').notNull(),
    source: text('source').notNull().default(''),
    licence: text('licence').notNull().default(''),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{en}'`),
    scoring: jsonb('scoring').$type<ScoringRule>(),
    locked: boolean('locked').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('survey_definitions'),
    uniqueIndex('survey_definitions_key').on(t.tenantId, t.key, t.version),
    index('survey_definitions_kind_idx').on(t.tenantId, t.kind, t.name),
    check('survey_definitions_kind_check', sql`kind in ('SCREENER', 'PUBLIC_SCREENER', 'SMART_SURVEY')`),
    check('survey_definitions_version_check', sql`version >= 1`),
  ],
);
export type SurveyDefinitionRow = typeof surveyDefinitions.$inferSelect;

/** A section of a definition, in order (position). */
export const surveySections = pgTable(
  'survey_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => surveyDefinitions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    allowEmpty: boolean('allow_empty').notNull().default(false),
  },
  (t) => [
    tenantPolicy('survey_sections'),
    uniqueIndex('survey_sections_position').on(t.tenantId, t.definitionId, t.position),
  ],
);
export type SurveySectionRow = typeof surveySections.$inferSelect;

const QUESTION_TYPES = [
  'RADIO',
  'CHECKBOX',
  'TEXT',
  'TEXTAREA',
  'NUMBER',
  'OPTION',
  'SINGLE_CHOICE',
  'MULTI_CHOICE',
  'DROPDOWN_LIST',
] as const;

/**
 * A question of a section: a top-level one (no parent answer, level 0) or one embedded under an answer
 * (level 1, or 2 under an answer of an embedded question: spec 002's two levels).
 */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => surveyDefinitions.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => surveySections.id, { onDelete: 'cascade' }),
    parentAnswerId: integer('parent_answer_id'),
    level: integer('level').notNull().default(0),
    position: integer('position').notNull(),
    type: text('type', { enum: QUESTION_TYPES }).notNull(),
    content: text('content').notNull(),
    scored: boolean('scored').notNull().default(true),
    /** A brain-health screener's question counts as a risk factor or a protective factor (FACTORS scoring). */
    factor: text('factor', { enum: ['RISK', 'PROTECTIVE'] }),
    /** Its short name among the additional scores ("Hearing"). */
    label: text('label'),
  },
  (t) => [
    tenantPolicy('survey_questions'),
    index('survey_questions_definition_idx').on(t.tenantId, t.definitionId, t.sectionId, t.position),
    check('survey_questions_type_check', sql.raw(`type in (${QUESTION_TYPES.map((q) => `'${q}'`).join(', ')})`)),
    check('survey_questions_factor_check', sql`factor in ('RISK', 'PROTECTIVE')`),
    check('survey_questions_level_check', sql`level between 0 and 2 and (level = 0) = (parent_answer_id is null)`),
  ],
);
export type SurveyQuestionRow = typeof surveyQuestions.$inferSelect;

/** An answer of a question, in order: its points (value), its kind of input (type), its range, critical. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => surveyDefinitions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    content: text('content').notNull().default(''),
    type: text('type', { enum: ['text', 'textarea', 'number'] }),
    value: integer('value'),
    minValue: real('min_value'),
    maxValue: real('max_value'),
    critical: boolean('critical').notNull().default(false),
    sectionRefId: integer('section_ref_id'),
  },
  (t) => [
    tenantPolicy('survey_answers'),
    index('survey_answers_question_idx').on(t.tenantId, t.definitionId, t.questionId, t.position),
    check('survey_answers_type_check', sql`type in ('text', 'textarea', 'number')`),
    check('survey_answers_range_check', sql`min_value is null or max_value is null or min_value <= max_value`),
  ],
);
export type SurveyAnswerRow = typeof surveyAnswers.$inferSelect;
