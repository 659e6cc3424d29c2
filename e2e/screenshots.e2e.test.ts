import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { TenantId } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { notFoundHeading } from './support/pages/Shell.js';
import { SignInPage } from './support/pages/SignInPage.js';

const e2e = setupE2E();
/** e2e/screenshots (git-ignored): for a person to look at, never compared by the suite. */
const DIR = path.resolve(import.meta.dirname, 'screenshots');

async function shoot(page: Page, name: string): Promise<void> {
  // Let web fonts, images and transitions settle before the picture.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

describe('screenshots', () => {
  beforeAll(() => mkdir(DIR, { recursive: true }));

  it.each(['default', 'brain'] as TenantId[])('of the sign-in page (%s)', async (tenant) => {
    const page = await e2e.newPage();
    await page.goto(e2e.url('/', tenant));
    await new SignInPage(page).waitFor();
    await shoot(page, `signin-${tenant}`);
  });

  it.each(['default', 'brain'] as TenantId[])('of the shell as advisor (%s)', async (tenant) => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor', tenant), { tenant });
    await shell.main.getByRole('heading', { level: 1 }).waitFor();
    await shoot(page, `shell-advisor-${tenant}`);
  });

  it('of the 404 page', async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url('/no-such-page'));
    await notFoundHeading(page).waitFor();
    await shoot(page, 'not-found');
  });
});
