import {
  endpoints,
  type AnswerBody,
  type Answered,
  type ScheduleSurveyBody,
  type ScheduleSurveyResult,
  type Survey,
  type SurveyResult,
  type TakenSection,
} from '@stride/contracts';
import { callEndpoint } from '../../app/api';

const api = endpoints.surveys;

/**
 * Where an answer is, 1 to 3 ids: the top-level answer's, then (nested) the answer of its embedded
 * question, then one level further (spec 002: embeddedAnswerId, secondLevelEmbeddedAnswerId).
 */
export type AnswerPath = readonly number[];

/** POST /participants/surveys: an instrument for participants, from now or a date, maybe every N weeks. */
export const scheduleSurveys = (body: ScheduleSurveyBody): Promise<ScheduleSurveyResult> =>
  callEndpoint(api.schedule, { body });

/**
 * PUT /surveys/{id}/answers/{answerId}: the answer's change (chosen, its text, its number); a nested
 * answer is named by the query, the path keeps the top-level answer. Answers the top-level question as
 * it is now.
 */
export const saveAnswer = (surveyId: number, path: AnswerPath, body: AnswerBody): Promise<Answered> =>
  callEndpoint(api.answer, {
    params: { id: surveyId, answerId: path[0]! },
    query: { embeddedAnswerId: path[1], secondLevelEmbeddedAnswerId: path[2] },
    body,
  });

/** POST /surveys/{id}/sections/{sectionId}/complete: refused (409 SECTION_INCOMPLETE) unless complete. */
export const completeSection = (surveyId: number, sectionId: number): Promise<TakenSection> =>
  callEndpoint(api.completeSection, { params: { id: surveyId, sectionId } });

/** PUT /surveys/{id}/complete: the score, band and the participant's summary. */
export const completeSurvey = (surveyId: number): Promise<SurveyResult> =>
  callEndpoint(api.complete, { params: { id: surveyId } });

/** POST /surveys/{id}/acknowledgement: a critical answer seen, with an optional note. */
export const acknowledgeSurvey = (surveyId: number, note: string | undefined): Promise<Survey> =>
  callEndpoint(api.acknowledge, { params: { id: surveyId }, body: note ? { note } : {} });
