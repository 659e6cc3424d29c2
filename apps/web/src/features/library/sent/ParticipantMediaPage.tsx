import { useParams } from 'react-router';
import { fullName, useParticipant } from '../../participants/participantQueries';
import { ParticipantMedia } from './ParticipantMedia';

/**
 * /participants/{id}/user-library: the participant's media. The frame (ParticipantLayout) loads the
 * participant and tells what failed; the media calls take their profile id.
 */
export default function ParticipantMediaPage() {
  const { data: participant } = useParticipant(Number(useParams().id));
  if (!participant) return null;
  return (
    <ParticipantMedia key={participant.profileId} profileId={participant.profileId} name={fullName(participant)} />
  );
}
