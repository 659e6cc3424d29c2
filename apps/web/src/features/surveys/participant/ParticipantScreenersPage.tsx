import { ParticipantSurveys } from './ParticipantSurveys';

/** Screeners are scheduled as SCREENER; the public screeners' instruments may be too. */
const SCREENER_KINDS = ['SCREENER', 'PUBLIC_SCREENER'] as const;

/** /participants/{id}/screeners: the participant's screeners (issue 27). */
export default function ParticipantScreenersPage() {
  return <ParticipantSurveys kinds={SCREENER_KINDS} />;
}
