import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useActor } from '../../app/auth/useActor';
import { errorMessage } from '../../app/errors';
import type { TabLayoutProps } from '../../app/routes/pages';
import { useBreadcrumbLabel } from '../../app/shell/breadcrumbLabels';
import { RouteTabs } from '../../app/shell/RouteTabs';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { SendNewUserEmailButton } from '../profiles/SendNewUserEmailButton';
import { SignInAsButton } from '../auth/SignInAsButton';
import { asTeamMember, fullName, useTeamMember } from './teamQueries';

/** The frame of /bhusers/{id}/*: the member's picture, name and role, their actions, the tabs. */
export default function TeamMemberLayout({ access, children }: TabLayoutProps) {
  const { t } = useTranslation();
  const userId = Number(useParams().id);
  const { data: member, error, isPending } = useTeamMember(userId);
  const actor = useActor();
  useBreadcrumbLabel(userId, member ? fullName(member) : null);

  if (isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (error) return <Alert severity="error">{`${t('team.loadFailed')} ${errorMessage(error, t)}`}</Alert>;
  // The server's rule for the new-user mail (the person policy): to oneself, or an admin to anyone.
  const maySendMail =
    member.isActive &&
    can(actor, 'person.sendNewUserEmail', {
      profileId: member.profileId,
      userId: member.id,
      roleId: member.roleId,
      companyId: member.companyId,
      consultantProfileId: null,
      isActive: member.isActive,
    });

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <UserAvatar picture={member.thumbnailUrl} firstName={member.firstName} lastName={member.lastName} size={72} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {fullName(member)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
              <Typography color="text.secondary">{t(`roles.${member.roleId}`)}</Typography>
              {member.isActive ? null : <Chip size="small" label={t('common.inactive')} />}
            </Stack>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {can(actor, 'teamMember.actAs', asTeamMember(member)) ? (
              <SignInAsButton profileId={member.profileId} name={fullName(member)} />
            ) : null}
            {maySendMail ? <SendNewUserEmailButton profileId={member.profileId} /> : null}
          </Stack>
        </Stack>
      </Paper>
      <Box>
        <RouteTabs group="bhuser" access={access} />
        {children}
      </Box>
    </Stack>
  );
}
