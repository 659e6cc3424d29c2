import { ROUTES, type RouteDef, type TenantConfig, type TenantId } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ROLES, demoEmail, type DemoRoleKey } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { t, type Language } from './support/i18n.js';
import { routeTitle } from './support/menu.js';
import { notFoundHeading } from './support/pages/Shell.js';
import {
  layoutProblems,
  ScreenVisitor,
  screensOf,
  setProfileLanguage,
  VIEWPORTS,
  type ViewportName,
} from './support/screens.js';
import { tenantConfig } from './support/session.js';
import { clearShots, shot } from './support/shots.js';
import {
  englishOnlyStrings,
  findEnglish,
  receivedTexts,
  visibleTexts,
  type EnglishString,
} from './support/untranslated.js';

/**
 * Every built screen as people find it (issue 13): each demo role signs in, in English and in Spanish,
 * and sees every screen the route table lets it reach at 1366x900 and at 390x844. On each: a picture in
 * e2e/.shots (<role>-<language>-<size>-<screen>.png), axe with no serious or critical violation, in
 * Spanish no string the portal has in English only (nor a date in the English order), and on the phone
 * nothing wider than the window and no title cut off. One sign-in per role and language: the screens are
 * opened inside the running portal and the window resized between the sizes.
 *
 * To look at some screens only (the whole file takes minutes), name the cases with `-t` and the route paths with
 * E2E_SCREENS, a regular expression: `E2E_SCREENS='screeners|surveys' npx vitest run every-screen -t brain`.
 */
const e2e = setupE2E();
const ONLY = process.env.E2E_SCREENS ? new RegExp(process.env.E2E_SCREENS) : null;

const LANGUAGES: Language[] = ['en', 'es'];
const SIZES: ViewportName[] = ['desktop', 'phone'];
const ENGLISH_DATE_TIME = /\b\d{2}\/\d{2}\/\d{4},? \d{1,2}:\d{2}\s?[AP]M\b/;
/** A route named by the tenant's wording never shows its own title (e.g. the spec's "Exercises"). */
const WORDED = new Set(ROUTES.filter((route) => route.wording).map((route) => `routes.${route.path}`));

const fileName = (pathname: string) => pathname.replace(/[/:]+/g, '-').replace(/^-|-$/g, '') || 'root';

/** What a person finds wrong on the screen as it is now: axe, English left in Spanish, the phone's layout. */
async function check(
  page: Page,
  where: string,
  {
    english,
    size,
    content = new Set(),
  }: { english: readonly EnglishString[]; size: ViewportName; content?: ReadonlySet<string> },
): Promise<string[]> {
  const problems: string[] = [];
  await expectNoSeriousViolations(page, where).catch((error: unknown) => {
    problems.push(error instanceof Error ? error.message : String(error));
  });
  if (english.length > 0) {
    const texts = (await visibleTexts(page)).filter((text) => !content.has(text));
    problems.push(...findEnglish(texts, english).map((problem) => `${where}: ${problem}`));
    const dates = texts.filter((text) => ENGLISH_DATE_TIME.test(text));
    problems.push(...dates.map((text) => `${where}: a date in the English order: "${text}"`));
  }
  if (size === 'phone') problems.push(...(await layoutProblems(page)).map((problem) => `${where}: ${problem}`));
  return problems;
}

