import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession } from '../auth/session';
import { MOBILE_BREAKPOINT } from '../constants';
import { setLanguage, toAppLanguage } from '../i18n/i18n';
import { useCurrentProfile } from '../profile/currentProfile';
import { useBrowserTimeZone } from '../profile/useBrowserTimeZone';
import { connectRealtime, disconnectRealtime } from '../realtime';
import { useRouteAccess } from '../routes/access';
import { UiProviders } from '../ui/UiProviders';
import { MediaProviders } from '../../features/library/media';
import { BreadcrumbLabelsProvider } from './breadcrumbLabels';
import { FloatingActionButton, FloatingActionProvider, useHasFloatingAction } from './floatingAction';
import { FullHeightProvider, useIsFullHeightPage } from './fullHeight';
import { MainMenu } from './MainMenu';
import { PageActionsProvider } from './pageActions';
import { SideDrawer } from './SideDrawer';
import { TopBar } from './TopBar';
import { useChatUnread } from './useChatUnread';

// Browser push consent: its own chunk, fetched once the shell is up (not part of the first screen).
const PushConsent = lazy(() => import('../../features/push/PushConsent'));

/** The signed-in layout: drawer, top bar, main content, shell slots. */
export function AppShell() {
  return (
    <UiProviders>
      <BreadcrumbLabelsProvider>
        <PageActionsProvider>
          <FloatingActionProvider>
            <FullHeightProvider>
              <MediaProviders>
                <ShellLayout />
              </MediaProviders>
            </FullHeightProvider>
          </FloatingActionProvider>
        </PageActionsProvider>
      </BreadcrumbLabelsProvider>
    </UiProviders>
  );
}

function ShellLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const access = useRouteAccess();
  const { data: profile } = useCurrentProfile();
  const chatUnread = useChatUnread();
  const wide = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT}px)`, { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const fullHeight = useIsFullHeightPage();
  const hasFab = useHasFloatingAction();

  useEffect(() => {
    connectRealtime();
    return disconnectRealtime;
  }, []);
  useEffect(() => {
    if (profile?.language) void setLanguage(toAppLanguage(profile.language));
  }, [profile?.language]);
  useBrowserTimeZone(profile, session?.claims.surrogate_login ?? false);

  if (!session || !access) return null;
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      {/* A full-height page (chat) stops the shell at the window's height; others grow and scroll. */}
      <Box
        sx={
          fullHeight
            ? { display: 'flex', height: '100dvh', overflow: 'hidden' }
            : { display: 'flex', minHeight: '100vh' }
        }
      >
        <SideDrawer permanent={wide} open={menuOpen} onClose={() => setMenuOpen(false)} role={access.role}>
          <MainMenu access={access} chatUnread={chatUnread} onNavigate={() => setMenuOpen(false)} />
        </SideDrawer>
        <Box sx={{ flexGrow: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar
            access={access}
            surrogate={session.claims.surrogate_login}
            profile={profile}
            narrow={!wide}
            onOpenMenu={() => setMenuOpen(true)}
          />
          <Box
            component="main"
            id="main-content"
            tabIndex={-1}
            sx={{
              flexGrow: 1,
              p: { xs: 2, md: 3 },
              outline: 'none',
              // Room below the last row for the floating add button, so it never covers content.
              ...(hasFab ? { pb: { xs: 11, md: 12 } } : {}),
              ...(fullHeight ? { display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' } : {}),
            }}
          >
            <Suspense fallback={<LinearProgress aria-label={t('common.loading')} />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </Box>
      <FloatingActionButton />
      <Suspense fallback={null}>
        <PushConsent />
      </Suspense>
    </>
  );
}
