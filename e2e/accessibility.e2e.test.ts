import { describe, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { notFoundHeading } from './support/pages/Shell.js';
import { SignInPage } from './support/pages/SignInPage.js';

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
