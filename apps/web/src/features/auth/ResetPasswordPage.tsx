import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard';
import { ConfirmResetForm } from './ConfirmResetForm';
import { RequestResetForm } from './RequestResetForm';

/** /reset-password: ask for a link, or (with ?token=) set the new password; in the sign-in page's card. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  return (
    <AuthCard title={t('resetPassword.title')}>
      {token ? <ConfirmResetForm token={token} /> : <RequestResetForm />}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/" sx={{ fontWeight: 600 }}>
          {t('resetPassword.backToSignIn')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
