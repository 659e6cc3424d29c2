import { z } from 'zod';
import { idParamsSchema } from '../common.js';
import { pagedSchema, pageQuerySchema } from '../paging.js';
import { ANSWER_TYPES, SCREENER_QUESTION_TYPES, STAFF_QUESTION_TYPES, surveyKindSchema } from './surveys.js';

/**
 * A survey taken (spec 002 "Survey": sections (id, completed, questions) and feedback questions; Question:
 * id, type, answers; Answer: id, content, selected, value, sectionRef, embeddedQuestion). One survey is one
 * taking of one definition version by one participant (scheduled by staff) or one anonymous taker (public).
 * Its question and answer ids are the definition's: a taker's answers are stored by them (docs/decisions.md,
 * "Screeners: taking a survey").
 */
export const SURVEY_STATUSES = ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED'] as const;
export const surveyStatusSchema = z.enum(SURVEY_STATUSES, { error: 'A status: SCHEDULED, IN_PROGRESS or COMPLETED' });
export type SurveyStatus = z.infer<typeof surveyStatusSchema>;

/** The longest text a taker may type in one answer (a 100 KB answer is refused, nothing stored). */
export const MAX_ANSWER_TEXT = 5000;
/** The most participants one scheduling call names. */
export const MAX_SCHEDULE_PARTICIPANTS = 200;
/** A repeat is every 1 to 52 weeks. */
export const MAX_REPEAT_WEEKS = 52;

/**
 * The keys of the participant's plain-language summaries (`surveys.summary.<key>`): a band's key, a
 * threshold's outcome, `recorded` for a survey without scoring, `brain` for the brain-health screener.
 */
export const SURVEY_SUMMARY_KEYS = [
  'none-minimal',
  'minimal',
  'mild',
  'moderate',
  'moderately-severe',
  'severe',
  'positive',
  'negative',
  'recorded',
  'brain',
] as const;
export type SurveySummaryKey = (typeof SURVEY_SUMMARY_KEYS)[number];

export interface TakenAnswer {
  id: number;
  /** The answer's wording ("Several days"). */
  label: string;
  type: (typeof ANSWER_TYPES)[number] | null;
  /** What the taker typed into a text or textarea answer ('' when nothing). */
  content: string;
  selected: boolean;
  /** The number the taker gave a number answer (null when none). */
  value: number | null;
  minValue: number | null;
  maxValue: number | null;
  sectionRef: number | null;
  embeddedQuestion: TakenQuestion | null;
}
export interface TakenQuestion {
  id: number;
  type: (typeof STAFF_QUESTION_TYPES)[number] | (typeof SCREENER_QUESTION_TYPES)[number];
  content: string;
  answers: TakenAnswer[];
}

export const takenQuestionSchema: z.ZodType<TakenQuestion> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    type: z.enum([...STAFF_QUESTION_TYPES, ...SCREENER_QUESTION_TYPES]),
    content: z.string(),
    answers: z.array(takenAnswerSchema),
  }),
);
export const takenAnswerSchema: z.ZodType<TakenAnswer> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    label: z.string(),
    type: z.enum(ANSWER_TYPES).nullable(),
    content: z.string(),
    selected: z.boolean(),
    value: z.number().nullable(),
    minValue: z.number().nullable(),
    maxValue: z.number().nullable(),
    sectionRef: z.number().int().nullable(),
    embeddedQuestion: takenQuestionSchema.nullable(),
  }),
);

export const takenSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  allowEmpty: z.boolean(),
  completed: z.boolean(),
  questions: z.array(takenQuestionSchema),
});
export type TakenSection = z.infer<typeof takenSectionSchema>;

/**
 * The outcome of a completed survey (spec 002 "Survey results": result, rfsPoints shown as Risk Factor,
 * bhvsPoints shown as Protective Factor), with the instrument's band and a plain-language summary for the
 * participant (never a bare clinical label: docs/decisions.md, "Screeners: what a participant reads").
 */
export const surveyResultSchema = z.object({
  result: z.number().int(),
  rfsPoints: z.number().int().nullable(),
  bhvsPoints: z.number().int().nullable(),
  band: z.object({ key: z.string(), label: z.string() }).nullable(),
  positive: z.boolean().nullable(),
  /** A key of the participant's plain-language summary (`surveys.summary.<key>` in the portal's texts). */
  summary: z.enum(SURVEY_SUMMARY_KEYS),
});
export type SurveyResult = z.infer<typeof surveyResultSchema>;

const personRefSchema = z.object({ userId: z.number().int(), profileId: z.number().int(), name: z.string() });

/** A critical answer (PHQ-9 item 9 above 0) and who acknowledged it (audited). */
export const criticalAlertSchema = z.object({
  raisedAt: z.iso.datetime(),
  /** The critical questions' wording, as the taker saw them. */
  questions: z.array(z.string()),
  acknowledgedAt: z.iso.datetime().nullable(),
  acknowledgedBy: personRefSchema.nullable(),
  note: z.string().nullable(),
});
export type CriticalAlert = z.infer<typeof criticalAlertSchema>;

