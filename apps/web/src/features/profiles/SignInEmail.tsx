import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Profile } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session';
import { ChangeEmailDialog } from './ChangeEmailDialog';

/**
 * The address one signs in with, and the one waiting for its link. Only the person changes it, with their
 * password, never a staff member signed in as them (docs/security.md, "Sign-in e-mail"): the server
 * refuses a surrogate session, so the button is not offered there.
 */
export function SignInEmail({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const claims = useSession()?.claims;
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const own = claims?.user_id === profile.userId && !claims.surrogate_login;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('profile.signInEmail.title')}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t('profile.signInEmail.current', { email: profile.email })}
      </Typography>
      {profile.pendingEmail ? (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('profile.signInEmail.pending', { email: profile.pendingEmail })}
        </Typography>
      ) : null}
      {own ? (
        <Button variant="outlined" startIcon={<MailOutlinedIcon />} onClick={() => setOpen(true)} sx={{ mt: 1.5 }}>
          {t('profile.signInEmail.change')}
        </Button>
      ) : null}
      {open ? <ChangeEmailDialog profileId={profile.id} onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}
