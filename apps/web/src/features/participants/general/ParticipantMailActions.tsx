import LockResetIcon from '@mui/icons-material/LockReset';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { endpoints, type Participant } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callEndpoint } from '../../../app/api';
import { useErrorHandler } from '../../../app/errors';
import { useSnackbar } from '../../../app/ui/snackbar';

type MailKind = 'welcome' | 'reset';

const CALLS = { welcome: endpoints.participants.sendWelcomeEmail, reset: endpoints.participants.passwordReset };

/**
 * Welcome e-mail and password reset: each mails the participant a one-time link to set a password.
 * The spec's texts say how it went; an inactive account gets neither, so both wait for activation.
 */
export function ParticipantMailActions({ participant }: { participant: Participant }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState<MailKind | null>(null);
  const texts: Record<MailKind, { sent: string; failed: string }> = {
    welcome: { sent: t('participants.welcomeSent'), failed: t('participants.welcomeFailed') },
    reset: { sent: t('participants.passwordReset'), failed: t('participants.passwordResetFailed') },
  };

  const send = async (kind: MailKind) => {
    setBusy(kind);
    try {
      await callEndpoint(CALLS[kind], { params: { id: participant.id } });
      snackbar.show(texts[kind].sent);
    } catch (error) {
      // No answer at all is the connection's fault: the shared handler says so.
      if (error instanceof ApiError && error.status !== 0) snackbar.show(texts[kind].failed, 'error');
      else handleError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<MailOutlinedIcon />}
        loading={busy === 'welcome'}
        disabled={!participant.isActive || busy !== null}
        onClick={() => void send('welcome')}
      >
        {t('participants.sendWelcome')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<LockResetIcon />}
        loading={busy === 'reset'}
        disabled={!participant.isActive || busy !== null}
        onClick={() => void send('reset')}
      >
        {t('participants.resetPassword')}
      </Button>
    </Stack>
  );
}
