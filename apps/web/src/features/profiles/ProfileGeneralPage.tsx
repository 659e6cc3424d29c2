import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../app/auth/useActor';
import { errorMessage } from '../../app/errors';
import { useCurrentProfile } from '../../app/profile/currentProfile';
import { ProfileForm } from './ProfileForm';
import { ProfilePicture } from './ProfilePicture';
import { SendNewUserEmailButton } from './SendNewUserEmailButton';
import { SignInEmail } from './SignInEmail';
import { SurrogateRecord } from './SurrogateRecord';

/** /profile/general: the signed-in user's own details and picture, editable (spec 000 section 7, Profile). */
export default function ProfileGeneralPage() {
  const { t } = useTranslation();
  const { data: profile, error, isPending } = useCurrentProfile();
  const actor = useActor();

  if (isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (error) return <Alert severity="error">{`${t('profile.loadFailed')} ${errorMessage(error, t)}`}</Alert>;
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('profile.title')}
      </Typography>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', mb: 4 }}>
        <ProfilePicture profile={profile} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {`${profile.firstName} ${profile.lastName}`.trim()}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t(`roles.${profile.roleId}`)}
          </Typography>
          {/* A staff tool (person.sendNewUserEmail): a participant does not get it. */}
          {can(actor, 'person.sendNewUserEmail', {
            profileId: profile.id,
            userId: profile.userId,
            roleId: profile.roleId,
            companyId: profile.companyId,
            consultantProfileId: null,
            isActive: profile.isActive,
          }) ? (
            <SendNewUserEmailButton profileId={profile.id} />
          ) : null}
        </Box>
      </Stack>
      <ProfileForm profile={profile} />
      <SignInEmail profile={profile} />
      <SurrogateRecord profileId={profile.id} />
    </Paper>
  );
}
