import Paper from '@mui/material/Paper';
import { useParams } from 'react-router';
import { useActor } from '../../app/auth/useActor';
import { useTeamMember } from './teamQueries';
import { TeamMemberForm } from './TeamMemberForm';

/** /bhusers/{id}/general: the frame (TeamMemberLayout) loads the member and tells what failed. */
export default function TeamMemberGeneralPage() {
  const { data: member } = useTeamMember(Number(useParams().id));
  const actor = useActor();
  if (!member || !actor) return null;
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
      <TeamMemberForm key={member.id} member={member} actor={actor} />
    </Paper>
  );
}
