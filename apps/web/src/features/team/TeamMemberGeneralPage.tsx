import Paper from '@mui/material/Paper';
import { useParams } from 'react-router';
import { useTeamMember } from './teamQueries';
import { TeamMemberForm } from './TeamMemberForm';
import { useTeamActor } from './useTeamActor';

/** /bhusers/{id}/general: the frame (TeamMemberLayout) loads the member and tells what failed. */
export default function TeamMemberGeneralPage() {
  const { data: member } = useTeamMember(Number(useParams().id));
  const actor = useTeamActor();
  if (!member || !actor) return null;
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
      <TeamMemberForm key={member.id} member={member} actor={actor} />
    </Paper>
  );
}
