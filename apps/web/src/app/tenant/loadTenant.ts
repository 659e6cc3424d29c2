import type { PublicTenantConfig } from '@stride/contracts';
import { fetchTenantConfig } from '../api';

/** The tenant of this host name; everything else (theme, wording, features) follows from it. */
export function loadTenantConfig(): Promise<PublicTenantConfig> {
  return fetchTenantConfig();
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
