import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBenchBrowser } from './lib/browser.js';
import { startServer } from './lib/server.js';

export interface FirstScreenJs {
  /** Script requests (distinct URLs) from the sign-in form's submit until the list's first row. */
  requests: number;
  /** Of which locale chunks (a language's strings). */
  localeRequests: number;
  rawKb: number;
  gzipKb: number;
  /** The ten heaviest files (every file with FIRST_SCREEN_FILES=1), gzip KB. */
  heaviest: { file: string; gzipKb: number }[];
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

/**
 * JavaScript a browser loads for the first screen after sign-in: the demo advisor signs in on the provider's
 * page and lands on the participant list; every script requested from the submit until the list's first row
 * (the entry included: the browser cache is off, as on a first visit), each gzip-compressed.
 * The portal is the checkout's apps/web/dist (build it first); `root` measures another checkout (its server
 * and its built portal), e.g. a baseline worktree.
 */
export async function benchFirstScreenJs(opts: { root?: string; port?: number } = {}): Promise<FirstScreenJs> {
  const server = await startServer({ port: opts.port ?? 18290, root: opts.root });
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${server.url}/`);
    await page.waitForURL((url) => url.pathname.startsWith('/auth/interaction/'));
    await page.getByLabel('Email').fill('advisor@default.example');
    await page.getByLabel('Password').fill('stride-demo');

    const urls = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(req.url()).pathname)) urls.add(req.url());
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/participants', { timeout: 30_000 });
    await page
      .getByRole('table', { name: 'Participants' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .waitFor({ timeout: 30_000 });

    const loaded = await Promise.all(
      [...urls].map(async (url) => {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        return {
          file: new URL(url).pathname.replace(/^\/assets\//, ''),
          raw: body.length,
          gzip: gzipSync(body).length,
        };
      }),
    );
    return {
      requests: loaded.length,
      localeRequests: loaded.filter((f) => /(^|\/)(en|es)[-.]/.test(f.file)).length,
      rawKb: kb(loaded.reduce((s, f) => s + f.raw, 0)),
      gzipKb: kb(loaded.reduce((s, f) => s + f.gzip, 0)),
      heaviest: [...loaded]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, process.env.FIRST_SCREEN_FILES === '1' ? undefined : 10)
        .map((f) => ({ file: f.file, gzipKb: kb(f.gzip) })),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * Run alone: `npx tsx bench/first-screen-js.bench.ts`; with BASELINE_DIR (a checkout of an older commit with its
 * portal built: `git worktree add /tmp/base <commit>`, node_modules, `npm run build -w apps/web` there) it measures
 * that checkout too, in the same run.
 */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const current = await benchFirstScreenJs();
  const baselineDir = process.env.BASELINE_DIR;
  const baseline = baselineDir ? await benchFirstScreenJs({ root: baselineDir, port: 18291 }) : undefined;
  console.log(JSON.stringify({ current, baseline }, null, 2));
}