/** A survey in a list (no questions). */
export const surveySummarySchema = z.object({
  id: z.number().int(),
  definitionId: z.number().int(),
  /** The instrument's key and the version it is taken with (a later version leaves it as it was). */
  key: z.string(),
  name: z.string(),
  kind: surveyKindSchema,
  definitionVersion: z.number().int(),
  participant: personRefSchema,
  scheduledBy: personRefSchema.nullable(),
  status: surveyStatusSchema,
  /** From when the participant may take it. */
  availableAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  /** Scheduled to repeat every N weeks (null: once). */
  repeatEveryWeeks: z.number().int().nullable(),
  answeredQuestions: z.number().int(),
  totalQuestions: z.number().int(),
  result: surveyResultSchema.nullable(),
  critical: criticalAlertSchema.nullable(),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

/** GET /surveys/{id}: the survey with its sections, questions and the taker's answers. */
export const surveySchema = surveySummarySchema.extend({
  sections: z.array(takenSectionSchema),
  /** Spec 002 "feedback questions": asked after the result, never scored (none in the shipped instruments). */
  feedbackQuestions: z.array(takenQuestionSchema),
});
export type Survey = z.infer<typeof surveySchema>;

export const surveyListSchema = pagedSchema('items', surveySummarySchema);
export type SurveyList = z.infer<typeof surveyListSchema>;

/** GET /surveys/{id}/progress: where the taker is. */
export const surveyProgressSchema = z.object({
  status: surveyStatusSchema,
  sections: z.array(z.object({ id: z.number().int(), completed: z.boolean() })),
  answeredQuestions: z.number().int(),
  totalQuestions: z.number().int(),
});
export type SurveyProgress = z.infer<typeof surveyProgressSchema>;

const listFilters = {
  ...pageQuerySchema.shape,
  status: surveyStatusSchema.optional(),
  kind: surveyKindSchema.optional(),
  definitionId: z.coerce.number().int().positive().max(2147483647).optional(),
  key: z.string().trim().max(100).optional(),
};

/** GET /participants/surveys: every survey of the participants the actor sees. */
export const surveyListQuerySchema = z.strictObject({
  ...listFilters,
  participantId: z.coerce.number().int().positive().max(2147483647).optional(),
});
export type SurveyListQuery = z.infer<typeof surveyListQuerySchema>;

/** GET /participants/{id}/surveys. */
export const participantSurveyListQuerySchema = z.strictObject(listFilters);
export type ParticipantSurveyListQuery = z.infer<typeof participantSurveyListQuerySchema>;

/**
 * POST /participants/surveys (spec 002: "payload and response are not shown"; docs/decisions.md): an
 * instrument for one or several participants, from now or a date, optionally every N weeks.
 */
export const scheduleSurveyBodySchema = z.strictObject({
  definitionId: z.number().int().positive().max(2147483647),
  participantIds: z
    .array(z.number().int().positive().max(2147483647))
    .min(1, 'You need select at least one participant!')
    .max(MAX_SCHEDULE_PARTICIPANTS, `At most ${MAX_SCHEDULE_PARTICIPANTS} participants at a time.`),
  /** From when (ISO 8601); now when missing. */
  availableAt: z.iso.datetime({ offset: true, error: 'A date and time (ISO 8601).' }).optional(),
  repeatEveryWeeks: z
    .number()
    .int()
    .min(1, 'Repeat every 1 to 52 weeks.')
    .max(MAX_REPEAT_WEEKS, 'Repeat every 1 to 52 weeks.')
    .nullable()
    .optional(),
});
export type ScheduleSurveyBody = z.infer<typeof scheduleSurveyBodySchema>;

/** Its answer: the surveys made, and whether the participants were notified ("Screener scheduled!"). */
export const scheduleSurveyResultSchema = z.object({
  items: z.array(surveySummarySchema),
  /** Participants told now (those whose survey is available now); the others are told on the date. */
  notified: z.number().int(),
  notificationFailed: z.number().int(),
});
export type ScheduleSurveyResult = z.infer<typeof scheduleSurveyResultSchema>;

export const surveyParamsSchema = idParamsSchema;
export const surveyAnswerParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2147483647),
  answerId: z.coerce.number().int().positive().max(2147483647),
});
export const surveySectionParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2147483647),
  sectionId: z.coerce.number().int().positive().max(2147483647),
});

/** Spec 002: the query of a nested answer (the answer of an embedded question, and one level further). */
export const nestedAnswerQuerySchema = z.strictObject({
  embeddedAnswerId: z.coerce.number().int().positive().max(2147483647).optional(),
  secondLevelEmbeddedAnswerId: z.coerce.number().int().positive().max(2147483647).optional(),
});
export type NestedAnswerQuery = z.infer<typeof nestedAnswerQuerySchema>;

/** Spec 002 "PUT /public/surveys/answers/{answerId}: content, selected, value" (the signed-in call too). */
export const answerBodySchema = z.strictObject({
  content: z.string().max(MAX_ANSWER_TEXT, `At most ${MAX_ANSWER_TEXT} characters.`).optional(),
  selected: z.boolean().optional(),
  value: z.number().finite().nullable().optional(),
});
export type AnswerBody = z.infer<typeof answerBodySchema>;

/** What an answer's change answers: the top-level question as it is now, and the progress. */
export const answeredSchema = z.object({ question: takenQuestionSchema, progress: surveyProgressSchema });
export type Answered = z.infer<typeof answeredSchema>;

/** A critical answer acknowledged: the note is optional, kept with who and when (audited). */
export const acknowledgeBodySchema = z.strictObject({
  note: z.string().trim().max(2000, 'At most 2000 characters.').optional(),
});
export type AcknowledgeBody = z.infer<typeof acknowledgeBodySchema>;

/** GET /participants/{id}/survey/media/{kind}: the participant's smart survey as a file (a CSV of its answers). */
export const SMART_SURVEY_MEDIA_KINDS = ['csv'] as const;
export const smartSurveyMediaParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2147483647),
  kind: z.enum(SMART_SURVEY_MEDIA_KINDS, { error: 'A kind of file: csv' }),
});

/** POST /participants/{id}/survey: sends the tenant's smart survey to the participant now (payload not shown). */
export const sendSmartSurveyBodySchema = z.strictObject({});
