import { Role, landingPath } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_ROLES, demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { pathnameOf, signInAs } from './support/flows.js';
import { expectedMenu } from './support/menu.js';
import { Shell } from './support/pages/Shell.js';
import { SignInPage } from './support/pages/SignInPage.js';
import { accessClaims, storedUser, tenantConfig } from './support/session.js';

const e2e = setupE2E();
const POLL = { timeout: 10_000 };

/** A menu entry with unread messages is named "Messages, 2 unread" (its badge hidden); the entry is what counts. */
const withoutCount = (name: string) => name.replace(/\s*, \d+\+? (unread|sin leer)$/, '');

describe('sign-in and sign-out, each demo role of the default tenant', () => {
  it.each(DEMO_ROLES)(
    '$key signs in, lands on its page, sees the menu the route table allows, and logs out',
    async ({ key, role }) => {
      const page = await e2e.newPage();
      await page.goto(e2e.url('/'));
      const signIn = new SignInPage(page);
      await signIn.waitFor();
      expect(await signIn.forgotPassword.isVisible()).toBe(true);
      await signIn.signIn(demoEmail(key), DEMO_PASSWORD);

      const shell = new Shell(page);
      await shell.waitForReady();
      const expectedLanding = role === Role.Participant ? '/my-day' : '/participants';
      expect(landingPath(role)).toBe(expectedLanding);
      expect(pathnameOf(page)).toBe(expectedLanding);

      const claims = await accessClaims(page);
      expect(claims.role_id).toBe(role);
      expect(claims.email).toBe(demoEmail(key));
      const tenant = await tenantConfig(page);
      const expected = expectedMenu(role, tenant, claims.survey_available, shell.language);
      const shown = await shell.menuLinks();
      expect(shown.map((link) => ({ ...link, name: withoutCount(link.name) }))).toEqual(expected);

      await shell.logout();
      await signIn.waitFor();
      expect(await storedUser(page)).toBeNull();
      // The provider's session is over too: the next visit asks for the password again.
      await page.goto(e2e.url('/participants'));
      await signIn.waitFor();
      expect(await signIn.password.inputValue()).toBe('');
    },
  );
});

describe('the route guard', () => {
  it('sends a signed-out visitor of /company/… to sign-in and, after it, to that address (nextUrl)', async () => {
    const wanted = '/company/1/staff';
    const page = await e2e.newPage();
    await page.goto(e2e.url(wanted));
    const signIn = new SignInPage(page);
    await signIn.waitFor();
    await signIn.signIn(demoEmail('advisor'), DEMO_PASSWORD);
    await new Shell(page).waitForReady();
    expect(pathnameOf(page)).toBe(wanted);
  });

  it('shows the not-found page for a route the role may not see (/bhusers as advisor)', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'));
    expect(await shell.menuLink('Stride Team').count()).toBe(0);
    await page.goto(e2e.url('/bhusers'));
    await shell.notFoundHeading.waitFor();
    expect(pathnameOf(page)).toBe('/bhusers');
    await expect.poll(() => page.title(), POLL).toBe(`${shell.text('notFound.title')} | Stride`);
  });

  it('shows the team list for a role that may see it (/bhusers as admin, menu entry "Stride Team")', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('admin'));
    await shell.menuLink('Stride Team').click();
    await page.waitForURL((url) => url.pathname === '/bhusers');
    expect(await shell.notFoundHeading.count()).toBe(0);
    await shell.main.getByRole('heading', { name: 'Stride Team' }).waitFor();
    await expect.poll(() => shell.title(), POLL).toBe('Stride Team | Stride');
    expect(await shell.breadcrumbTexts()).toEqual(['Stride Team']);
  });
});

describe('sign-in throttling', () => {
  // A performance-tenant account of its own: the wait must not reach the other tests.
  const email = demoEmail('team', 'performance');

  it('answers a wrong password with the incorrect message, and makes the next try wait after 5 failures in a row', async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url('/', 'performance'));
    const signIn = new SignInPage(page);
    await signIn.waitFor();

    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await signIn.submitCredentials(email, `wrong-password-${attempt}`);
      expect(response.status()).toBe(401);
      expect((await signIn.alert.textContent())?.trim()).toBe('The e-mail or password is incorrect.');
    }
    const fifth = await signIn.submitCredentials(email, 'wrong-password-5');
    expect(fifth.status()).toBe(429);
    expect((await signIn.alert.textContent())?.trim()).toBe('Too many failed attempts. Try again in 1 minute.');

    // While the wait runs even the right password does not get in (it does after the minute: server tests).
    const right = await signIn.submitCredentials(email, DEMO_PASSWORD);
    expect(right.status()).toBe(429);
    expect((await signIn.alert.textContent())?.trim()).toBe('Too many failed attempts. Try again in 1 minute.');
    expect(signIn.isShown()).toBe(true);
    expect(await storedUser(page)).toBeNull();
  });
});
