import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { Shell } from './support/pages/Shell.js';
import { accessClaims } from './support/session.js';
import { profileIdOf, startSurrogateAsThePortalDoes } from './support/surrogate.js';

const e2e = setupE2E();

/** Spec 000 section 8, word for word. */
const CONNECTION = 'It seems your Internet connection is unstable. Please try again.';
const tryAgain = (message: string) => `Please try again! ${message}`;

describe("the shared error handler's texts", () => {
  it('shows them in the snackbar when "Go to previous role" fails: no answer, then an answer with a message', async () => {
    const advisorProfileId = await profileIdOf(e2e, demoEmail('advisor'));
    const { page } = await signInAs(e2e, demoEmail('owner'));
    await startSurrogateAsThePortalDoes(e2e, page, advisorProfileId);
    await page.waitForURL((url) => url.pathname === '/participants', { timeout: 30_000 });
    const shell = new Shell(page);
    await shell.waitForReady();
    expect((await accessClaims(page)).surrogate_login).toBe(true);
    expect(shell.language).toBe('en');

    const tokens = (url: URL) => /^\/api\/profiles\/\d+\/tokens$/.test(url.pathname);
    await page.route(tokens, (route) => route.abort('internetdisconnected'), { times: 1 });
    await shell.previousRoleButton.click();
    await shell.snackbar.getByText(CONNECTION, { exact: true }).waitFor();
    expect(await shell.snackbar.textContent()).toContain(CONNECTION);
    await shell.snackbar.getByRole('button', { name: 'Close' }).click();
    await shell.snackbar.waitFor({ state: 'hidden' });

    const message = 'The sign-in service is busy.';
    await page.route(
      tokens,
      (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message, code: 'INTERNAL_ERROR' }),
        }),
      { times: 1 },
    );
    await shell.previousRoleButton.click();
    await shell.snackbar.getByText(tryAgain(message), { exact: true }).waitFor();
    // Still the surrogate session: nothing was switched.
    expect((await accessClaims(page)).surrogate_login).toBe(true);
    expect(await shell.previousRoleButton.isEnabled()).toBe(true);
  });

  it('shows the connection text on the reset-password form when the call gets no answer', async () => {
    const page = await e2e.newPage();
    await page.route(
      (url) => url.pathname === '/api/auth/password-reset',
      (route) => route.abort('connectionreset'),
    );
    await page.goto(e2e.url('/reset-password'));
    await page.getByLabel('Email').fill(demoEmail('participant'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('alert').getByText(CONNECTION, { exact: true }).waitFor();
  });

  it("shows the server's message after 'Please try again! ' when the profile cannot be loaded", async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'));
    const message = 'You may not see this profile now.';
    // A 4xx, so the query does not retry it: the message shows at once.
    await page.route(
      (url) => /^\/api\/profiles\/\d+$/.test(url.pathname),
      (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ message, code: 'FORBIDDEN' }),
        }),
    );
    await page.goto(e2e.url('/profile/general'));
    await page.getByRole('alert').getByText(tryAgain(message)).waitFor();
    expect(await page.getByRole('alert').first().textContent()).toBe(
      `${shell.text('profile.loadFailed')} ${tryAgain(message)}`,
    );
  });
});
