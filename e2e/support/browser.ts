import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, without the background traffic that slows a 2-core machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Every test gets fresh contexts: no cookies or local storage carried from the one before. */
export const CONTEXT_DEFAULTS: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  locale: 'en-US',
  timezoneId: 'UTC',
};

export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...CONTEXT_DEFAULTS, ...options });
  // Short enough that a broken portal fails the suite in minutes, long enough for a 2-core machine that runs
  // three suites side by side in CI (a routine builder's add once took over 10 s there).
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(20_000);
  return context;
}

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await newContext(browser, options);
  return context.newPage();
}
