import { ROUTES, canSeeRoute, type RoleId, type RouteDef, type TenantConfig } from '@stride/contracts';
import type { MenuLink } from './pages/Shell.js';

/** A route's title in English with the tenant's wording and product name (as the portal shows it). */
export function routeTitle(route: RouteDef, tenant: TenantConfig): string {
  const title = route.wording ? tenant.wording[route.wording] : route.title;
  return title.replace('{product}', tenant.title);
}

/**
 * The drawer's entries the route table allows: menu routes that canSeeRoute lets through for this
 * role, the tenant's features and the user's survey flag, in menu order. Beta entries carry "beta".
 */
export function expectedMenu(role: RoleId, tenant: TenantConfig, surveyAvailable: boolean): MenuLink[] {
  const access = { role, features: tenant.features, userFlags: { surveyAvailable } };
  return ROUTES.filter((route) => route.menu && canSeeRoute(route, access))
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
    .map((route) => ({
      name: route.menu?.beta ? `${routeTitle(route, tenant)} beta` : routeTitle(route, tenant),
      href: route.path,
    }));
}
