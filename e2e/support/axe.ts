import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser build (its package main). */
const AXE_PATH = require.resolve('axe-core');

const BLOCKING = new Set(['serious', 'critical']);

/** The browser context options of a test that runs axe: the portal's CSP allows no injected script. */
export const AXE_CONTEXT = { bypassCSP: true };

/**
 * Runs axe-core on the page as it is now and answers its serious and critical violations. The page
 * must come from a context with `bypassCSP: true`: the portal's CSP forbids the injected script.
 */
export async function seriousViolations(page: Page): Promise<Result[]> {
  // Once per document: a screen opened inside the running portal keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe?: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    if (!axe) throw new Error('axe-core did not load (is the context created with bypassCSP: true?)');
    // Violations only: axe keeps no details of what passed.
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations;
  });
  return results.filter((violation) => BLOCKING.has(violation.impact ?? ''));
}

/** One line per violation and node, readable in a failed assertion. */
export function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((node) => `[${v.impact}] ${v.id}: ${v.help} — ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
    )
    .join('\n');
}

/** Until every finite animation or transition has ended: a colour mid-fade (a dialog opening, a button just enabled) is not what users read. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    // Polled by time: animation frames do not come to a page in the background.
    { polling: 100, timeout: 5000 },
  );
}

/** Fails with the list of violations when axe finds anything serious or critical on the settled page. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  await settled(page);
  let violations = await seriousViolations(page);
  if (violations.length > 0) {
    // A transition that began while axe ran (a snackbar leaving on its timer) shows mixed colours: a real
    // violation is still there once the page has settled again.
    await settled(page);
    violations = await seriousViolations(page);
  }
  if (violations.length > 0) {
    throw new Error(
      `${what}: ${violations.length} serious/critical axe violation(s)\n${describeViolations(violations)}`,
    );
  }
}
