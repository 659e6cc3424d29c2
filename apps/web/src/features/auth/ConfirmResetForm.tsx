import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { endpoints, ErrorCode } from '@stride/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, callEndpoint } from '../../app/api';
import { errorMessage } from '../../app/errors';
import { AuthTextField } from './AuthTextField';
import { confirmResetSchema } from './resetPasswordSchemas';

/** Step two, from the e-mailed link: choose the new password. */
export function ConfirmResetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const schema = useMemo(() => confirmResetSchema(t), [t]);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: '', repeat: '' },
  });
  const [changed, setChanged] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await callEndpoint(endpoints.auth.confirmPasswordReset, { body: { token, password } });
      setChanged(true);
    } catch (error) {
      // A 400 other than a field check is the used or expired link: said in the page's language.
      const staleLink = error instanceof ApiError && error.status === 400 && error.code !== ErrorCode.ValidationFailed;
      setFailure(staleLink ? t('resetPassword.invalidLink') : errorMessage(error, t));
    }
  });

  if (changed) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success">{t('resetPassword.changed')}</Alert>
        <Button component={Link} to="/" variant="contained">
          {t('common.signIn')}
        </Button>
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset disabled={formState.isSubmitting} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack spacing={2}>
          <Typography>{t('resetPassword.confirmIntro')}</Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <AuthTextField
            {...register('password')}
            type="password"
            label={t('resetPassword.newPassword')}
            autoComplete="new-password"
            required
            error={Boolean(formState.errors.password)}
            helperText={formState.errors.password?.message}
          />
          <AuthTextField
            {...register('repeat')}
            type="password"
            label={t('resetPassword.repeatPassword')}
            autoComplete="new-password"
            required
            error={Boolean(formState.errors.repeat)}
            helperText={formState.errors.repeat?.message}
          />
          <Button type="submit" variant="contained" size="large">
            {t('resetPassword.save')}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}
