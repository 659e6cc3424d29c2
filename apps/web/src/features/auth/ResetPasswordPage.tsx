import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmResetForm } from './ConfirmResetForm';
import { RequestResetForm } from './RequestResetForm';

/** /reset-password: ask for a link, or (with ?token=) set the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  return (
    <Paper sx={{ maxWidth: 440, mx: 'auto', p: { xs: 3, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('resetPassword.title')}
      </Typography>
      {token ? <ConfirmResetForm token={token} /> : <RequestResetForm />}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/">
          {t('resetPassword.backToSignIn')}
        </Link>
      </Typography>
    </Paper>
  );
}
