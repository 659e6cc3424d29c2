import { ALL_ROLES, Role, STAFF_ROLES, type RoleId } from '../roles.js';
import { endpoint } from '../endpoint.js';
import {
  surveyDefinitionListQuerySchema,
  surveyDefinitionListSchema,
  surveyDefinitionParamsSchema,
  surveyDefinitionSchema,
} from './surveys.js';
import {
  acknowledgeBodySchema,
  answerBodySchema,
  answeredSchema,
  nestedAnswerQuerySchema,
  participantSurveyListQuerySchema,
  scheduleSurveyBodySchema,
  scheduleSurveyResultSchema,
  sendSmartSurveyBodySchema,
  smartSurveyMediaParamsSchema,
  surveyAnswerParamsSchema,
  surveyListQuerySchema,
  surveyListSchema,
  surveyParamsSchema,
  surveyProgressSchema,
  surveyResultSchema,
  surveySchema,
  surveySectionParamsSchema,
  takenSectionSchema,
} from './taken.js';
import { idParamsSchema } from '../common.js';

const PARTICIPANT_ONLY: readonly RoleId[] = [Role.Participant];

/** The domain's own error codes (the portal says them by code). */
export const SurveyErrorCode = {
  /** A section with a question not answered (details name each: questionId and reason). */
  SectionIncomplete: 'SECTION_INCOMPLETE',
  /** Completing a survey whose sections are not all completed. */
  SurveyIncomplete: 'SURVEY_INCOMPLETE',
  /** A change of a completed survey. */
  SurveyCompleted: 'SURVEY_COMPLETED',
  /** Answering before the survey's date. */
  SurveyNotYet: 'SURVEY_NOT_YET',
} as const;
const ANSWERING_ERRORS = [SurveyErrorCode.SurveyCompleted, SurveyErrorCode.SurveyNotYet] as const;

/**
 * /surveys/definitions (spec 002 section 7, "Screeners and smart surveys (staff)"): the instruments staff
 * schedule. Staff only for now; a participant reads the definitions of their own scheduled surveys through
 * those (next slice). A tenant whose screener and smart-survey features are off answers 404.
 */
export const surveyEndpoints = {
  definitions: endpoint({
    method: 'GET',
    path: '/surveys/definitions',
    summary: 'The survey definitions (instruments) of the tenant, a page of them',
    query: surveyDefinitionListQuerySchema,
    response: surveyDefinitionListSchema,
    roles: STAFF_ROLES,
  }),
  definition: endpoint({
    method: 'GET',
    path: '/surveys/definitions/{id}',
    summary: 'One survey definition with its sections, questions and answers in order',
    params: surveyDefinitionParamsSchema,
    response: surveyDefinitionSchema,
    roles: STAFF_ROLES,
  }),
  list: endpoint({
    method: 'GET',
    path: '/participants/surveys',
    summary: 'The surveys of the participants the actor sees, scheduled and completed, a page of them',
    query: surveyListQuerySchema,
    response: surveyListSchema,
    roles: STAFF_ROLES,
  }),
  schedule: endpoint({
    method: 'POST',
    path: '/participants/surveys',
    summary:
      'Schedules an instrument for participants, now or from a date, optionally every N weeks (Screener scheduled!)',
    body: scheduleSurveyBodySchema,
    response: scheduleSurveyResultSchema,
    status: 201,
    roles: STAFF_ROLES,
  }),
  ofParticipant: endpoint({
    method: 'GET',
    path: '/participants/{id}/surveys',
    summary: "One participant's surveys (the participant's own: those available now), a page of them",
    params: idParamsSchema,
    query: participantSurveyListQuerySchema,
    response: surveyListSchema,
    roles: ALL_ROLES,
  }),
  get: endpoint({
    method: 'GET',
    path: '/surveys/{id}',
    summary: "A survey with its sections, questions and the taker's answers",
    params: surveyParamsSchema,
    response: surveySchema,
    roles: ALL_ROLES,
  }),
  progress: endpoint({
    method: 'GET',
    path: '/surveys/{id}/progress',
    summary: 'Which sections of a survey are completed, and how many questions are answered',
    params: surveyParamsSchema,
    response: surveyProgressSchema,
    roles: ALL_ROLES,
  }),
  answer: endpoint({
    method: 'PUT',
    path: '/surveys/{id}/answers/{answerId}',
    summary: "The participant's answer (content, selected, value); a nested one by embeddedAnswerId",
    params: surveyAnswerParamsSchema,
    query: nestedAnswerQuerySchema,
    body: answerBodySchema,
    response: answeredSchema,
    roles: PARTICIPANT_ONLY,
    errors: ANSWERING_ERRORS,
  }),
  completeSection: endpoint({
    method: 'POST',
    path: '/surveys/{id}/sections/{sectionId}/complete',
    summary: 'Completes a section: refused unless every question is answered (unless allowEmpty)',
    params: surveySectionParamsSchema,
    response: takenSectionSchema,
    roles: PARTICIPANT_ONLY,
    errors: [...ANSWERING_ERRORS, SurveyErrorCode.SectionIncomplete],
  }),
  complete: endpoint({
    method: 'PUT',
    path: '/surveys/{id}/complete',
    summary: 'Completes the survey: its score, band and summary (result, rfsPoints, bhvsPoints)',
    params: surveyParamsSchema,
    response: surveyResultSchema,
    roles: PARTICIPANT_ONLY,
    errors: [...ANSWERING_ERRORS, SurveyErrorCode.SurveyIncomplete],
  }),
  smartSurvey: endpoint({
    method: 'GET',
    path: '/participants/{id}/survey',
    summary: "The participant's smart survey (the latest sent): its sections and answers",
    params: idParamsSchema,
    response: surveySchema,
    roles: ALL_ROLES,
  }),
  sendSmartSurvey: endpoint({
    method: 'POST',
    path: '/participants/{id}/survey',
    summary: 'Sends the smart survey to the participant now (Success! Notification sent to Participant)',
    params: idParamsSchema,
    body: sendSmartSurveyBodySchema,
    response: scheduleSurveyResultSchema,
    status: 201,
    roles: STAFF_ROLES,
  }),
  smartSurveyMedia: endpoint({
    method: 'GET',
    path: '/participants/{id}/survey/media/{kind}',
    summary: "The participant's smart survey as a file: csv, one row per answer given",
    params: smartSurveyMediaParamsSchema,
    download: true,
    roles: ALL_ROLES,
  }),
  acknowledge: endpoint({
    method: 'POST',
    path: '/surveys/{id}/acknowledgement',
    summary: 'Acknowledges a critical answer: who, when and a note, audited',
    params: surveyParamsSchema,
    body: acknowledgeBodySchema,
    response: surveySchema,
    roles: STAFF_ROLES,
  }),
};
export type SurveyEndpoints = typeof surveyEndpoints;
