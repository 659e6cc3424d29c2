import type { TenantId } from '@stride/contracts';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './accounts.js';
import type { E2E } from './e2e.js';
import { toLanguage } from './i18n.js';
import { Shell } from './pages/Shell.js';
import { SignInPage } from './pages/SignInPage.js';

export interface SignedIn {
  page: Page;
  shell: Shell;
}

export interface SignInOptions {
  tenant?: TenantId;
  /** Where to start (default "/"): a protected path is carried through sign-in as nextUrl. */
  path?: string;
  password?: string;
  context?: BrowserContextOptions;
}

/** A new context, the portal opened, the real sign-in page filled (in the context's locale): the shell is ready when it answers. */
export async function signInAs(e2e: E2E, email: string, options: SignInOptions = {}): Promise<SignedIn> {
  const page = await e2e.newPage(options.context);
  await page.goto(e2e.url(options.path ?? '/', options.tenant));
  // The provider's page speaks the browser's language (its Accept-Language).
  await new SignInPage(page, toLanguage(options.context?.locale)).signIn(email, options.password ?? DEMO_PASSWORD);
  const shell = new Shell(page);
  await shell.waitForReady();
  return { page, shell };
}

/** The pathname of the page's URL (no origin, no query). */
export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Types into a picker's search box and waits until the list shows the searched page (its call answered, its
 * progress bar gone). Clicking a row before then races the list's late answer: a row moved between the mouse's
 * press and release is no click at all (seen under load, when the row was on the unsearched first page too).
 */
export async function searchAnswered(page: Page, searchbox: Locator, text: string, path: string): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith(path) && url.searchParams.get('search') === text.trim();
  });
  await searchbox.fill(text);
  await answered;
  await page.getByRole('dialog').getByRole('progressbar').waitFor({ state: 'detached' });
}
