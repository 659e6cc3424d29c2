import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../app/errors';
import { startSurrogateSession } from './surrogate';

/** Surrogate login (a person's page): the portal reopens as them; "Go to previous role" comes back. */
export function SignInAsButton({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    setBusy(true);
    // On success the page leaves for the sign-in service: nothing to reset.
    startSurrogateSession(profileId).catch((error: unknown) => {
      setBusy(false);
      handleError(error);
    });
  };
  return (
    <Button variant="outlined" startIcon={<LoginIcon />} onClick={onClick} loading={busy}>
      {t('common.signInAs')}
    </Button>
  );
}
