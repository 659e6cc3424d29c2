import Badge from '@mui/material/Badge';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { RouteAccessContext, RouteDef } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NOTIFICATION_BADGE_CAP } from '../constants';
import { useRouteTitle } from '../routes/routeTitle';
import { menuRoutes } from './menu';
import { MENU_ICONS } from './menuIcons';
import { VISUALLY_HIDDEN } from '../ui/visuallyHidden';

interface MainMenuProps {
  access: RouteAccessContext;
  chatUnread: number;
  /** Closes the temporary drawer on small screens. */
  onNavigate?: () => void;
}

export function MainMenu({ access, chatUnread, onNavigate }: MainMenuProps) {
  const { t } = useTranslation();
  const titleOf = useRouteTitle();
  return (
    <nav aria-label={t('shell.mainNavigation')}>
      <List disablePadding>
        {menuRoutes(access).map((route) => {
          const count = route.menu?.badge === 'chat' ? chatUnread : 0;
          const title = titleOf(route);
          return (
            <ListItem key={route.path} disablePadding>
              <ListItemButton
                component={NavLink}
                to={route.path}
                onClick={onNavigate}
                sx={{
                  py: 1,
                  // The darker shade keeps AA contrast on the grey of the selected item.
                  '&.active': { bgcolor: 'action.selected', color: 'primary.dark', fontWeight: 600 },
                  '&.active .MuiListItemIcon-root': { color: 'primary.dark' },
                  // The beta chip of an open Courses page too (primary.main is 4.3:1 on that grey).
                  '&.active .MuiChip-root': { color: 'primary.dark', borderColor: 'primary.dark' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <MenuItemIcon route={route} count={count} />
                </ListItemIcon>
                <ListItemText
                  // The badge is hidden from screen readers; its count is said after the title, in words.
                  primary={
                    <>
                      {title}
                      {count > 0 ? <span style={VISUALLY_HIDDEN}>{t('shell.menuUnread', { count })}</span> : null}
                    </>
                  }
                  slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 'inherit' } } }}
                />
                {route.menu?.beta && <Chip label={t('shell.beta')} size="small" color="primary" variant="outlined" />}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}

function MenuItemIcon({ route, count }: { route: RouteDef; count: number }) {
  const Icon = route.menu ? MENU_ICONS[route.menu.icon] : undefined;
  if (!Icon) return null;
  if (!route.menu?.badge) return <Icon fontSize="small" />;
  return (
    <Badge badgeContent={count} max={NOTIFICATION_BADGE_CAP} color="error" aria-hidden>
      <Icon fontSize="small" />
    </Badge>
  );
}
