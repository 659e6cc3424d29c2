import { describe, expect, it } from 'vitest';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { SignInPage } from './support/pages/SignInPage.js';

/**
 * The sign-in forms in their states (an error, sent empty, a Spanish browser's) and the brain tenant's
 * sign-in page. Every screen as it opens, each role, both languages and sizes: every-screen.e2e.test.ts.
 */
const e2e = setupE2E();

describe('no serious or critical axe violations', () => {
  it('on the sign-in page of the brain tenant', async () => {
    const page = await e2e.newPage(AXE_CONTEXT);
    await page.goto(e2e.url('/', 'brain'));
    await new SignInPage(page).waitFor();
    await expectNoSeriousViolations(page, 'sign-in page (brain)');
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
    await page.getByRole('alert').filter({ hasText: 'Escribe tu correo electrónico.' }).waitFor();
    await expectNoSeriousViolations(page, 'sign-in page in Spanish');

    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password');
    await page.getByRole('heading', { name: 'Restablecer contraseña' }).waitFor();
    await page.getByRole('button', { name: 'Enviar enlace' }).waitFor();
    await expectNoSeriousViolations(page, '/reset-password in Spanish');
  });
});
