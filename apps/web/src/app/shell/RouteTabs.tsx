import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ROUTES, canSeeRoute, type RouteAccessContext, type TabGroup } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Link, generatePath, useLocation, useParams } from 'react-router';
import { useRouteTitle } from '../routes/routeTitle';

/** The tabs of a tabbed page, from the route table; a tab layout (pages.ts) adds the viewed participant's flags. */
export function RouteTabs({ group, access }: { group: TabGroup; access: RouteAccessContext }) {
  const { t } = useTranslation();
  const params = useParams();
  const { pathname } = useLocation();
  const titleOf = useRouteTitle();
  const tabs = ROUTES.filter((route) => route.tab?.group === group && canSeeRoute(route, access))
    .sort((a, b) => (a.tab?.order ?? 0) - (b.tab?.order ?? 0))
    .map((route) => ({ route, to: generatePath(route.path, params) }));
  const current = tabs.find((tab) => tab.to === pathname)?.to ?? false;

  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t(`tabs.${group}`)}
      sx={{ mb: { xs: 2, sm: 3 }, flexShrink: 0, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map(({ route, to }) => (
        <Tab key={route.path} component={Link} to={to} value={to} label={titleOf(route)} />
      ))}
    </Tabs>
  );
}
