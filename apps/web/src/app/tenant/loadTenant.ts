import type { PublicTenantConfig, TenantConfig } from '@stride/contracts';

/** The tenant of this host name; everything else (theme, wording, features) follows from it. */
export async function loadTenantConfig(): Promise<TenantConfig & Partial<Pick<PublicTenantConfig, 'signIn'>>> {
  const response = await fetch('/api/tenant-config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Tenant configuration answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isTenantConfig(body)) throw new Error('Tenant configuration is malformed');
  return body;
}

// A shape check rather than the zod schema keeps schema parsing out of the sign-in entry.
function isTenantConfig(value: unknown): value is TenantConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof TenantConfig, unknown>>;
  return (
    typeof v.id === 'string' &&
    typeof v.title === 'string' &&
    typeof v.mainColor === 'string' &&
    typeof v.logo === 'string' &&
    typeof v.favicon === 'string' &&
    typeof v.palette === 'object' &&
    typeof v.wording === 'object' &&
    typeof v.features === 'object'
  );
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
