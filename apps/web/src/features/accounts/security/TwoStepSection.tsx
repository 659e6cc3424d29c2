import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { endpoints, type TwoStepEnrollment } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../app/api';
import { useErrorHandler } from '../../../app/errors';
import { DisableTwoStepDialog } from './DisableTwoStepDialog';
import { EnableTwoStepDialog } from './EnableTwoStepDialog';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { TWO_STEP_KEY, useTwoStepStatus } from './securityQueries';

/** "Two-step sign-in": on or off, turned on with the app's QR code and a code, off with a code. */
export function TwoStepSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  const { data: status, error } = useTwoStepStatus(true);
  const [enrollment, setEnrollment] = useState<TwoStepEnrollment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: TWO_STEP_KEY });

  const turnOn = async () => {
    try {
      setEnrollment(await callEndpoint(endpoints.accounts.enrollTwoStep, {}));
    } catch (e) {
      handleError(e);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('accountSecurity.twoStep.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('accountSecurity.twoStep.intro')}
      </Typography>
      {error ? <Alert severity="error">{t('accountSecurity.twoStep.loadFailed')}</Alert> : null}
      {status ? (
        <>
          {status.required ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {t('accountSecurity.twoStep.required')}
            </Alert>
          ) : null}
          <Typography>
            {status.enabled
              ? t('accountSecurity.twoStep.on', { count: status.recoveryCodesLeft })
              : t('accountSecurity.twoStep.off')}
          </Typography>
          {status.enabled ? (
            <Button variant="outlined" sx={{ mt: 1.5 }} onClick={() => setDisabling(true)}>
              {t('accountSecurity.twoStep.turnOff')}
            </Button>
          ) : (
            <Button variant="contained" sx={{ mt: 1.5 }} onClick={() => void turnOn()}>
              {t('accountSecurity.twoStep.turnOn')}
            </Button>
          )}
        </>
      ) : null}
      {enrollment ? (
        <EnableTwoStepDialog
          enrollment={enrollment}
          onClose={() => setEnrollment(null)}
          onEnabled={(recoveryCodes) => {
            setCodes(recoveryCodes);
            void reload();
          }}
        />
      ) : null}
      {codes ? <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} /> : null}
      {disabling ? <DisableTwoStepDialog onClose={() => setDisabling(false)} onDone={() => void reload()} /> : null}
    </Box>
  );
}
