import { ParticipantSurveys } from './ParticipantSurveys';

const SMART_SURVEY_KINDS = ['SMART_SURVEY'] as const;

/** /participants/{id}/smart-survey: the participant's smart surveys (Initial Questions in the default tenant). */
export default function ParticipantSmartSurveyPage() {
  return <ParticipantSurveys kinds={SMART_SURVEY_KINDS} />;
}
