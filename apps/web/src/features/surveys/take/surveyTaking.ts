import type { AnswerBody, Answered, SurveyProgress, TakenSection } from '@stride/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { AnswerPath } from '../surveysApi';

/** What section-by-section answering needs of a survey: its sections, with the taker's answers. */
export interface TakenSurveyLike {
  sections: TakenSection[];
}

/**
 * The calls one way of taking a survey makes, and where its survey is kept: the participant's own survey
 * (/my-day/surveys/{id}: /surveys/{id}/…) and an anonymous taker's public screener (/screener, …:
 * /public/surveys/… or /public-presentation/surveys/…) answer with the same shared steps (`SectionSteps`).
 */
export interface SurveyTaking<S extends TakenSurveyLike> {
  /** Where the survey being answered is cached: every change shows from there at once. */
  queryKey: QueryKey;
  /** Saves one answer's change (the path names the top-level answer, then the nested ones). */
  saveAnswer: (path: AnswerPath, body: AnswerBody) => Promise<Answered>;
  /** Completes a section: refused (409 SECTION_INCOMPLETE) unless every question is answered. */
  completeSection: (sectionId: number) => Promise<TakenSection>;
  /** Completes the survey and keeps its result where the page reads it. */
  complete: () => Promise<void>;
  /** The survey with the progress an answer tells. */
  withProgress: (survey: S, progress: SurveyProgress) => S;
}
