import { canSeeRoute, type RouteAccessContext, type RouteDef } from '@stride/contracts';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense } from 'react';
import { Navigate, generatePath, useParams } from 'react-router';
import { RouteTabs } from '../shell/RouteTabs';
import { usePageView } from '../shell/usePageView';
import { useRouteAccess } from './access';
import { NotFoundPage } from './NotFoundPage';
import { TAB_LAYOUTS } from './pages';
import { RoutePage } from './RoutePage';
import { useDocumentTitle, useRouteFavicon, useRouteTitle } from './routeTitle';

/** A signed-in route: hidden ones are a 404, redirects replace the entry, the rest show their page. */
export function RouteGate({ route }: { route: RouteDef }) {
  const access = useRouteAccess();
  if (!access || !canSeeRoute(route, access)) return <NotFoundPage />;
  if (route.redirect) return <RedirectRoute to={route.redirect} />;
  return <VisibleRoute route={route} access={access} />;
}

function RedirectRoute({ to }: { to: string }) {
  const params = useParams();
  return <Navigate to={generatePath(to, params)} replace />;
}

function VisibleRoute({ route, access }: { route: RouteDef; access: RouteAccessContext }) {
  const title = useRouteTitle()(route);
  useDocumentTitle(title);
  usePageView();
  useRouteFavicon(route);
  const page = <RoutePage route={route} title={title} />;
  if (!route.tab) return page;
  const Layout = TAB_LAYOUTS[route.tab.group];
  if (!Layout)
    return (
      <>
        <RouteTabs group={route.tab.group} access={access} />
        {page}
      </>
    );
  return (
    <Suspense fallback={<LinearProgress aria-label={title} />}>
      <Layout route={route} access={access}>
        {page}
      </Layout>
    </Suspense>
  );
}
