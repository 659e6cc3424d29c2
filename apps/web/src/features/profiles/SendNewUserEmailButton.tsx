import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Button from '@mui/material/Button';
import { endpoints } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../app/api';
import { useErrorHandler } from '../../app/errors';
import { useSnackbar } from '../../app/ui/snackbar';

/** POST /profiles/{id}/sendNewUserEmail: a fresh set-password link by e-mail ('New user email sent!'). */
export function SendNewUserEmailButton({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await callEndpoint(endpoints.profiles.sendNewUserEmail, { params: { id: profileId } });
      snackbar.show(t('profile.newUserEmailSent'));
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<MailOutlinedIcon />} onClick={() => void send()} loading={busy}>
      {t('profile.sendNewUserEmail')}
    </Button>
  );
}