// Some thirty screens at two sizes, each settled and checked by axe: about a minute alone, more when CI runs this
// file beside the other browser tests and the PostgreSQL suite.
describe('every built screen, each role, English and Spanish, desktop and phone', { timeout: 300_000 }, () => {
  const CASES: { role: DemoRoleKey; tenant: TenantId; language: Language }[] = [
    ...DEMO_ROLES.flatMap(({ key }) =>
      LANGUAGES.map((language) => ({ role: key, tenant: 'default' as const, language })),
    ),
    // The other wording (Rutinas, Intercambios, Encuesta inteligente) and the screener features.
    { role: 'advisor', tenant: 'brain', language: 'es' },
    // A participant's screener to answer (/my-day/surveys/{id}): only where screeners are on.
    { role: 'participant', tenant: 'brain', language: 'es' },
  ];

  it.each(CASES)('$role ($tenant tenant) in $language', async ({ role, tenant: tenantId, language }) => {
    const { page, shell } = await signInAs(e2e, demoEmail(role, tenantId), {
      tenant: tenantId,
      context: { ...AXE_CONTEXT, viewport: VIEWPORTS.desktop },
    });
    const content = receivedTexts(page);
    const previous = await setProfileLanguage(page, language);
    try {
      await page.reload();
      await shell.waitForReady();
      expect(shell.language).toBe(language);
      const tenant = await tenantConfig(page);
      const screens = (await screensOf(page, tenant)).filter((route) => !ONLY || ONLY.test(route.path));
      expect(screens.length).toBeGreaterThan(0);
      const english = language === 'es' ? englishOnlyStrings(tenant, WORDED) : [];
      const visitor = new ScreenVisitor(page);
      const prefix = `${tenantId === 'default' ? '' : `${tenantId}-`}${role}-${language}`;
      await clearShots(`${prefix}-`);
      const problems: string[] = [];
      const visited: string[] = [];

      for (const size of SIZES) {
        await page.setViewportSize(VIEWPORTS[size]);
        for (const route of screens) {
          const pathname = await visitor.find(route);
          if (!pathname) {
            if (size === 'desktop' && !visitor.noneToShow(route)) {
              problems.push(`${route.path}: no record found to open it with`);
            }
            continue;
          }
          await visitor.open(pathname);
          if (size === 'desktop') visited.push(pathname);
          const where = `${size} ${pathname}`;
          await shot(page, `${prefix}-${size}-${fileName(route.path)}`);
          problems.push(...(await check(page, where, { english, size, content })));
          if (language === 'es') problems.push(...(await tabProblems(page, route, tenant, where)));
          if (route.path === '/participants' && size === 'desktop') {
            problems.push(...(await newParticipantDialog(page, visitor, language, english, `${prefix}-${size}`)));
          }
        }
      }
      expect(problems, `visited ${visited.join(', ')}`).toEqual([]);
    } finally {
      await setProfileLanguage(page, previous);
    }
  });
});

/** A tab's name is the Spanish one (the tenant's words included). */
async function tabProblems(page: Page, route: RouteDef, tenant: TenantConfig, where: string): Promise<string[]> {
  if (!route.tab) return [];
  const name = routeTitle(route, tenant, 'es');
  return (await page.getByRole('tab', { name, exact: true }).count()) === 0 ? [`${where}: no tab "${name}"`] : [];
}

/** A dialog too: the new-participant form, where the role may add one. */
async function newParticipantDialog(
  page: Page,
  visitor: ScreenVisitor,
  language: Language,
  english: readonly EnglishString[],
  name: string,
): Promise<string[]> {
  const add = page.getByRole('button', { name: t(language, 'participants.add') });
  if ((await add.count()) === 0) return [];
  await add.first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: t(language, 'participants.addTitle') }).waitFor();
  await visitor.settle();
  await shot(page, `${name}-participants-add`);
  const problems = await check(page, 'new participant dialog', { english, size: 'desktop' });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return problems;
}

/**
 * The screens before sign-in, in the browser's language: sign-in, reset password, confirm e-mail, privacy, not
 * found.
 */
describe('every public screen, English and Spanish, desktop and phone', () => {
  it.each(LANGUAGES)('in %s', async (language) => {
    const page = await e2e.newPage({
      ...AXE_CONTEXT,
      viewport: VIEWPORTS.desktop,
      locale: language === 'es' ? 'es-ES' : 'en-US',
    });
    await page.goto(e2e.url('/reset-password'));
    const tenant = await tenantConfig(page);
    const english = language === 'es' ? englishOnlyStrings(tenant, WORDED) : [];
    const heading = () => page.getByRole('heading', { level: 1 }).waitFor();
    const screens = [
      // The provider's page, in the browser's language too.
      ['sign-in', '/', () => page.locator('form input[type="password"]').waitFor()],
      ['reset-password', '/reset-password', heading],
      // Without a token it says the link is invalid, sending nothing.
      ['confirm-email', '/confirm-email', heading],
      ...(tenant.privacyPage ? [['privacy', '/privacy', heading] as const] : []),
      ['not-found', '/no-such-page', () => notFoundHeading(page, language).waitFor()],
    ] as const;
    await clearShots(`public-${language}-`);
    const problems: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(VIEWPORTS[size]);
      for (const [name, pathname, ready] of screens) {
        await page.goto(e2e.url(pathname));
        await ready();
        expect(await page.locator('html').getAttribute('lang'), pathname).toBe(language);
        await shot(page, `public-${language}-${size}-${name}`);
        problems.push(...(await check(page, `${size} ${pathname}`, { english, size })));
      }
    }
    expect(problems).toEqual([]);
  });
});
