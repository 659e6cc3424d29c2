import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (CHROMIUM_PATH to change it), quiet: no background traffic counted in a page's figures. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
