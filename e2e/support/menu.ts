import { ROUTES, canSeeRoute, type RoleId, type RouteDef, type TenantConfig } from '@stride/contracts';
import { routeText, t, type Language } from './i18n.js';
import type { MenuLink } from './pages/Shell.js';

/** A route's title as the portal shows it: the tenant's wording, else the language's title; {product} and {routines} filled. */
export function routeTitle(route: RouteDef, tenant: TenantConfig, language: Language = 'en'): string {
  const title = route.wording
    ? tenant.wording[language][route.wording]
    : (routeText(language, route.path) ?? route.title);
  return title.replace('{product}', tenant.title).replace('{routines}', tenant.wording[language].routines);
}

/**
 * The drawer's entries the route table allows: menu routes that canSeeRoute lets through for this
 * role, the tenant's features and the user's survey flag, in menu order. Beta entries carry "beta".
 */
export function expectedMenu(
  role: RoleId,
  tenant: TenantConfig,
  surveyAvailable: boolean,
  language: Language = 'en',
): MenuLink[] {
  const access = { role, features: tenant.features, userFlags: { surveyAvailable } };
  return ROUTES.filter((route) => route.menu && canSeeRoute(route, access))
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
    .map((route) => {
      const title = routeTitle(route, tenant, language);
      return { name: route.menu?.beta ? `${title} ${t(language, 'shell.beta')}` : title, href: route.path };
    });
}
