import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChatIcon from '@mui/icons-material/Chat';
import InsightsIcon from '@mui/icons-material/Insights';
import MenuIcon from '@mui/icons-material/Menu';
import TodayIcon from '@mui/icons-material/Today';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BOTTOM_BAR_HEIGHT, NOTIFICATION_BADGE_CAP } from '../constants';
import { useBottomDock } from '../ui/floatingLayer';
import { VISUALLY_HIDDEN } from '../ui/visuallyHidden';
import type { BottomBarPath } from './menu';

const TABS: Record<BottomBarPath, { label: string; Icon: typeof SvgIcon }> = {
  '/my-day': { label: 'shell.bottomBar.today', Icon: TodayIcon },
  '/my-calendar': { label: 'shell.bottomBar.calendar', Icon: CalendarMonthIcon },
  '/my-progress': { label: 'shell.bottomBar.progress', Icon: InsightsIcon },
  '/chat': { label: 'shell.bottomBar.chat', Icon: ChatIcon },
};
const MORE = 'more';

/** The tab of the page shown: the path it is under (My day's survey is still Today), none elsewhere. */
const currentOf = (paths: readonly BottomBarPath[], pathname: string) =>
  paths.find((path) => pathname === path || pathname.startsWith(`${path}/`)) ?? null;

interface BottomBarProps {
  paths: readonly BottomBarPath[];
  chatUnread: number;
  /** More: the drawer with every other page. */
  onMore: () => void;
}

/**
 * The participant's bottom navigation at phone width (docs/decisions.md, "Coaching loop: the participant's
 * app"): Today, Calendar, Progress, Chat (with its unread count) and More (the drawer). Fixed at the window's
 * bottom; its height is docked (useBottomDock), so snackbars and the add button stand above it.
 */
export function BottomBar({ paths, chatUnread, onMore }: BottomBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useBottomDock(ref);
  const current = currentOf(paths, pathname);
  return (
    <Paper
      ref={ref}
      component="nav"
      aria-label={t('shell.bottomBar.label')}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation value={current ?? false} showLabels sx={{ height: BOTTOM_BAR_HEIGHT }}>
        {paths.map((path) => {
          const { label, Icon } = TABS[path];
          const unread = path === '/chat' ? chatUnread : 0;
          return (
            <BottomNavigationAction
              key={path}
              value={path}
              component={Link}
              to={path}
              // The count is said after the name, in words; the badge itself is only seen.
              label={
                <>
                  {t(label)}
                  {unread > 0 ? <span style={VISUALLY_HIDDEN}>{t('shell.menuUnread', { count: unread })}</span> : null}
                </>
              }
              aria-current={current === path ? 'page' : undefined}
              icon={
                unread > 0 ? (
                  <Badge badgeContent={unread} max={NOTIFICATION_BADGE_CAP} color="error" aria-hidden>
                    <Icon />
                  </Badge>
                ) : (
                  <Icon />
                )
              }
              sx={{ minWidth: 0, px: 0.5 }}
            />
          );
        })}
        <BottomNavigationAction
          value={MORE}
          label={t('shell.bottomBar.more')}
          icon={<MenuIcon />}
          aria-haspopup="dialog"
          onClick={onMore}
          sx={{ minWidth: 0, px: 0.5 }}
        />
      </BottomNavigation>
    </Paper>
  );
}
