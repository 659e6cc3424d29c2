import type { CalendarItem, Definition, ReportDay } from '@stride/contracts';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { pathnameOf, signInAs } from './support/flows.js';
import { accessClaims, apiFromPage, tenantConfig } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** A tenant of its own for this file: the demo participant's day of the default tenant is another file's. */
const TENANT = 'brain' as const;

/** The participant's today as the browser has it (the context's zone). */
const todayIn = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

describe("the participant's app", () => {
  it("installs as the tenant's app: the manifest names it, the service worker runs, and nothing personal is cached", async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('participant', TENANT), {
      tenant: TENANT,
      context: { viewport: PHONE },
    });
    await page.waitForURL((url) => url.pathname === '/my-day');
    const tenant = await tenantConfig(page);

    // The manifest the page links: the tenant's name, colour, start, display and icons (192 and 512, maskable).
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      if (!link) return null;
      const response = await fetch(link.href);
      return (await response.json()) as {
        name: string;
        short_name: string;
        start_url: string;
        display: string;
        theme_color: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
    });
    expect(manifest).toMatchObject({
      name: tenant.title,
      start_url: '/',
      display: 'standalone',
      theme_color: tenant.mainColor,
    });
    expect(manifest!.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest!.icons) {
      const type = await page.evaluate(async (src) => (await fetch(src)).headers.get('Content-Type'), icon.src);
      expect(type, icon.src).toBe('image/png');
    }
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(tenant.mainColor);

    // The service worker (Workbox's, with the push handlers) is active and controls the page.
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(worker).toBe(e2e.url('/sw.js', TENANT));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Once it has precached the portal, the caches hold the built files and the page, never an API answer.
    await page.reload();
    await shell.waitForReady();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((r) => new URL(r.url).pathname));
      }
      return urls;
    });
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => /^\/(api|auth|socket\.io)(\/|$)/.test(path) || path === '/version.json')).toEqual(
      [],
    );
  });

  it('records Done offline: said queued, sent once when back online, one result stored; the bottom bar moves between Today and Chat', async () => {
    // The advisor puts an exercise on the participant's today.
    const participant = await signInAs(e2e, demoEmail('participant', TENANT), {
      tenant: TENANT,
      context: { viewport: PHONE },
    });
    const { page, shell } = participant;
    await page.waitForURL((url) => url.pathname === '/my-day');
    const claims = await accessClaims(page);
    const today = await todayIn(page);
    const advisor = await signInAs(e2e, demoEmail('advisor', TENANT), {
      tenant: TENANT,
      context: { viewport: DESKTOP },
    });
    const library = await apiFromPage<{ items: Definition[] }>(
      advisor.page,
      'GET',
      '/routines/definitions/items?kind=EXERCISE&perPage=100',
    );
    const definition = library.body.items.find((d) => d.repetitions !== null && !d.media) ?? library.body.items[0]!;
    const imported = await apiFromPage<CalendarItem>(
      advisor.page,
      'POST',
      `/participants/${claims.user_id}/routines/exercises/import`,
      { date: today, definitionId: definition.id },
    );
    expect(imported.status).toBe(201);
    await page.reload();
    await shell.waitForReady();

    // The bottom bar at 390 px: Today is the current page; Chat and back.
    const bar = page.getByRole('navigation', { name: shell.text('shell.bottomBar.label') });
    const todayTab = bar.getByRole('link', { name: shell.text('shell.bottomBar.today') });
    const chatTab = bar.getByRole('link', { name: shell.text('shell.bottomBar.chat'), exact: false });
    await bar.waitFor();
    await expect.poll(() => todayTab.getAttribute('aria-current')).toBe('page');
    await bar.getByRole('button', { name: shell.text('shell.bottomBar.more') }).waitFor();
    await shotIfAsked(page, 'pwa-bottom-bar-phone');
    await chatTab.click();
    await page.waitForURL((url) => url.pathname === '/chat');
    await expect.poll(() => chatTab.getAttribute('aria-current')).toBe('page');
    expect(await todayTab.getAttribute('aria-current')).toBeNull();
    await shotIfAsked(page, 'pwa-chat-phone', { fullPage: false });
    await todayTab.click();
    await page.waitForURL((url) => url.pathname === '/my-day');
    expect(pathnameOf(page)).toBe('/my-day');

    // The item's result calls the page makes (each one that reaches the server).
    const resultPath = `/api/participants/${claims.user_id}/routines/calendar/items/${imported.body.id}/result`;
    const answered: number[] = [];
    const keys: string[] = [];
    const bodies: string[] = [];
    page.on('requestfinished', (request: Request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== resultPath) return;
      keys.push(request.headers()['idempotency-key'] ?? '');
      bodies.push(request.postData() ?? '');
      void request.response().then((response) => answered.push(response?.status() ?? 0));
    });

    // Offline: Done is kept and said so; the item shows it done already.
    const todaySection = shell.main.getByRole('region', { name: shell.text('myDay.today') });
    const card = todaySection.getByRole('article', { name: definition.title, exact: true }).last();
    await card.waitFor();
    await page.context().setOffline(true);
    await card
      .getByRole('button', {
        name: shell.text('common.forItem', { action: shell.text('myDay.done'), item: definition.title }),
        exact: true,
      })
      .click();
    const dialog = page.getByRole('dialog', { name: shell.text('myDay.doneTitle', { title: definition.title }) });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: shell.text('results.save') }).click();
    await dialog.waitFor({ state: 'detached' });
    await shell.snackbar.filter({ hasText: shell.text('offline.queued') }).waitFor();
    const waiting = page.getByRole('status').filter({ hasText: shell.text('offline.pending_one', { count: 1 }) });
    await waiting.waitFor();
    await shotIfAsked(page, 'pwa-offline-queued-phone', { fullPage: false });
    expect(answered).toEqual([]);

    // Back online: sent once, said so, and the server holds one result of the item.
    await page.context().setOffline(false);
    await shell.snackbar.filter({ hasText: shell.text('offline.sent_one', { count: 1 }) }).waitFor();
    await waiting.waitFor({ state: 'detached' });
    await expect.poll(() => answered).toEqual([201]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    const day = await apiFromPage<ReportDay>(
      page,
      'GET',
      `/participants/${claims.user_id}/routines/report/day/${today}`,
    );
    const rows = day.body.items.filter((row) => row.item.id === imported.body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.result).toMatchObject({ status: 'DONE', version: 1 });

    // The same key again (a lost answer's retry) answers the first answer and records nothing more.
    const again = await page.evaluate(
      async ({ path, key, body }) => {
        const storageKey = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
        const token = (JSON.parse(localStorage.getItem(storageKey)!) as { access_token: string }).access_token;
        const response = await fetch(path, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': key,
          },
          body,
        });
        return { status: response.status, replayed: response.headers.get('Idempotent-Replayed') };
      },
      { path: resultPath, key: keys[0]!, body: bodies[0]! },
    );
    expect(again).toEqual({ status: 201, replayed: 'true' });
    const after = await apiFromPage<ReportDay>(
      page,
      'GET',
      `/participants/${claims.user_id}/routines/report/day/${today}`,
    );
    expect(after.body.items.find((row) => row.item.id === imported.body.id)?.result?.version).toBe(1);

    await page.setViewportSize(DESKTOP);
    await expect.poll(() => bar.isVisible()).toBe(false);
    await shotIfAsked(page, 'pwa-my-day-desktop');
  });
});
