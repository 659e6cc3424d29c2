import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { endpoints } from '@stride/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../app/api';
import { errorMessage } from '../../app/errors';
import { AuthTextField } from './AuthTextField';
import { requestResetSchema } from './resetPasswordSchemas';

/** Step one: ask for a link by e-mail. The answer never tells whether the account exists. */
export function RequestResetForm() {
  const { t } = useTranslation();
  const schema = useMemo(() => requestResetSchema(t), [t]);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await callEndpoint(endpoints.auth.requestPasswordReset, { body: values });
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  });

  if (sent) return <Alert severity="success">{t('resetPassword.sent')}</Alert>;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset disabled={formState.isSubmitting} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack spacing={2}>
          <Typography>{t('resetPassword.requestIntro')}</Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <AuthTextField
            {...register('email')}
            type="email"
            label={t('resetPassword.email')}
            autoComplete="email"
            required
            error={Boolean(formState.errors.email)}
            helperText={formState.errors.email?.message}
          />
          <Button type="submit" variant="contained" size="large">
            {t('resetPassword.send')}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}
