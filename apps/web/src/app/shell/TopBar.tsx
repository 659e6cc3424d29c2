import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { readsNotificationsGrouped, type RouteAccessContext } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationsButton } from '../../features/notifications/panel/NotificationsButton';
import { TasksButton } from '../../features/tasks/TasksButton';
import { logout } from '../auth/logout';
import { TOOLBAR_HEIGHT } from '../constants';
import type { Profile } from '../profile/currentProfile';
import { UserAvatar } from '../ui/UserAvatar';
import { usePageActionsContent } from './pageActions';
import { ShellBreadcrumbs } from './ShellBreadcrumbs';
import { SurrogateBanner } from './SurrogateBanner';

interface TopBarProps {
  access: RouteAccessContext;
  surrogate: boolean;
  profile: Profile | undefined;
  /** Below 768 px: the drawer hides behind a menu button and wide controls shrink to icons. */
  narrow: boolean;
  onOpenMenu: () => void;
}

export function TopBar({ access, surrogate, profile, narrow, onOpenMenu }: TopBarProps) {
  const { t } = useTranslation();
  const pageActions = usePageActionsContent();

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      // An inset line keeps the bar at exactly 80 px, where a border would add one.
      sx={{ boxShadow: (theme) => `inset 0 -1px 0 ${theme.palette.divider}` }}
    >
      {/* On a phone the bar packs tighter (padding, gaps, a smaller avatar) so the page title has room. */}
      <Toolbar sx={{ height: TOOLBAR_HEIGHT, gap: { xs: 0, sm: 0.5, md: 1 }, px: { xs: 1.5, sm: 2 } }}>
        {narrow && (
          <IconButton aria-label={t('shell.openMenu')} edge="start" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0, overflow: 'hidden' }}>
          <ShellBreadcrumbs access={access} />
        </Box>
        {pageActions}
        <TasksButton />
        {/* Advisors get notifications grouped per participant (spec 002 section 2). */}
        <NotificationsButton advisor={readsNotificationsGrouped(access)} />
        <IconButton component={Link} to="/profile/general" aria-label={t('shell.profile')} sx={{ p: 0.5 }}>
          <UserAvatar
            picture={profile?.thumbnailUrl}
            firstName={profile?.firstName}
            lastName={profile?.lastName}
            size={narrow ? 36 : undefined}
            decorative
          />
        </IconButton>
        <IconButton aria-label={t('shell.logout')} onClick={() => void logout()} edge="end">
          <LogoutIcon />
        </IconButton>
      </Toolbar>
      {/* While acting as someone: a banner naming them, with Go to previous role (spec 000 section 3). */}
      {surrogate ? <SurrogateBanner name={profile ? `${profile.firstName} ${profile.lastName}`.trim() : ''} /> : null}
    </AppBar>
  );
}
