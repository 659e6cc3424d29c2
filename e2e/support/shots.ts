import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * A full-page picture (only the window with fullPage: false) for a person to look at, when E2E_SHOTS_DIR
 * names a folder (e.g. /tmp/shots);
 * never compared by the suite, and nothing is written otherwise.
 */
export async function shotIfAsked(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(dir, `${name}.png`),
    fullPage: options.fullPage ?? true,
    animations: 'disabled',
  });
}
