import type { Participant, ParticipantSurveysResource } from '@stride/contracts';

/**
 * A participant's surveys as the shared policy sees them (participantSurveysPolicy): the participant was
 * loaded, so the actor may see them.
 */
export const surveysResource = (
  participant: Pick<Participant, 'id' | 'surveyAvailable' | 'smartSurveyAvailable'>,
): ParticipantSurveysResource => ({
  userId: participant.id,
  visibleToActor: true,
  surveyAvailable: participant.surveyAvailable,
  smartSurveyAvailable: participant.smartSurveyAvailable,
});

/**
 * Any participant the actor sees (the schedule dialog of /screeners offers only those): whether the
 * actor schedules at all.
 */
export const anyVisibleParticipant: ParticipantSurveysResource = {
  userId: 0,
  visibleToActor: true,
  surveyAvailable: true,
  smartSurveyAvailable: true,
};
