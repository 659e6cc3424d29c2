import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router';
import { useTenant } from '../tenant/TenantContext';
import { UiProviders } from '../ui/UiProviders';

/** Pages outside the shell (reset password, privacy, not found, public screeners): logo on top, one column. */
export function PublicLayout() {
  const { t } = useTranslation();
  const tenant = useTenant();
  // The reset-password and confirm-email pages draw the sign-in page's card, logo included.
  const resetPassword = useMatch('/reset-password') !== null;
  const confirmEmail = useMatch('/confirm-email') !== null;
  const ownCard = resetPassword || confirmEmail;
  return (
    <UiProviders>
      <a className="skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      {!ownCard && (
        <Box component="header" sx={{ py: 3, display: 'flex', justifyContent: 'center' }}>
          <img src={tenant.logo} alt={tenant.logoAlt} height={48} />
        </Box>
      )}
      <Container component="main" id="main-content" tabIndex={-1} maxWidth="md" sx={{ pb: 6, outline: 'none' }}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Container>
    </UiProviders>
  );
}
