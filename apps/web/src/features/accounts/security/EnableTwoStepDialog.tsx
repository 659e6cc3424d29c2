import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  confirmTwoStepBodySchema,
  endpoints,
  type ConfirmTwoStepBody,
  type TwoStepEnrollment,
} from '@stride/contracts';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../app/api';
import { FormDialog } from '../../../app/forms/FormDialog';
import { FormTextField } from '../../../app/forms/FormTextField';

const EMPTY: ConfirmTwoStepBody = { code: '' };

/**
 * The new key as a QR code (drawn here, from its otpauth URI) and as text, and the app's code that turns it
 * on; the recovery codes the server answers go to `onEnabled`.
 */
export function EnableTwoStepDialog({
  enrollment,
  onClose,
  onEnabled,
}: {
  enrollment: TwoStepEnrollment;
  onClose: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // An SVG (no canvas needed), shown as an image: the key never leaves the browser for a QR service.
    void QRCode.toString(enrollment.otpauthUri, { type: 'svg', margin: 1 })
      .then((svg) => live && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enrollment.otpauthUri]);
  return (
    <FormDialog
      onClose={onClose}
      title={t('accountSecurity.twoStep.setupTitle')}
      description={
        <Box>
          <Typography sx={{ mb: 2 }}>{t('accountSecurity.twoStep.setupIntro')}</Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center', minHeight: 200 }}>
            {qr ? <img src={qr} width={200} height={200} alt={t('accountSecurity.twoStep.qr')} /> : null}
          </Box>
          <Typography sx={{ mt: 1 }}>
            {t('accountSecurity.twoStep.key')}:{' '}
            <Box
              component="code"
              data-testid="totp-key"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', bgcolor: 'grey.100', px: 0.5 }}
            >
              {enrollment.secret}
            </Box>
          </Typography>
        </Box>
      }
      schema={confirmTwoStepBodySchema}
      defaultValues={EMPTY}
      submit={(body) => callEndpoint(endpoints.accounts.confirmTwoStep, { body })}
      onDone={(result) => onEnabled(result.recoveryCodes)}
      submitLabel={t('accountSecurity.twoStep.confirm')}
      maxWidth="xs"
    >
      <FormTextField<ConfirmTwoStepBody>
        name="code"
        label={t('accountSecurity.twoStep.code')}
        autoComplete="one-time-code"
        required
        autoFocus
      />
    </FormDialog>
  );
}
