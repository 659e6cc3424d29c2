import { accessClaimsSchema, type AccessClaims, type TenantConfig } from '@stride/contracts';
import type { Page } from 'playwright-core';

/** What oidc-client-ts keeps in local storage under `oidc.user:<authority>:<client id>`. */
export interface StoredUser {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_at?: number;
  profile: Record<string, unknown>;
}

/** The signed-in user as the portal stored it, or null when nobody is signed in on this page. */
export async function storedUser(page: Page): Promise<StoredUser | null> {
  const raw = await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? window.localStorage.getItem(key) : null;
  });
  return raw ? (JSON.parse(raw) as StoredUser) : null;
}

export function decodeJwt(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/** The access token's claims (spec 000 section 3) of the signed-in user. */
export async function accessClaims(page: Page): Promise<AccessClaims> {
  const user = await storedUser(page);
  if (!user) throw new Error('Nobody is signed in on this page (no oidc.user in local storage)');
  return accessClaimsSchema.parse(decodeJwt(user.access_token));
}

/** The tenant's configuration as the portal gets it: GET /api/tenant-config on the page's origin. */
export async function tenantConfig(page: Page): Promise<TenantConfig> {
  return page.evaluate(async () => {
    const response = await fetch('/api/tenant-config');
    if (!response.ok) throw new Error(`GET /api/tenant-config answered ${response.status}`);
    return (await response.json()) as TenantConfig;
  });
}

/** A call of the API from the page with the signed-in user's bearer token. */
export async function apiFromPage<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(window.localStorage).find((k) => k.startsWith('oidc.user:'));
      const user = key ? (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { access_token?: string }) : {};
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (user.access_token) headers.Authorization = `Bearer ${user.access_token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
    { method, path, body },
  );
}
