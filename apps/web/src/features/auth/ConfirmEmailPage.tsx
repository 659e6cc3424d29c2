import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { endpoints } from '@stride/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError, callEndpoint } from '../../app/api';
import { errorMessage } from '../../app/errors';
import { AuthCard } from './AuthCard';

type Outcome = { severity: 'success' | 'error'; text: string } | null;

/**
 * POST /auth/email-change/confirm with the link's token. Every 400 (a used, expired or mangled token, or
 * none) is the invalid link, said in the page's language as the reset page says its own.
 */
async function confirm(token: string | null, t: TFunction): Promise<NonNullable<Outcome>> {
  if (!token) return { severity: 'error', text: t('confirmEmail.invalidLink') };
  try {
    await callEndpoint(endpoints.profiles.confirmEmailChange, { body: { token } });
    return { severity: 'success', text: t('confirmEmail.changed') };
  } catch (error) {
    const invalidLink = error instanceof ApiError && error.status === 400;
    return { severity: 'error', text: invalidLink ? t('confirmEmail.invalidLink') : errorMessage(error, t) };
  }
}

/**
 * /confirm-email?token=…: the link mailed to a new sign-in e-mail (no sign-in needed, in the sign-in page's
 * card). It is sent once on opening (a token works once: a second send would say the link is spent).
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void confirm(token, t).then(setOutcome);
  }, [token, t]);

  return (
    <AuthCard title={t('confirmEmail.title')}>
      {outcome ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity={outcome.severity}>{outcome.text}</Alert>
          <Button component={Link} to="/" variant="contained">
            {t('common.signIn')}
          </Button>
        </Stack>
      ) : (
        <LinearProgress aria-label={t('confirmEmail.confirming')} />
      )}
    </AuthCard>
  );
}
