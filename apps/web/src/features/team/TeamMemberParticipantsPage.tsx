import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ParticipantsList } from '../participants/list/ParticipantsList';
import { fullName, useTeamMember } from './teamQueries';

/**
 * /bhusers/{id}/participants (the owner's tab): the participants list fixed to the people this member
 * coaches, i.e. GET /participants?consultantId=<their profile id> (docs/decisions.md, "Team").
 */
export default function TeamMemberParticipantsPage() {
  const { t } = useTranslation();
  const { data: member } = useTeamMember(Number(useParams().id));
  const fixed = useMemo(() => (member ? { consultantId: String(member.profileId) } : null), [member]);
  if (!member || !fixed) return null;
  return <ParticipantsList fixed={fixed} label={t('team.participantsOf', { name: fullName(member) })} />;
}
