import { LOGIN_TOKEN_PARAM, OIDC_CLIENT_ID } from '@stride/contracts';
import type { Page } from 'playwright-core';
import type { E2E } from './e2e.js';
import { signInAs } from './flows.js';
import { accessClaims, apiFromPage } from './session.js';

/** A person's profile id, read from their own token after a real sign-in in a context of its own. */
export async function profileIdOf(e2e: E2E, email: string): Promise<number> {
  const { page } = await signInAs(e2e, email);
  const { profile_id } = await accessClaims(page);
  await page.context().close();
  return profile_id;
}

/**
 * Starts a surrogate session the way the portal's startSurrogateSession does (apps/web/src/features/
 * auth/surrogate.ts and switchSession in app/auth/signIn.ts), for as long as no screen offers it:
 * POST /api/profiles/{id}/tokens {type: 'SURROGATE', surrogate: true}, revoke the refresh token,
 * clear local storage, then the portal's own sign-in redirect with `login_token` and `prompt=login`.
 */
export async function startSurrogateAsThePortalDoes(e2e: E2E, page: Page, targetProfileId: number): Promise<void> {
  const created = await apiFromPage<{ token?: string; message?: string }>(
    page,
    'POST',
    `/profiles/${targetProfileId}/tokens`,
    { type: 'SURROGATE', surrogate: true },
  );
  const token = created.body.token;
  if (created.status !== 201 || !token) {
    throw new Error(`POST /api/profiles/${targetProfileId}/tokens answered ${created.status}: ${created.body.message}`);
  }
  await page.evaluate(async (clientId) => {
    const key = Object.keys(window.localStorage).find((k) => k.startsWith('oidc.user:'));
    const user = key ? (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { refresh_token?: string }) : {};
    if (user.refresh_token) {
      // As in switchSession, a failed revocation is only a warning.
      await fetch('/auth/token/revocation', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: user.refresh_token, token_type_hint: 'refresh_token', client_id: clientId }),
      }).catch(() => undefined);
    }
    window.localStorage.clear();
  }, OIDC_CLIENT_ID);
  // "/" without a session starts the portal's signinRedirect (PKCE, state); the authorization
  // request gets the two parameters switchSession adds to it.
  await page.route(
    (url) => url.pathname === '/auth/auth',
    async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set(LOGIN_TOKEN_PARAM, token);
      url.searchParams.set('prompt', 'login');
      await route.continue({ url: url.toString() });
    },
    { times: 1 },
  );
  await page.goto(e2e.url('/'));
}
