import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { pathnameOf } from './support/flows.js';
import { outboxFiles, waitForMail } from './support/outbox.js';
import { Shell } from './support/pages/Shell.js';
import { SignInPage } from './support/pages/SignInPage.js';
import { accessClaims } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();

describe('password reset through the outbox', () => {
  // An account of its own (performance tenant): its password changes here.
  const email = demoEmail('consultant', 'performance');
  const newPassword = `new-secret-${Date.now()}`;

  it('asks for a link from the sign-in page, follows the e-mailed link, sets a new password and signs in with it', async () => {
    const known = await outboxFiles(e2e.server.dataDir);
    const page = await e2e.newPage();
    await page.goto(e2e.url('/', 'performance'));
    const signIn = new SignInPage(page);
    await signIn.waitFor();
    await shotIfAsked(page, 'password-reset-1-sign-in');
    await signIn.forgotPassword.click();
    await page.waitForURL((url) => url.pathname === '/reset-password');
    expect(new URL(page.url()).origin).toBe(e2e.origin('performance'));

    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await shotIfAsked(page, 'password-reset-2-request');
    await page.getByLabel('Email').fill(email);
    const [request] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/password-reset'),
      page.getByRole('button', { name: 'Send reset link' }).click(),
    ]);
    expect(request.status()).toBe(202);
    await page.getByText('If an account exists for this e-mail, we have sent a link to reset the password.').waitFor();

    const mail = await waitForMail(e2e.server.dataDir, email, known);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link, `a reset link in the mail:\n${mail.text}`).toBeDefined();
    expect(link?.startsWith(`${e2e.origin('performance')}/reset-password?token=`)).toBe(true);

    await page.goto(link!);
    await page.getByText('Choose a new password for your account.').waitFor();
    await shotIfAsked(page, 'password-reset-3-confirm');
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Repeat password').fill(newPassword);
    expect(await page.getByLabel('New password').inputValue()).toBe(newPassword);
    expect(await page.getByLabel('Repeat password').inputValue()).toBe(newPassword);
    const [confirmed] = await Promise.all([
      // Hashing the new password (argon2, on a worker thread) can take long while the shared server is busy.
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/password-reset/confirm', {
        timeout: 30_000,
      }),
      page.getByRole('button', { name: 'Change password' }).click(),
    ]);
    // Its status and words first: when the page does not say "changed", they tell why.
    expect({ status: confirmed.status(), body: await confirmed.text() }).toEqual({
      status: 200,
      body: JSON.stringify({ message: 'Your password has been changed. You can sign in now.' }),
    });
    await page.getByText('Your password has been changed. You can sign in now.').waitFor();

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await signIn.waitFor();
    const old = await signIn.submitCredentials(email, DEMO_PASSWORD);
    expect(old.status()).toBe(401);
    await signIn.signIn(email, newPassword);
    const shell = new Shell(page);
    await shell.waitForReady();
    expect(pathnameOf(page)).toBe('/participants');
    expect((await accessClaims(page)).email).toBe(email);

    // The link was for one use only.
    const again = await e2e.newPage();
    await again.goto(link!);
    await again.getByLabel('New password').fill(`${newPassword}-2`);
    await again.getByLabel('Repeat password').fill(`${newPassword}-2`);
    await again.getByRole('button', { name: 'Change password' }).click();
    await again.getByText('This reset link is invalid or has expired. Please ask for a new one.').waitFor();
  });
});
