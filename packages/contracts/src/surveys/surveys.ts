import { z } from 'zod';
import { idParamsSchema } from '../common.js';
import { searchQuerySchema } from '../flags.js';
import { pagedSchema, pageQuerySchema } from '../paging.js';
import { scoringRuleSchema } from './scoring.js';

export * from './scoring.js';

/**
 * Screeners and smart surveys (spec 002 sections 3 and 9; issue 27): instruments as locked, versioned
 * definitions. A definition has sections, a section questions, a question answers; an answer may carry an
 * embedded question (two levels at most). A definition in use is never edited: a change is a new version.
 */
export const SURVEY_KINDS = ['SCREENER', 'PUBLIC_SCREENER', 'SMART_SURVEY'] as const;
export const surveyKindSchema = z.enum(SURVEY_KINDS, {
  error: 'A kind: SCREENER, PUBLIC_SCREENER or SMART_SURVEY',
});
export type SurveyKind = z.infer<typeof surveyKindSchema>;

/** Spec 002 section 9, "Survey question types (staff)". */
export const STAFF_QUESTION_TYPES = ['RADIO', 'CHECKBOX', 'TEXT', 'TEXTAREA', 'NUMBER', 'OPTION'] as const;
/** Spec 002 section 9, "Screener answer question types". */
export const SCREENER_QUESTION_TYPES = ['SINGLE_CHOICE', 'MULTI_CHOICE', 'TEXT', 'NUMBER', 'DROPDOWN_LIST'] as const;
export type QuestionType = (typeof STAFF_QUESTION_TYPES)[number] | (typeof SCREENER_QUESTION_TYPES)[number];
/** Spec 002 section 9, "Answer types": what an answer takes besides being chosen. */
export const ANSWER_TYPES = ['text', 'textarea', 'number'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];
/** Embedded questions hang under an answer, at most this deep (spec 002: "nested up to two levels"). */
export const MAX_EMBEDDING_LEVEL = 2;

export interface SurveyAnswerDefinition {
  id: number;
  content: string;
  type: AnswerType | null;
  /** The points the answer scores (null: not scored). */
  value: number | null;
  minValue: number | null;
  maxValue: number | null;
  /** Choosing it raises the urgent notification (PHQ-9 item 9 above 0). */
  critical: boolean;
  /** The section this answer leads to, where the instrument branches. */
  sectionRef: number | null;
  embeddedQuestion: SurveyQuestionDefinition | null;
}
export interface SurveyQuestionDefinition {
  id: number;
  type: QuestionType;
  content: string;
  /** Whether its answers' values count in the score (PHQ-9's difficulty question does not). */
  scored: boolean;
  /** A brain-health screener's risk or protective factor (FACTORS scoring), else null. */
  factor: 'RISK' | 'PROTECTIVE' | null;
  /** Its short name among the additional scores ("Hearing"), else null. */
  label: string | null;
  answers: SurveyAnswerDefinition[];
}

export const surveyQuestionDefinitionSchema: z.ZodType<SurveyQuestionDefinition> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    type: z.enum([...STAFF_QUESTION_TYPES, ...SCREENER_QUESTION_TYPES]),
    content: z.string(),
    scored: z.boolean(),
    factor: z.enum(['RISK', 'PROTECTIVE']).nullable(),
    label: z.string().nullable(),
    answers: z.array(surveyAnswerDefinitionSchema),
  }),
);
export const surveyAnswerDefinitionSchema: z.ZodType<SurveyAnswerDefinition> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    content: z.string(),
    type: z.enum(ANSWER_TYPES).nullable(),
    value: z.number().int().nullable(),
    minValue: z.number().nullable(),
    maxValue: z.number().nullable(),
    critical: z.boolean(),
    sectionRef: z.number().int().nullable(),
    embeddedQuestion: surveyQuestionDefinitionSchema.nullable(),
  }),
);

export const surveySectionDefinitionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The instructions read before its questions ("Over the last 2 weeks, …"). */
  description: z.string(),
  /** Completing it needs no answer (spec 002 section 5, allowEmpty). */
  allowEmpty: z.boolean(),
  questions: z.array(surveyQuestionDefinitionSchema),
});
export type SurveySectionDefinition = z.infer<typeof surveySectionDefinitionSchema>;

/** A definition in a list (spec 002 "Screener template (survey definition)": name, items, paging meta). */
export const surveyDefinitionSummarySchema = z.object({
  id: z.number().int(),
  /** The instrument's stable key (`phq-9`): every version shares it. */
  key: z.string(),
  name: z.string(),
  kind: surveyKindSchema,
  version: z.number().int(),
  /** Where its wording and scoring come from (citation). */
  source: z.string(),
  licence: z.string(),
  /** A locked definition is never edited in place; a change is a new version. */
  locked: z.boolean(),
  scoring: scoringRuleSchema.nullable(),
  languages: z.array(z.string()),
});
export type SurveyDefinitionSummary = z.infer<typeof surveyDefinitionSummarySchema>;

export const surveyDefinitionSchema = surveyDefinitionSummarySchema.extend({
  sections: z.array(surveySectionDefinitionSchema),
});
export type SurveyDefinition = z.infer<typeof surveyDefinitionSchema>;

export const surveyDefinitionListSchema = pagedSchema('items', surveyDefinitionSummarySchema);
export type SurveyDefinitionList = z.infer<typeof surveyDefinitionListSchema>;

export const surveyDefinitionListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  kind: surveyKindSchema.optional(),
  key: z.string().trim().max(100).optional(),
  search: searchQuerySchema,
});
export type SurveyDefinitionListQuery = z.infer<typeof surveyDefinitionListQuerySchema>;

export const surveyDefinitionParamsSchema = idParamsSchema;
