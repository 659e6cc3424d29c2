import {
  endpoints,
  PUBLIC_SURVEY_KEYS,
  PUBLIC_SURVEY_PAGES,
  type AnswerBody,
  type Answered,
  type PublicResult,
  type PublicSubmitBody,
  type PublicSurvey,
  type PublicSurveyKey,
  type PublicSurveyPage,
  type TakenSection,
} from '@stride/contracts';
import { callEndpoint } from '../../../app/api';
import type { AnswerPath } from '../surveysApi';

const api = endpoints.publicSurveys;

/** A public screener's page: its key and what the contracts say of it (instrument, API version, submit). */
export interface PublicPage extends PublicSurveyPage {
  key: PublicSurveyKey;
}

/** The public page at a path (/screener, /summit, /exos, /survey), or none. */
export function publicPageAt(pathname: string): PublicPage | null {
  const path = pathname.replace(/\/+$/, '');
  const key = PUBLIC_SURVEY_KEYS.find((k) => PUBLIC_SURVEY_PAGES[k].path === path);
  return key ? { key, ...PUBLIC_SURVEY_PAGES[key] } : null;
}

/** What starting asks: again from the beginning (forceNew), and on version 2 the taker's e-mail. */
export interface StartInput {
  forceNew?: boolean;
  email?: string;
}

/** The calls of one public page, by its API version (spec 002: /public, version 2 /public-presentation). */
export interface PublicCalls {
  /** POST …/surveys/{key}: starts, or resumes the taker's survey (their cookie) unless forceNew. */
  start: (input: StartInput) => Promise<PublicSurvey>;
  saveAnswer: (path: AnswerPath, body: AnswerBody) => Promise<Answered>;
  completeSection: (sectionId: number) => Promise<TakenSection>;
  complete: () => Promise<PublicResult>;
  submit: (body: PublicSubmitBody) => Promise<{ message: string }>;
}

const nested = (path: AnswerPath) => ({
  params: { answerId: path[0]! },
  query: { embeddedAnswerId: path[1], secondLevelEmbeddedAnswerId: path[2] },
});

/**
 * The page's calls. The taker's token travels as the HttpOnly cookie the start call sets (same-origin
 * fetch sends it); the page never reads it.
 */
export function publicCalls(page: PublicPage): PublicCalls {
  const forceNew = (input: StartInput) => (input.forceNew ? { forceNew: true } : {});
  if (page.apiVersion === 2)
    return {
      start: (input) =>
        callEndpoint(api.startV2, {
          params: { key: page.key },
          body: { ...forceNew(input), email: input.email ?? '' },
        }),
      saveAnswer: (path, body) => callEndpoint(api.answerV2, { ...nested(path), body }),
      completeSection: (id) => callEndpoint(api.completeSectionV2, { params: { id } }),
      complete: () => callEndpoint(api.completeV2, {}),
      submit: (body) => callEndpoint(api.submitV2, { body }),
    };
  return {
    start: (input) => callEndpoint(api.start, { params: { key: page.key }, body: forceNew(input) }),
    saveAnswer: (path, body) => callEndpoint(api.answer, { ...nested(path), body }),
    completeSection: (id) => callEndpoint(api.completeSection, { params: { id } }),
    complete: () => callEndpoint(api.complete, {}),
    submit: (body) => callEndpoint(api.submit, { body }),
  };
}
