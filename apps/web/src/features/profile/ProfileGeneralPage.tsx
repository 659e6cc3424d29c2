import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';
import { toAppLanguage } from '../../app/i18n/i18n';
import { useCurrentProfile } from '../../app/profile/currentProfile';
import { UserAvatar } from '../../app/ui/UserAvatar';

/** /profile/general: the signed-in user's details, read-only until the profile form lands. */
export default function ProfileGeneralPage() {
  const { t } = useTranslation();
  const { data: profile, error, isPending } = useCurrentProfile();

  if (isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (error) return <Alert severity="error">{`${t('profile.loadFailed')} ${errorMessage(error, t)}`}</Alert>;
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('profile.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <UserAvatar
          picture={profile.thumbnailUrl}
          firstName={profile.firstName}
          lastName={profile.lastName}
          size={96}
        />
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1 }}>
          <Typography component="dt" color="text.secondary">
            {t('profile.name')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('profile.email')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {profile.email}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('profile.language')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {t(`languages.${toAppLanguage(profile.language)}`)}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
