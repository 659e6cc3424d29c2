import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../app/errors';
import { ConfirmDialog } from '../../app/ui/ConfirmDialog';
import { startSurrogateSession } from './surrogate';

/**
 * Surrogate login (a person's page): asks first, naming the person ("Sign in as Ana García?"); then the
 * portal reopens as them, with a banner saying so and "Go to previous role" to come back.
 */
export function SignInAsButton({ profileId, name }: { profileId: number; name: string }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const [asking, setAsking] = useState(false);
  // On success the page leaves for the sign-in service: the dialog stays busy until then.
  const start = () =>
    startSurrogateSession(profileId).catch((error: unknown) => {
      handleError(error);
      throw error;
    });
  return (
    <>
      <Button variant="outlined" startIcon={<LoginIcon />} onClick={() => setAsking(true)}>
        {t('common.signInAs')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('common.signInAsQuestion', { name })}
        confirmLabel={t('common.signInAs')}
        onConfirm={start}
        onClose={() => setAsking(false)}
      >
        {t('common.signInAsExplain', { name })}
      </ConfirmDialog>
    </>
  );
}
