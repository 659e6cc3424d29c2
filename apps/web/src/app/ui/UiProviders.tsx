import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient as appQueryClient } from '../api';
import { toAppLanguage } from '../i18n/i18n';
import { useTenant } from '../tenant/TenantContext';
import { createTenantTheme } from '../theme/createTenantTheme';
import { UpdateBanner } from '../version/UpdateBanner';
import { FloatingLayerProvider } from './floatingLayer';
import { SnackbarProvider } from './snackbar';

const globalStyles = {
  '.skip-link': {
    position: 'absolute',
    left: 8,
    top: -48,
    zIndex: 2000,
    padding: '8px 16px',
    background: '#ffffff',
    color: '#1a1a1a',
    borderRadius: 4,
    fontWeight: 600,
  },
  '.skip-link:focus': { top: 8 },
} as const;

/** Everything a MUI screen needs: the tenant's theme, data cache, floating column, snackbar and the update banner. */
export function UiProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const tenant = useTenant();
  const language = toAppLanguage(useTranslation().i18n.language);
  const theme = useMemo(() => createTenantTheme(tenant, language), [tenant, language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={globalStyles} />
      <QueryClientProvider client={queryClient}>
        <FloatingLayerProvider>
          <SnackbarProvider>
            <UpdateBanner />
            {children}
          </SnackbarProvider>
        </FloatingLayerProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
