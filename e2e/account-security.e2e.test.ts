import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { outboxFiles, waitForMail } from './support/outbox.js';
import { Shell } from './support/pages/Shell.js';
import { SignInPage } from './support/pages/SignInPage.js';
import { apiFromPage } from './support/session.js';

const e2e = setupE2E();
const PASSWORD = `a long secret ${Date.now()}`;
/** The app's code for the time step `steps` from now (30 s each): a code is taken once, so each use moves on. */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * Issue 30, item 7: an admin (a new one: the demo accounts sign in without a code elsewhere) turns two-step
 * sign-in on with the QR code's key and the app's code, signs out, signs in with password and code, sees their
 * sessions and signs out the one another browser holds: that browser's next call is refused (401).
 */
describe('two-step sign-in and sessions', () => {
  it('an admin turns TOTP on, signs in with a code and signs another session out', async () => {
    // The owner adds the admin; the welcome mail's link sets the password.
    const email = `ada-${Date.now()}@admins.example`;
    const owner = await signInAs(e2e, demoEmail('owner'));
    const known = await outboxFiles(e2e.server.dataDir);
    const created = await apiFromPage(owner.page, 'POST', '/bhUsers', {
      firstName: 'Ada',
      lastName: 'Secure',
      email,
      roleId: 2,
    });
    expect(created.status).toBe(201);
    const mail = await waitForMail(e2e.server.dataDir, email, known);
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
    const set = await apiFromPage(owner.page, 'POST', '/auth/password-reset/confirm', { token, password: PASSWORD });
    expect(set.status).toBe(200);

    // Another browser signs in first (the password alone, before two-step sign-in is on).
    const other = await signInAs(e2e, email, { password: PASSWORD });

    const admin = await signInAs(e2e, email, { password: PASSWORD, path: '/profile/security' });
    const { page } = admin;
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Turn on' }).click();
    const setup = page.getByRole('dialog', { name: 'Turn on two-step sign-in' });
    await setup.getByRole('img', { name: 'QR code to scan with an authenticator app' }).waitFor();
    const secret = (await setup.getByTestId('totp-key').textContent())!.trim();
    await setup.getByLabel('Code from the app').fill(await codeAt(secret, 0));
    await setup.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
    await codes.getByRole('listitem').first().waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await codes.getByRole('button', { name: 'Done' }).click();
    await page.getByText('On. Recovery codes left: 10.').waitFor();

    // Signed out, then in again: the password, then the authentication code.
    const signIn = new SignInPage(page);
    await admin.shell.logout();
    await signIn.waitFor();
    await page.goto(e2e.url('/profile/security'));
    await signIn.waitFor();
    expect((await signIn.submitCredentials(email, PASSWORD)).status()).toBe(200);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await page.getByLabel('Authentication code').fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await new Shell(page).waitForReady();

    // Two sessions: this one and the other browser's; signing that one out refuses its next call.
    const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
    await sessions.getByText('This session').waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(2);
    expect((await apiFromPage(other.page, 'GET', '/accounts/me/sessions')).status).toBe(200);
    await sessions.getByRole('button', { name: /^Sign out / }).click();
    await admin.shell.snackbar.filter({ hasText: 'The session is signed out.' }).waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(1);
    expect((await apiFromPage(other.page, 'GET', '/accounts/me/sessions')).status).toBe(401);
  });
});
