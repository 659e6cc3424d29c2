import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession } from '../auth/session';
import { BOTTOM_BAR_HEIGHT, MOBILE_BREAKPOINT } from '../constants';
import { setLanguage, toAppLanguage } from '../i18n/i18n';
import { useCurrentProfile } from '../profile/currentProfile';
import { useBrowserTimeZone } from '../profile/useBrowserTimeZone';
import { OfflineQueueStatus } from '../offline/OfflineQueueStatus';
import { registerServiceWorker } from '../pwa/serviceWorker';
import { connectRealtime, disconnectRealtime } from '../realtime';
import { useRouteAccess } from '../routes/access';
import { UiProviders } from '../ui/UiProviders';
import { MediaProviders } from '../../features/library/media';
import { BottomBar } from './BottomBar';
import { BreadcrumbLabelsProvider } from './breadcrumbLabels';
import { FloatingActionButton, FloatingActionProvider, useHasFloatingAction } from './floatingAction';
import { FullHeightProvider, useIsFullHeightPage } from './fullHeight';
import { MainMenu } from './MainMenu';
import { bottomBarPaths } from './menu';
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
  // The participant's portal is an app (installable, offline): its service worker is registered once signed in.
  const participantApp = access ? bottomBarPaths(access).length > 0 : false;
  useEffect(() => {
    if (participantApp) registerServiceWorker();
  }, [participantApp]);

  if (!session || !access) return null;
  // A participant at phone width moves with the bottom bar; More (and the top bar's button) opens the drawer.
  const bottomBar = wide ? [] : bottomBarPaths(access);
  const barRoom = bottomBar.length ? { pb: `calc(${BOTTOM_BAR_HEIGHT}px + env(safe-area-inset-bottom))` } : {};
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      {/* A full-height page (chat) stops the shell at the window's height; others grow and scroll. */}
      <Box
        sx={{
          boxSizing: 'border-box',
          ...(fullHeight
            ? { display: 'flex', height: '100dvh', overflow: 'hidden' }
            : { display: 'flex', minHeight: '100vh' }),
          ...barRoom,
        }}
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
      {bottomBar.length ? (
        <BottomBar paths={bottomBar} chatUnread={chatUnread} onMore={() => setMenuOpen(true)} />
      ) : null}
      <FloatingActionButton />
      <OfflineQueueStatus />
      <Suspense fallback={null}>
        <PushConsent />
      </Suspense>
    </>
  );
}
