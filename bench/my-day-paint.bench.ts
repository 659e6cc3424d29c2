import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBenchBrowser } from './lib/browser.js';
import { startServer } from './lib/server.js';

export interface MyDayPaint {
  /** CPU slowed this many times (Chrome DevTools' throttling). */
  throttle: number;
  /** Medians of the runs, ms from the navigation's start. */
  firstContentfulPaint: number;
  /** Until the first "Done" button of the day's items is visible. */
  firstItem: number;
  runs: number;
}

/** What one load of /my-day (cache off) fetches: its scripts, and every response's bytes on the wire. */
export interface MyDayWeight {
  scriptRequests: number;
  scriptRawKb: number;
  scriptGzipKb: number;
  /** Every response (documents, scripts, API answers, pictures, fonts) as transferred. */
  pageKb: number;
  requests: number;
}

const RUNS = 5;
const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One load of /my-day (cache off): its first contentful paint and when the first item's Done shows. */
async function loadOnce(page: Page, url: string): Promise<{ fcp: number; item: number }> {
  await page.goto(url, { waitUntil: 'commit' });
  await page
    .getByRole('button', { name: /^(Done|Hecho)\b/ })
    .first()
    .waitFor({ timeout: 60_000 });
  const item = await page.evaluate(() => performance.now());
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return { fcp: Math.round(fcp), item: Math.round(item) };
}

/**
 * The participant's My day on a phone (issue 29, done-when): the demo participant signed in at 390 × 844, the
 * browser cache off, the CPU slowed four times (a mid-range phone) and, as the baseline in the same run, not
 * slowed; medians of five loads each. Its height is bench/my-day-height.bench.ts's.
 */
export async function benchMyDayPaint(
  opts: { port?: number } = {},
): Promise<{ slow: MyDayPaint; fast: MyDayPaint; weight: MyDayWeight }> {
  const server = await startServer({ port: opts.port ?? 18292 });
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.waitForURL((url) => url.pathname.startsWith('/auth/interaction/'));
    await page.getByLabel('Email').fill('participant@default.example');
    await page.getByLabel('Password').fill('stride-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/my-day', { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const measure = async (throttle: number): Promise<MyDayPaint> => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(page, `${server.url}/my-day`));
      return {
        throttle,
        firstContentfulPaint: median(runs.map((r) => r.fcp)),
        firstItem: median(runs.map((r) => r.item)),
        runs: RUNS,
      };
    };
    const fast = await measure(1);
    const slow = await measure(4);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The weight of one more load: scripts (gzip of each, as the advisor's first screen counts them) and all bytes.
    const scripts = new Set<string>();
    let bytes = 0;
    let requests = 0;
    const onRequest = (req: { resourceType(): string; url(): string }) => {
      if (req.resourceType() === 'script') scripts.add(req.url());
    };
    const onFinished = (e: { encodedDataLength: number }) => {
      bytes += e.encodedDataLength;
      requests += 1;
    };
    page.on('request', onRequest);
    cdp.on('Network.loadingFinished', onFinished);
    await loadOnce(page, `${server.url}/my-day`);
    page.off('request', onRequest);
    cdp.off('Network.loadingFinished', onFinished);
    const bodies = await Promise.all(
      [...scripts].map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())),
    );
    const weight: MyDayWeight = {
      scriptRequests: bodies.length,
      scriptRawKb: kb(bodies.reduce((sum, b) => sum + b.length, 0)),
      scriptGzipKb: kb(bodies.reduce((sum, b) => sum + gzipSync(b).length, 0)),
      pageKb: kb(bytes),
      requests,
    };
    return { slow, fast, weight };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Run alone: `npx tsx bench/my-day-paint.bench.ts` (build the portal first: `npm run build`). */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchMyDayPaint(), null, 2));
}
