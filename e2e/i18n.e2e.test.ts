import { ROUTES, canSeeRoute, type RouteDef, type TenantId } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail, type DemoRoleKey } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { BUILT, setProfileLanguage } from './support/screens.js';
import { signInAs } from './support/flows.js';
import { t } from './support/i18n.js';
import { routeTitle } from './support/menu.js';
import { shotIfAsked } from './support/shots.js';
import { accessClaims, tenantConfig } from './support/session.js';
import { englishOnlyStrings, findEnglish, visibleTexts } from './support/untranslated.js';

/**
 * Spanish throughout (issue 13): a Spanish-speaking advisor, company admin, admin and participant visit
 * every built screen their role reaches, and no string the portal has in English only shows there, nor a
 * date in the English order. One sign-in per role; the screens are opened inside the running portal.
 */
const e2e = setupE2E();

/** Where a record's id is found: the first link of this kind on a list screen the role sees. */
const RECORD_LINKS: readonly { param: string; prefix: string }[] = [
  { param: '/participants/:id', prefix: '/participants/' },
  { param: '/company/:id', prefix: '/company/' },
  { param: '/bhusers/:id', prefix: '/bhusers/' },
  { param: '/advisors-dashboard/:id', prefix: '/advisors-dashboard/' },
];

const ENGLISH_DATE_TIME = /\b\d{2}\/\d{2}\/\d{4},? \d{1,2}:\d{2}\s?[AP]M\b/;

/** The API calls in flight on a page (the realtime socket's polling left out). */
function trackCalls(page: Page): () => number {
  let pending = 0;
  const counts = (request: { resourceType(): string; url(): string }) =>
    ['fetch', 'xhr'].includes(request.resourceType()) && !request.url().includes('/socket.io/');
  page.on('request', (request) => {
    if (counts(request)) pending += 1;
  });
  const done = (request: { resourceType(): string; url(): string }) => {
    if (counts(request)) pending = Math.max(0, pending - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => pending;
}

/**
 * Opens a path inside the running portal (no reload) and waits until the screen has settled: no API call
 * in flight, no spinner or skeleton left (a screen may keep one, e.g. a file being processed), and the
 * text no longer changing.
 */
async function open(page: Page, pathname: string, pendingCalls: () => number): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
  await page.getByRole('main').waitFor();
  await settle(page, pendingCalls);
}

/** Until no API call is in flight, no spinner or skeleton is left, and the text no longer changes. */
async function settle(page: Page, pendingCalls: () => number): Promise<void> {
  let before = '';
  let quiet = 0;
  for (let round = 0; round < 60 && quiet < 2; round += 1) {
    await page.waitForTimeout(250);
    const now = await page.evaluate(() =>
      document.querySelector('main [role="progressbar"], main .MuiSkeleton-root, main .MuiCircularProgress-root')
        ? ''
        : document.body.innerText,
    );
    quiet = now !== '' && now === before && pendingCalls() === 0 ? quiet + 1 : 0;
    before = now;
  }
}

describe('Spanish throughout', () => {
  it.each([
    ['advisor', 'default'],
    ['companyadmin', 'default'],
    ['admin', 'default'],
    ['participant', 'default'],
    // The other wording (Rutinas, Intercambios, Encuesta inteligente) and the screener features.
    ['advisor', 'brain'],
  ] as [DemoRoleKey, TenantId][])(
    'shows no English string on any screen a Spanish-speaking %s (%s tenant) reaches',
    async (role, tenantId) => {
      const { page, shell } = await signInAs(e2e, demoEmail(role, tenantId), { tenant: tenantId });
      const pendingCalls = trackCalls(page);
      const previous = await setProfileLanguage(page, 'es');
      try {
        await page.reload();
        await shell.waitForReady();
        expect(shell.language).toBe('es');

        const tenant = await tenantConfig(page);
        const claims = await accessClaims(page);
        // A route named by the tenant's wording never shows its own title (e.g. the spec's "Exercises").
        const worded = new Set(ROUTES.filter((route) => route.wording).map((route) => `routes.${route.path}`));
        const english = englishOnlyStrings(tenant, worded);
        const access = {
          role: claims.role_id,
          features: tenant.features,
          userFlags: { surveyAvailable: claims.survey_available },
        };
        const screens = ROUTES.filter(
          (route) => route.requiresAuth && BUILT.has(route.path) && canSeeRoute(route, access),
        ).sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
        expect(screens.length).toBeGreaterThan(0);

        const ids = new Map<string, string>();
        const problems: string[] = [];
        const visited: string[] = [];
        for (const route of screens) {
          const pathname = fillIds(route, ids);
          if (!pathname) {
            problems.push(`${route.path}: no record found to open it with`);
            continue;
          }
          await open(page, pathname, pendingCalls);
          visited.push(pathname);
          await collectIds(page, ids);
          await shotIfAsked(page, `es-${tenantId}-${role}${pathname.replaceAll('/', '-')}`, { fullPage: false });
          const texts = await visibleTexts(page);
          problems.push(...findEnglish(texts, english).map((problem) => `${pathname}: ${problem}`));
          const dates = texts.filter((text) => ENGLISH_DATE_TIME.test(text));
          problems.push(...dates.map((text) => `${pathname}: a date in the English order: "${text}"`));
          // The menu and the tab names are the Spanish ones (the tenant's words included).
          if (route.tab) {
            const tab = page.getByRole('tab', { name: routeTitle(route, tenant, 'es'), exact: true });
            if ((await tab.count()) === 0) problems.push(`${pathname}: no tab "${routeTitle(route, tenant, 'es')}"`);
          }
        }
        // A dialog too: the new-participant form, where the role may add one.
        if (visited.includes('/participants')) {
          await open(page, '/participants', pendingCalls);
          const add = page.getByRole('button', { name: t('es', 'participants.add') });
          if ((await add.count()) > 0) {
            await add.first().click();
            const dialog = page.getByRole('dialog');
            await dialog.getByRole('heading', { name: t('es', 'participants.addTitle') }).waitFor();
            await settle(page, pendingCalls);
            const texts = await visibleTexts(page);
            problems.push(...findEnglish(texts, english).map((problem) => `new participant dialog: ${problem}`));
            await page.keyboard.press('Escape');
            await dialog.waitFor({ state: 'hidden' });
          }
        }
        expect(problems, `visited ${visited.join(', ')}`).toEqual([]);
      } finally {
        await setProfileLanguage(page, previous);
      }
    },
  );
});

function fillIds(route: RouteDef, ids: ReadonlyMap<string, string>): string | null {
  if (!route.path.includes(':')) return route.path;
  const record = RECORD_LINKS.find(({ param }) => route.path.startsWith(param));
  const id = record ? ids.get(record.param) : undefined;
  return id && !/:\w+/.test(route.path.replace(':id', '')) ? route.path.replace(':id', id) : null;
}

/** The first id of each kind of record the screen links to (participants, companies, team, advisors). */
async function collectIds(page: Page, ids: Map<string, string>): Promise<void> {
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll('main a[href]')].map((link) => link.getAttribute('href') ?? ''),
  );
  for (const { param, prefix } of RECORD_LINKS) {
    if (ids.has(param)) continue;
    const id = hrefs.map((href) => new RegExp(`^${prefix}(\\d+)([/?#]|$)`).exec(href)?.[1]).find(Boolean);
    if (id) ids.set(param, id);
  }
}
