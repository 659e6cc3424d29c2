import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTenant } from '../../app/tenant/TenantContext';

/**
 * The card of the pages around sign-in, as the provider's sign-in page draws it (apps/server/src/platform/auth/
 * pages.ts) and the landing (landing.css): white, 400 px, rounded 12 px, a soft shadow, the logo then the title.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const tenant = useTenant();
  return (
    // Centred in the window, as the sign-in page's card is.
    <Box
      sx={{
        minHeight: { sm: 'calc(100vh - 48px)' },
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        pt: { xs: 2, sm: 3 },
      }}
    >
      <Paper
        elevation={0}
        sx={{
          maxWidth: 400,
          width: '100%',
          px: { xs: 3, sm: 4 },
          py: 5,
          borderRadius: '12px',
          boxShadow: '0 1px 3px rgb(0 0 0 / 12%)',
        }}
      >
        <img src={tenant.logo} alt={tenant.logoAlt} height={48} style={{ display: 'block', margin: '0 auto' }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, textAlign: 'center', mt: 3, mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
