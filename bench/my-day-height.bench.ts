import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBenchBrowser } from './lib/browser.js';
import { startServer } from './lib/server.js';

export interface MyDayHeight {
  /** document.documentElement.scrollHeight of /my-day at 390 px, the demo participant, per language. */
  en: number;
  es: number;
}

/** A call of the API from the page, with the signed-in user's bearer token. */
function api<T>(page: Page, method: string, path: string, body?: unknown, ifMatch?: string) {
  return page.evaluate(
    async ({ method, path, body, ifMatch }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key
        ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
        : '';
      const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (ifMatch) headers['If-Match'] = ifMatch;
      const response = await fetch(`/api${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
      return (await response.json()) as unknown;
    },
    { method, path, body, ifMatch },
  ) as Promise<T>;
}

/** The page once every call it made has answered and nothing is still loading. */
async function settled(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForTimeout(500);
  return page.evaluate(() => document.documentElement.scrollHeight);
}

/**
 * How tall the participant's day is on a phone: the default tenant's demo participant signs in at 390 x 844,
 * lands on /my-day with the demo data, and the page's scrollHeight is read in English, then in Spanish (their
 * profile's language switched through PUT /profiles/{id}, then back). BASE_URL measures a running server.
 */
export async function benchMyDayHeight(opts: { baseUrl?: string; port?: number } = {}): Promise<MyDayHeight> {
  const server = opts.baseUrl ? undefined : await startServer({ port: opts.port ?? 18292 });
  const url = opts.baseUrl ?? server!.url;
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.waitForURL((u) => u.pathname.startsWith('/auth/interaction/'));
    await page.getByLabel('Email').fill('participant@default.example');
    await page.getByLabel('Password').fill('stride-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/my-day', { timeout: 30_000 });
    const { profileId } = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = (JSON.parse(localStorage.getItem(key!)!) as { access_token: string }).access_token;
      const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
        profile_id: number;
      };
      return { profileId: claims.profile_id };
    });
    const setLanguage = async (language: string) => {
      const me = await api<{ version: number; firstName: string; lastName: string }>(
        page,
        'GET',
        `/profiles/${profileId}`,
      );
      await api(
        page,
        'PUT',
        `/profiles/${profileId}`,
        { firstName: me.firstName, lastName: me.lastName, language },
        `W/"${me.version}"`,
      );
    };
    await setLanguage('en');
    await page.reload();
    const en = await settled(page);
    await setLanguage('es');
    await page.reload();
    await page.locator('html[lang="es"]').waitFor();
    const es = await settled(page);
    await setLanguage('en');
    return { en, es };
  } finally {
    await browser.close();
    await server?.stop();
  }
}

/** Run alone: `npx tsx bench/my-day-height.bench.ts` (build the portal first); BASE_URL=http://localhost:8080 to measure a running server. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchMyDayHeight({ baseUrl: process.env.BASE_URL }), null, 2));
}
