import type { RouteDef } from '@stride/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TITLE } from '../constants';
import { toAppLanguage } from '../i18n/i18n';
import { applyFavicon } from '../tenant/loadTenant';
import { useTenant } from '../tenant/TenantContext';

/**
 * A route's title in the user's language, with the tenant's wording and product name (`{routines}` in a
 * title is the tenant's word for routines: "Shared Positive Actions" in the default tenant; any word of the
 * tenant's wording may be named so).
 */
export function useRouteTitle(): (route: RouteDef) => string {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const wording = tenant.wording[toAppLanguage(i18n.language)];
  return useCallback(
    (route: RouteDef) => {
      const title = route.wording ? wording[route.wording] : t(`routes.${route.path}`, { defaultValue: route.title });
      return title
        .replace('{product}', tenant.title || PRODUCT_TITLE)
        .replace(/\{(\w+)\}/g, (whole, key: string) => (key in wording ? wording[key as keyof typeof wording] : whole));
    },
    [t, tenant.title, wording],
  );
}

/** "Route title | Tenant title", and the same for link previews. */
export function useDocumentTitle(title: string): void {
  const product = useTenant().title || PRODUCT_TITLE;
  useEffect(() => {
    const full = `${title} | ${product}`;
    document.title = full;
    document.querySelector('meta[property="og:title"]')?.setAttribute('content', full);
  }, [title, product]);
}

/** The route's own favicon (a file of the tenant's assets, `favicon` in the route table) while it is shown. */
export function useRouteFavicon(route: RouteDef): void {
  const tenant = useTenant();
  const href = route.favicon ? `/tenants/${tenant.id}/${route.favicon}` : tenant.favicon;
  useEffect(() => {
    applyFavicon(href);
    return () => applyFavicon(tenant.favicon);
  }, [href, tenant.favicon]);
}
