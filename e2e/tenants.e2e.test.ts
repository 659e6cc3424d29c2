import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { Shell, notFoundHeading } from './support/pages/Shell.js';
import { SignInPage } from './support/pages/SignInPage.js';

const e2e = setupE2E();
const POLL = { timeout: 10_000 };

/** #4527a0, the brain-health tenant's main colour, as computed styles report it. */
const BRAIN_PURPLE = 'rgb(69, 39, 160)';
/** #2e7d32, the default tenant's green. */
const DEFAULT_GREEN = 'rgb(46, 125, 50)';

/** The background colours painted inside an element (itself and its descendants). */
function backgroundColours(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))].map((element) => getComputedStyle(element).backgroundColor),
  );
}

describe('the brain-health tenant (brain.localhost)', () => {
  it('shows its title and purple on the sign-in page and in the shell, and calls routines "Routines"', async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url('/', 'brain'));
    const signIn = new SignInPage(page);
    await signIn.waitFor();
    await expect.poll(() => page.title(), POLL).toContain('Stride Brain Health');
    expect(await signIn.submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(BRAIN_PURPLE);

    await signIn.signIn(demoEmail('advisor', 'brain'), DEMO_PASSWORD);
    const shell = new Shell(page);
    await shell.waitForReady();
    await expect.poll(() => shell.title(), POLL).toContain('Stride Brain Health');
    // The avatar in the top bar (initials, no picture) is drawn in the tenant's primary colour.
    expect(await backgroundColours(shell.profileLink)).toContain(BRAIN_PURPLE);
    await shell.menuLink('Routines').waitFor();
    expect(await shell.menuLink('Positive Actions').count()).toBe(0);
    // The drawer's logo: a link named by the tenant (its picture is decoration inside it).
    const logo = shell.page.getByRole('link', { name: shell.text('shell.logoHome', { name: 'Stride Brain Health' }) });
    expect(await logo.locator('img').first().isVisible()).toBe(true);
  });

  it('has a privacy page', async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url('/privacy', 'brain'));
    await page.getByRole('heading', { name: 'Privacy notice', level: 1 }).waitFor();
    expect(await notFoundHeading(page).count()).toBe(0);
    await expect.poll(() => page.title(), POLL).toBe('Privacy | Stride Brain Health');
  });
});

describe('the default tenant (localhost)', () => {
  it('uses the wording "Positive Actions" for routines and its green, not the purple', async () => {
    const { shell } = await signInAs(e2e, demoEmail('advisor'));
    await expect.poll(() => shell.title(), POLL).toBe('Participants | Stride');
    await shell.menuLink('Positive Actions').waitFor();
    expect(await shell.menuLink('Routines').count()).toBe(0);
    const colours = await backgroundColours(shell.profileLink);
    expect(colours).toContain(DEFAULT_GREEN);
    expect(colours).not.toContain(BRAIN_PURPLE);
  });

  it('has no privacy page: /privacy is not found', async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url('/privacy'));
    await notFoundHeading(page).waitFor();
    expect(await page.getByRole('heading', { name: 'Privacy notice' }).count()).toBe(0);
  });
});
