import { endpoints, type PublicTenantConfig } from '@stride/contracts';
import { callEndpoint } from '../api';

/** The tenant of this host name; everything else (theme, wording, features) follows from it. */
export function loadTenantConfig(): Promise<PublicTenantConfig> {
  return callEndpoint(endpoints.health.tenantConfig, {});
}

export function applyFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}
