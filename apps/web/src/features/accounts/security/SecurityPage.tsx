import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hasTwoStepSignIn } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/auth/session';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { SessionsSection } from './SessionsSection';
import { TwoStepSection } from './TwoStepSection';

/**
 * /profile/security: one's own password, two-step sign-in (staff) and signed-in sessions. A staff member signed
 * in as someone else sees that only the person can change these (the server refuses a surrogate session).
 */
export default function SecurityPage() {
  const { t } = useTranslation();
  const claims = useSession()?.claims;
  const passwordId = useId();
  const [changing, setChanging] = useState(false);
  if (!claims) return null;
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('accountSecurity.title')}
      </Typography>
      {claims.surrogate_login ? (
        <Alert severity="info">{t('accountSecurity.surrogate')}</Alert>
      ) : (
        <>
          <Box component="section" aria-labelledby={passwordId}>
            <Typography id={passwordId} variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('accountSecurity.password.title')}
            </Typography>
            <Typography color="text.secondary">{t('accountSecurity.password.intro')}</Typography>
            <Button variant="outlined" sx={{ mt: 1.5 }} onClick={() => setChanging(true)}>
              {t('accountSecurity.password.change')}
            </Button>
            {changing ? <ChangePasswordDialog onClose={() => setChanging(false)} /> : null}
          </Box>
          {hasTwoStepSignIn({ role: claims.role_id }) ? <TwoStepSection /> : null}
          <SessionsSection />
        </>
      )}
    </Paper>
  );
}
