import { messageSchema } from '../flags.js';
import { endpoint } from '../endpoint.js';
import {
  publicAnswerParamsSchema,
  publicKeyParamsSchema,
  publicResultSchema,
  publicSectionParamsSchema,
  publicStartBodySchema,
  publicStartV2BodySchema,
  publicSubmitBodySchema,
  publicSurveySchema,
} from './public.js';
import { answerBodySchema, answeredSchema, nestedAnswerQuerySchema, takenSectionSchema } from './taken.js';
import { SurveyErrorCode } from './surveys.endpoints.js';

/** Per address and minute (an address the client cannot forge: TRUST_PROXY): starts, answers, submits. */
const STARTS = { max: 30, timeWindow: '1 minute' } as const;
const ANSWERS = { max: 600, timeWindow: '1 minute' } as const;
const SUBMITS = { max: 5, timeWindow: '1 minute' } as const;
const TAKING_ERRORS = [SurveyErrorCode.SurveyCompleted] as const;

/** The calls of one API version, under its prefix (spec 002: /public, version 2 /public-presentation). */
function publicCalls<P extends '/public' | '/public-presentation'>(prefix: P) {
  return {
    answer: endpoint({
      method: 'PUT',
      path: `${prefix}/surveys/answers/{answerId}`,
      summary: "The anonymous taker's answer (content, selected, value); a nested one by embeddedAnswerId",
      params: publicAnswerParamsSchema,
      query: nestedAnswerQuerySchema,
      body: answerBodySchema,
      response: answeredSchema,
      roles: 'public',
      rateLimit: ANSWERS,
      errors: TAKING_ERRORS,
    }),
    completeSection: endpoint({
      method: 'POST',
      path: `${prefix}/surveys/sections/{id}/complete`,
      summary: 'Completes a section of the taker’s survey: refused unless every question is answered',
      params: publicSectionParamsSchema,
      response: takenSectionSchema,
      roles: 'public',
      rateLimit: ANSWERS,
      errors: [...TAKING_ERRORS, SurveyErrorCode.SectionIncomplete],
    }),
    complete: endpoint({
      method: 'PUT',
      path: `${prefix}/surveys/complete`,
      summary: 'Completes the taker’s survey: result, rfsPoints (Risk Factor), bhvsPoints (Protective Factor)',
      response: publicResultSchema,
      roles: 'public',
      rateLimit: ANSWERS,
      errors: [SurveyErrorCode.SurveyIncomplete],
    }),
    submit: endpoint({
      method: 'POST',
      path: `${prefix}/surveys/submit`,
      summary: 'The submit form after the result: first name, last name, e-mail; the results are mailed',
      body: publicSubmitBodySchema,
      response: messageSchema,
      roles: 'public',
      rateLimit: SUBMITS,
      errors: [SurveyErrorCode.SurveyIncomplete],
    }),
    feedback: endpoint({
      method: 'POST',
      path: `${prefix}/surveys/feedback/{answerId}`,
      summary: 'An answer to a feedback question after the result (same nesting as answers)',
      params: publicAnswerParamsSchema,
      query: nestedAnswerQuerySchema,
      body: answerBodySchema,
      response: answeredSchema,
      roles: 'public',
      rateLimit: ANSWERS,
    }),
  };
}

const v1 = publicCalls('/public');
const v2 = publicCalls('/public-presentation');

/**
 * The public screeners' calls (spec 002 section 7, "Public surveys"; docs/decisions.md, "Screeners: the
 * public pages"): 404 where the tenant's screener or public-screener feature is off.
 */
export const publicSurveyEndpoints = {
  start: endpoint({
    method: 'POST',
    path: '/public/surveys/{key}',
    summary: "Starts (or resumes, without forceNew) the anonymous taker's survey of a public page",
    params: publicKeyParamsSchema,
    body: publicStartBodySchema,
    response: publicSurveySchema,
    status: 201,
    roles: 'public',
    rateLimit: STARTS,
  }),
  answer: v1.answer,
  completeSection: v1.completeSection,
  complete: v1.complete,
  submit: v1.submit,
  feedback: v1.feedback,
  startV2: endpoint({
    method: 'POST',
    path: '/public-presentation/surveys/{key}',
    summary: 'Version 2: starts the taker’s survey with their e-mail (Field e-mail is required)',
    params: publicKeyParamsSchema,
    body: publicStartV2BodySchema,
    response: publicSurveySchema,
    status: 201,
    roles: 'public',
    rateLimit: STARTS,
  }),
  answerV2: v2.answer,
  completeSectionV2: v2.completeSection,
  completeV2: v2.complete,
  submitV2: v2.submit,
  feedbackV2: v2.feedback,
};
export type PublicSurveyEndpoints = typeof publicSurveyEndpoints;
