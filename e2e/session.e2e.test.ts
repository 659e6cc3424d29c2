import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { pathnameOf, signInAs } from './support/flows.js';
import { accessClaims, apiFromPage, storedUser } from './support/session.js';

// Access tokens that live 20 s: the portal must renew them while the user stays on the page.
const e2e = setupE2E({ env: { ACCESS_TOKEN_TTL: '20' } });

/** Generous: renewal comes shortly before expiry; the test waits for the event, never for a clock. */
const RENEWAL_TIMEOUT_MS = 90_000;

function isRefreshGrant(request: Request): boolean {
  return (
    request.method() === 'POST' &&
    new URL(request.url()).pathname === '/auth/token' &&
    new URLSearchParams(request.postData() ?? '').get('grant_type') === 'refresh_token'
  );
}

interface ApiCall {
  method: string;
  path: string;
  status: number;
  token: string | undefined;
}

/** Every answer of /api on this page, with the bearer token the portal sent. */
function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const request = response.request();
    calls.push({
      method: request.method(),
      path: url.pathname,
      status: response.status(),
      token: request.headers().authorization?.replace(/^Bearer /, ''),
    });
  });
  return calls;
}

async function waitForRenewal(page: Page): Promise<void> {
  const response = await page.waitForResponse((r) => isRefreshGrant(r.request()), { timeout: RENEWAL_TIMEOUT_MS });
  expect(response.status()).toBe(200);
}

/** A navigation in the portal: its page view is a POST /api/page-views with the current token. */
async function navigateAndExpectPageView(page: Page, calls: ApiCall[], linkName: string, path: string) {
  const before = calls.length;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: linkName }).click();
  await page.waitForURL((url) => url.pathname === path);
  await expect
    .poll(() => calls.slice(before).find((c) => c.path === '/api/page-views'), { timeout: 10_000 })
    .toBeDefined();
  return calls.slice(before).find((c) => c.path === '/api/page-views')!;
}

describe('session renewal (ACCESS_TOKEN_TTL=20)', () => {
  it('renews the tokens with the refresh token while the user stays on the page, and API calls keep succeeding', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'));
    expect(shell.language).toBe('en');
    const calls = recordApiCalls(page);
    const first = await storedUser(page);
    expect(first?.refresh_token, 'the sign-in stored a refresh token').toBeTruthy();

    await waitForRenewal(page);
    await expect
      .poll(async () => (await storedUser(page))?.access_token, { timeout: 10_000 })
      .not.toBe(first?.access_token);
    const renewed = await storedUser(page);
    const afterFirst = await navigateAndExpectPageView(page, calls, 'Companies', '/company');
    expect(afterFirst.status).toBe(204);
    expect(afterFirst.token).toBe(renewed?.access_token);

    // The refresh token rotates: the second renewal must use the new one, and work.
    await waitForRenewal(page);
    await expect
      .poll(async () => (await storedUser(page))?.access_token, { timeout: 10_000 })
      .not.toBe(renewed?.access_token);
    const renewedAgain = await storedUser(page);
    const afterSecond = await navigateAndExpectPageView(page, calls, 'Participants', '/participants');
    expect(afterSecond.status).toBe(204);
    expect(afterSecond.token).toBe(renewedAgain?.access_token);

    // Still signed in as the same person, and no call was refused for an expired token.
    expect(pathnameOf(page)).toBe('/participants');
    expect((await accessClaims(page)).email).toBe(demoEmail('advisor'));
    expect(calls.filter((c) => c.status === 401)).toEqual([]);
    expect((await apiFromPage(page, 'GET', `/profiles/${(await accessClaims(page)).profile_id}`)).status).toBe(200);
  });

  it('on a 401 renews the token once and retries: the profile still shows', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'));
    const claims = await accessClaims(page);
    const profile = await apiFromPage<{ firstName: string; lastName: string }>(
      page,
      'GET',
      `/profiles/${claims.profile_id}`,
    );
    const calls = recordApiCalls(page);
    const refreshes: number[] = [];
    page.on('request', (request) => {
      if (isRefreshGrant(request)) refreshes.push(calls.length);
    });

    // The next GET /api/profiles/{id} is answered 401 once, as with a token the API no longer takes.
    let refused = 0;
    await page.route(
      (url) => /^\/api\/profiles\/\d+$/.test(url.pathname),
      async (route) => {
        if (route.request().method() !== 'GET' || refused > 0) return route.fallback();
        refused++;
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Your session has expired. Please sign in again.', code: 'UNAUTHORIZED' }),
        });
      },
    );
    await page.goto(e2e.url('/profile/general'));
    await page.getByRole('heading', { name: shell.text('profile.title') }).waitFor();
    await page.getByText(`${profile.body.firstName} ${profile.body.lastName}`).waitFor();
    expect(pathnameOf(page)).toBe('/profile/general');

    const profileCalls = calls.filter((c) => c.method === 'GET' && c.path === `/api/profiles/${claims.profile_id}`);
    expect(profileCalls.map((c) => c.status).slice(0, 2)).toEqual([401, 200]);
    expect(refreshes.length, 'a refresh_token grant at /auth/token').toBeGreaterThan(0);
    // The retry went with the renewed token, not the refused one.
    expect(profileCalls[1]?.token).not.toBe(profileCalls[0]?.token);
    expect(profileCalls[1]?.token).toBe((await storedUser(page))?.access_token);
  });
});
