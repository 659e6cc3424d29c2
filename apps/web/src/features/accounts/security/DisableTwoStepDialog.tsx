import Typography from '@mui/material/Typography';
import { endpoints } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { callEndpoint } from '../../../app/api';
import { FormDialog } from '../../../app/forms/FormDialog';
import { FormTextField } from '../../../app/forms/FormTextField';
import { localized } from '../../../app/forms/resolver';

type DisableForm = { code: string };
const schema = z.object({
  code: z
    .string()
    .max(20)
    .refine((v) => v.trim() !== '', localized('accountSecurity.twoStep.disableIntro')),
});

/** POST /accounts/me/two-step/disable with a code of the app or a recovery code. */
export function DisableTwoStepDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      onClose={onClose}
      title={t('accountSecurity.twoStep.disableTitle')}
      description={<Typography>{t('accountSecurity.twoStep.disableIntro')}</Typography>}
      schema={schema}
      defaultValues={{ code: '' }}
      submit={(body) => callEndpoint(endpoints.accounts.disableTwoStep, { body })}
      successMessage={t('accountSecurity.twoStep.disabled')}
      onDone={onDone}
      submitLabel={t('accountSecurity.twoStep.turnOff')}
      maxWidth="xs"
    >
      <FormTextField<DisableForm>
        name="code"
        label={t('accountSecurity.twoStep.disableCode')}
        autoComplete="one-time-code"
        required
        autoFocus
      />
    </FormDialog>
  );
}
