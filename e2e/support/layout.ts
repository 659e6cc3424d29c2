import type { Locator, Page } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two laid-out boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The box of an element that must be laid out. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not laid out`);
  return box;
}

/**
 * The texts of the main content that lie under `cover` (a floating button), once the page is scrolled
 * to its end: none may, as the shell keeps room below the content for it.
 */
export async function textsUnder(page: Page, cover: Locator): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const box = await boxOf(cover);
  return page.evaluate((area) => {
    const main = document.querySelector('main');
    if (!main) return [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const under =
          rect.x < area.x + area.width &&
          area.x < rect.x + rect.width &&
          rect.y < area.y + area.height &&
          area.y < rect.y + rect.height;
        if (under) found.push(node.textContent.trim());
      }
    }
    return found;
  }, box);
}
