import { canSeeRoute, ROUTES, type RouteDef } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail, type DemoRoleKey } from './support/accounts.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { BUILT, setProfileLanguage } from './support/screens.js';
import { signInAs } from './support/flows.js';
import { notFoundHeading } from './support/pages/Shell.js';
import { SignInPage } from './support/pages/SignInPage.js';
import { accessClaims, tenantConfig } from './support/session.js';

const e2e = setupE2E();
// The portal's CSP allows no injected script: axe needs the context to bypass it.
const AXE_CONTEXT = { bypassCSP: true };

describe('no serious or critical axe violations', () => {
  it.each(['default', 'brain'] as const)('on the sign-in page (%s tenant)', async (tenant) => {
    const page = await e2e.newPage(AXE_CONTEXT);
    await page.goto(e2e.url('/', tenant));
    await new SignInPage(page).waitFor();
    await expectNoSeriousViolations(page, `sign-in page (${tenant})`);
  });

  it('on the sign-in page showing an error', async () => {
    const page = await e2e.newPage(AXE_CONTEXT);
    await page.goto(e2e.url('/'));
    const signIn = new SignInPage(page);
    await signIn.waitFor();
    // An unknown account: no real account's failure count grows.
    await signIn.submitCredentials('nobody@default.example', 'not-the-password');
    await signIn.alert.waitFor();
    await expectNoSeriousViolations(page, 'sign-in page with an error');
  });

  it('on the shell at /participants (advisor)', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), { context: AXE_CONTEXT });
    await shell.main.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousViolations(page, 'shell on /participants');
  });

  it('on the sign-in page sent empty: it names the missing fields', async () => {
    const page = await e2e.newPage(AXE_CONTEXT);
    await page.goto(e2e.url('/'));
    const signIn = new SignInPage(page);
    await signIn.waitFor();
    await signIn.submitCredentials('', '');
    expect((await signIn.alert.textContent())?.trim()).toBe('Enter your e-mail and password.');
    expect(await signIn.email.getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousViolations(page, 'sign-in page sent empty');
  });

  it('on the sign-in and reset-password pages of a Spanish browser, in Spanish', async () => {
    const page = await e2e.newPage({ ...AXE_CONTEXT, locale: 'es-ES' });
    await page.goto(e2e.url('/'));
    await page.waitForURL((url) => url.pathname.startsWith('/auth/interaction/'));
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByLabel('Contraseña').fill('algo');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('alert').filter({ hasText: 'Escriba su correo electrónico.' }).waitFor();
    await expectNoSeriousViolations(page, 'sign-in page in Spanish');

    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password');
    await page.getByRole('heading', { name: 'Restablecer contraseña' }).waitFor();
    await page.getByRole('button', { name: 'Enviar enlace' }).waitFor();
    await expectNoSeriousViolations(page, '/reset-password in Spanish');
  });

  it('on /reset-password', async () => {
    const page = await e2e.newPage(AXE_CONTEXT);
    await page.goto(e2e.url('/reset-password'));
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await expectNoSeriousViolations(page, '/reset-password');
  });

  it('on the 404 page', async () => {
    const page = await e2e.newPage(AXE_CONTEXT);
    await page.goto(e2e.url('/no-such-page'));
    await notFoundHeading(page).waitFor();
    await expectNoSeriousViolations(page, '404 page');
  });
});

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
/** Where a screen's record id is found: the first link of that kind on a screen visited before. */
const RECORD_PREFIXES = ['/participants/', '/company/', '/bhusers/', '/advisors-dashboard/'];

/** Opens a path inside the running portal (no reload) and waits until it has loaded. */
async function open(page: Page, pathname: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
  await page.getByRole('main').waitFor();
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll('main [role="progressbar"], main .MuiSkeleton-root, main .MuiCircularProgress-root')
          .length === 0,
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

/** A route's path with its :id from a link seen so far (undefined when none was). */
function fillId(route: RouteDef, ids: Map<string, string>): string | undefined {
  if (!route.path.includes(':id')) return route.path;
  const prefix = RECORD_PREFIXES.find((p) => route.path.startsWith(p));
  const id = prefix ? ids.get(prefix) : undefined;
  return id ? route.path.replace(':id', id) : undefined;
}

async function collectIds(page: Page, pathname: string, ids: Map<string, string>): Promise<void> {
  for (const prefix of RECORD_PREFIXES) {
    if (ids.has(prefix)) continue;
    const links = page.locator(`main a[href^="${prefix}"]`);
    // On the records' own list, its rows may come a moment after the page.
    if (pathname === prefix.slice(0, -1))
      await links
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
    const id = hrefs.map((href) => /^\/[^/]+\/(\d+)/.exec(href)?.[1]).find(Boolean);
    if (id) ids.set(prefix, id);
  }
}

/**
 * Every built screen a role reaches (issue 13, item 8), in English and in Spanish, at 1366x900 and 390x844:
 * axe finds nothing serious or critical. One sign-in per role, language and size; the screens are opened
 * inside the running portal.
 */
describe('no serious or critical axe violations on the screens each role reaches', () => {
  const ROLES: DemoRoleKey[] = ['advisor', 'companyadmin', 'admin', 'participant'];
  const CASES = ROLES.flatMap((role) =>
    (['en', 'es'] as const).flatMap((language) =>
      (['desktop', 'phone'] as const).map((size) => ({ role, language, size })),
    ),
  );

  it.each(CASES)('$role in $language on a $size', async ({ role, language, size }) => {
    const { page, shell } = await signInAs(e2e, demoEmail(role), {
      context: { ...AXE_CONTEXT, viewport: VIEWPORTS[size] },
    });
    const previous = await setProfileLanguage(page, language);
    try {
      await page.reload();
      await shell.waitForReady();
      expect(shell.language).toBe(language);
      const tenant = await tenantConfig(page);
      const claims = await accessClaims(page);
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
        const pathname = fillId(route, ids);
        if (!pathname) {
          problems.push(`${route.path}: no record found to open it with`);
          continue;
        }
        await open(page, pathname);
        visited.push(pathname);
        await collectIds(page, pathname, ids);
        // Settled first (no fade mid-way), as everywhere axe runs.
        await expectNoSeriousViolations(page, pathname).catch((error: unknown) => {
          problems.push(error instanceof Error ? error.message : String(error));
        });
      }
      expect(problems, `visited ${visited.join(', ')}`).toEqual([]);
    } finally {
      await setProfileLanguage(page, previous);
    }
  });
});
