import { ParticipantSurveys } from './ParticipantSurveys';

const SMART_SURVEY_KINDS = ['SMART_SURVEY'] as const;

/** /participants/{id}/smart-survey: the participant's smart surveys (Initial Questions in the default tenant):
 * send it now, download the latest one's answers. */
export default function ParticipantSmartSurveyPage() {
  return <ParticipantSurveys kinds={SMART_SURVEY_KINDS} smartSurvey />;
}
