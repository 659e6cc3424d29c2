import type { Participant } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { outboxFiles, waitForMail } from './support/outbox.js';
import { SignInPage } from './support/pages/SignInPage.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = `a long secret ${Date.now()}`;

const linkIn = (text: string, page: string) => new RegExp(`https?://\\S+/${page}\\?token=[\\w-]+`).exec(text)?.[0];

/**
 * Issue 26, finding 1: a confirmed sign-in e-mail is the person's own. A new participant sets a password from
 * the welcome link (which proves the address; the API tests show staff can no longer change it); the
 * participant, on a phone and in Spanish, changes it with their password and confirms it from the new address's mail.
 */
describe('the sign-in e-mail', () => {
  it('is changed by the participant only, confirmed from the new address, and the advisor sees the change', async () => {
    const stamp = Date.now();
    const first = `nadia-${stamp}@mail.example`;
    const next = `nadia-new-${stamp}@mail.example`;
    const advisor = await signInAs(e2e, demoEmail('advisor'), { context: { viewport: DESKTOP } });
    const created = await apiFromPage<Participant>(advisor.page, 'POST', '/participants', {
      firstName: 'Nadia',
      lastName: `Ortega ${stamp}`,
      email: first,
      language: 'es',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;

    // The welcome link sets a password: the address is proven.
    let known = await outboxFiles(e2e.server.dataDir);
    expect((await apiFromPage(advisor.page, 'POST', `/participants/${id}/sendWelcomeEmail`)).status).toBe(200);
    const welcome = linkIn((await waitForMail(e2e.server.dataDir, first, known)).text, 'reset-password')!;
    // Pages before sign-in speak the browser's language (English here); the portal then speaks the person's.
    const setup = await e2e.newPage({ viewport: PHONE });
    await setup.goto(welcome);
    await setup.getByLabel('New password').fill(PASSWORD);
    await setup.getByLabel('Repeat password').fill(PASSWORD);
    await setup.getByRole('button', { name: 'Change password' }).click();
    await setup.getByText('Your password has been changed. You can sign in now.').waitFor({ timeout: 30_000 });

    // The participant, on a phone, in Spanish: profile, change, with the password.
    const participant = await signInAs(e2e, first, {
      password: PASSWORD,
      path: '/profile/general',
      context: { viewport: PHONE, ...AXE_CONTEXT },
    });
    const { page } = participant;
    await page.getByRole('heading', { name: 'Correo electrónico de inicio de sesión' }).waitFor();
    await page.getByText(`Inicia sesión con ${first}.`).waitFor();
    await page.getByRole('button', { name: 'Cambiar correo electrónico' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar tu correo electrónico de inicio de sesión' });
    await dialog.getByLabel('Nuevo correo electrónico').fill(next);
    await dialog.getByLabel('Contraseña actual').fill('not my password');
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
    await dialog.getByText('La contraseña no es correcta.').waitFor();
    await dialog.getByLabel('Contraseña actual').fill(PASSWORD);
    known = await outboxFiles(e2e.server.dataDir);
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
    await participant.shell.snackbar.filter({ hasText: 'Hemos enviado un enlace' }).waitFor();
    await page.getByText(`Pendiente de confirmación: ${next}`).waitFor();
    await expectNoSeriousViolations(page, 'profile with a pending sign-in e-mail (phone, es)');
    await shotIfAsked(page, 'sign-in-email-1-pending');

    // The old address is told; the new one gets the link, which changes it.
    const notice = await waitForMail(e2e.server.dataDir, first, known);
    expect(notice.text).toContain(next);
    const confirm = linkIn((await waitForMail(e2e.server.dataDir, next, known)).text, 'confirm-email')!;
    const open = await e2e.newPage({ viewport: PHONE });
    await open.goto(confirm);
    await open.getByText('Your sign-in e-mail has changed.', { exact: false }).waitFor();
    await shotIfAsked(open, 'sign-in-email-2-confirmed');

    // The new address signs in; the old one no longer does; the advisor's list shows the new address.
    await open.getByRole('link', { name: 'Sign in', exact: true }).click();
    const signIn = new SignInPage(open);
    await signIn.waitFor();
    expect((await signIn.submitCredentials(first, PASSWORD)).status()).toBe(401);
    await signIn.signIn(next, PASSWORD);
    await open.waitForURL((url) => url.pathname !== '/');
    expect((await accessClaims(open)).email).toBe(next);
    const after = await apiFromPage<Participant>(advisor.page, 'GET', `/participants/${id}`);
    expect(after.body.email).toBe(next);
  });
});
