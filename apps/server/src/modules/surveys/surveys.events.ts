import type { SurveyKind } from '@stride/contracts';

/** A survey of a participant, as its events name it (the notifications' parameters and words). */
export interface SurveyEventPayload {
  participantUserId: number;
  surveyId: number;
  kind: SurveyKind;
  /** The instrument's name ("PHQ-9"). */
  name: string;
}

/** The surveys' events (platform/events/event-map.ts), published after the commit. */
declare module '../../platform/events/event-map.js' {
  interface EventMap {
    /** A survey scheduled for a participant is open to them (now, or its date came): SURVEY_AVAILABLE. */
    'surveys.available': SurveyEventPayload;
    /** A participant completed a survey: SMART_SURVEY SURVEY_COMPLETED to their coaches. */
    'smart_survey.updated': SurveyEventPayload & { completed: boolean };
    /** A critical answer (PHQ-9 item 9 above 0): the urgent SURVEY_CRITICAL to coaches and company admins. */
    'surveys.critical': SurveyEventPayload;
  }
}

export {};
