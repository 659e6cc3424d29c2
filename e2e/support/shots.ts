import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Where the pass over every screen always writes its pictures: E2E_SHOTS_DIR, else e2e/.shots (git-ignored). */
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../.shots');

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

/** The window as it is now, always written to SHOTS_DIR/<name>.png (for a person to look at, never compared). */
export async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), animations: 'disabled' });
}

/** Removes the pictures of an earlier run whose names start with `prefix` (a screen gone leaves none behind). */
export async function clearShots(prefix: string): Promise<void> {
  const names = await readdir(SHOTS_DIR).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.startsWith(prefix)).map((name) => rm(path.join(SHOTS_DIR, name))));
}
