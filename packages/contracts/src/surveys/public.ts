import { z } from 'zod';
import {
  surveyResultSchema,
  surveyStatusSchema,
  takenQuestionSchema,
  takenSectionSchema,
  surveyProgressSchema,
} from './taken.js';

/**
 * The public screeners (spec 002 section 2, "Public screener pages"; section 7, "Public surveys"): no sign-in,
 * only where the tenant's screener and public-screener features are on (else 404). Each page has its fixed
 * public key, the `{key}` of its start call; version 2 uses the prefix /public-presentation for every call.
 * The taker holds an opaque token in a cookie (PUBLIC_SURVEY_COOKIE) set by the start call: nobody else
 * reads or changes their answers (docs/decisions.md, "Screeners: the public pages").
 */
export const PUBLIC_SURVEY_KEYS = ['screener', 'summit', 'exos', 'survey'] as const;
export type PublicSurveyKey = (typeof PUBLIC_SURVEY_KEYS)[number];
export const publicSurveyKeySchema = z.enum(PUBLIC_SURVEY_KEYS, { error: 'No such public survey.' });

export interface PublicSurveyPage {
  /** The portal's path. */
  path: `/${PublicSurveyKey}`;
  /** The instrument it serves and its version. */
  definitionKey: string;
  definitionVersion: number;
  /** 1: /public, e-mail at the submit form; 2: /public-presentation, e-mail at the start. */
  apiVersion: 1 | 2;
  /** No submit form after the result (spec: /exos, /survey; version 2 has none). */
  skipSubmit: boolean;
  /** The result shows each factor's points too (spec: /exos, "additional scores on"). */
  additionalScores: boolean;
}

export const PUBLIC_SURVEY_PAGES: Record<PublicSurveyKey, PublicSurveyPage> = {
  screener: {
    path: '/screener',
    definitionKey: 'brain-screener',
    definitionVersion: 1,
    apiVersion: 1,
    skipSubmit: false,
    additionalScores: false,
  },
  summit: {
    path: '/summit',
    definitionKey: 'brain-screener',
    definitionVersion: 2,
    apiVersion: 2,
    skipSubmit: true,
    additionalScores: false,
  },
  exos: {
    path: '/exos',
    definitionKey: 'brain-screener',
    definitionVersion: 1,
    apiVersion: 1,
    skipSubmit: true,
    additionalScores: true,
  },
  survey: {
    path: '/survey',
    definitionKey: 'framework-survey',
    definitionVersion: 1,
    apiVersion: 1,
    skipSubmit: true,
    additionalScores: false,
  },
};

/** The cookie that holds the anonymous taker's token (HttpOnly: the page never reads it). */
export const PUBLIC_SURVEY_COOKIE = 'stride_survey_taker';

/** One factor's points in the additional scores (spec 002 "Survey flow": results and additional scores). */
export const factorScoreSchema = z.object({
  label: z.string(),
  factor: z.enum(['RISK', 'PROTECTIVE']),
  points: z.number().int(),
  max: z.number().int(),
});
export type FactorScore = z.infer<typeof factorScoreSchema>;

/** PUT …/surveys/complete: result, rfsPoints, bhvsPoints (and the band, summary and additional scores). */
export const publicResultSchema = surveyResultSchema.extend({
  additionalScores: z.array(factorScoreSchema),
});
export type PublicResult = z.infer<typeof publicResultSchema>;

/** What the start call answers: the taker's survey (theirs alone), where they are, and its result once done. */
export const publicSurveySchema = z.object({
  key: publicSurveyKeySchema,
  name: z.string(),
  version: z.number().int(),
  status: surveyStatusSchema,
  sections: z.array(takenSectionSchema),
  feedbackQuestions: z.array(takenQuestionSchema),
  progress: surveyProgressSchema,
  result: publicResultSchema.nullable(),
  /** The submit form was sent (version 1). */
  submitted: z.boolean(),
});
export type PublicSurvey = z.infer<typeof publicSurveySchema>;

export const publicKeyParamsSchema = z.strictObject({ key: publicSurveyKeySchema });

/** POST /public/surveys/{key}: forceNew starts again even when the taker has one going. */
export const publicStartBodySchema = z.strictObject({ forceNew: z.boolean().optional() });
export type PublicStartBody = z.infer<typeof publicStartBodySchema>;

const emailSchema = z.email({ error: 'The e-mail address is not valid.' }).max(254);
const requiredEmail = z
  .string({ error: 'Field e-mail is required' })
  .trim()
  .min(1, 'Field e-mail is required')
  .pipe(emailSchema);

/** POST /public-presentation/surveys/{key}: version 2 also sends the e-mail ("Field e-mail is required"). */
export const publicStartV2BodySchema = z.strictObject({ forceNew: z.boolean().optional(), email: requiredEmail });
export type PublicStartV2Body = z.infer<typeof publicStartV2BodySchema>;

const ALL_FIELDS = 'All fields are required. Please fill all fields.';
const requiredField = z.string({ error: ALL_FIELDS }).trim().min(1, ALL_FIELDS).max(100, 'At most 100 characters.');

/** POST /public/surveys/submit: "All fields are required. Please fill all fields." */
export const publicSubmitBodySchema = z.strictObject({
  firstname: requiredField,
  lastname: requiredField,
  email: z.string({ error: ALL_FIELDS }).trim().min(1, ALL_FIELDS).pipe(emailSchema),
});
export type PublicSubmitBody = z.infer<typeof publicSubmitBodySchema>;

export const publicSectionParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2147483647),
});
export const publicAnswerParamsSchema = z.strictObject({
  answerId: z.coerce.number().int().positive().max(2147483647),
});
