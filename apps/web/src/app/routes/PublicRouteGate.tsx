import { canSeePublicRoute, type RouteDef, type TenantConfig } from '@stride/contracts';
import { useTenant } from '../tenant/TenantContext';
import { NotFoundPage } from './NotFoundPage';
import { RoutePage } from './RoutePage';
import { useDocumentTitle, useRouteFavicon, useRouteTitle } from './routeTitle';

/** Public pages switched by a tenant setting rather than a feature flag. */
const TENANT_SETTINGS: Record<string, (tenant: TenantConfig) => boolean> = {
  '/privacy': (tenant) => tenant.privacyPage,
};

export function PublicRouteGate({ route }: { route: RouteDef }) {
  const tenant = useTenant();
  const allowedBySetting = TENANT_SETTINGS[route.path]?.(tenant) ?? true;
  if (!allowedBySetting || !canSeePublicRoute(route, tenant.features)) return <NotFoundPage />;
  return <VisiblePublicRoute route={route} />;
}

function VisiblePublicRoute({ route }: { route: RouteDef }) {
  const title = useRouteTitle()(route);
  useDocumentTitle(title);
  useRouteFavicon(route);
  return <RoutePage route={route} title={title} />;
}
