import { gzipSync } from 'node:zlib';
import { launchBenchBrowser } from './lib/browser.js';
import { startServer } from './lib/server.js';

/** JavaScript a browser loads from opening / until the sign-in form shows, gzip-compressed. */
export async function benchSignInJs() {
  const server = await startServer({ port: 18280 });
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage();
    // Bodies are fetched again afterwards: "/" navigates away to the sign-in page, which drops them.
    const urls = new Set<string>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') urls.add(res.url());
    });
    await page.goto(`${server.url}/`);
    await page.getByLabel('Password').waitFor();
    const loaded = await Promise.all(
      [...urls].map(async (url) => {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        return { url, raw: body.length, gzip: gzipSync(body).length };
      }),
    );
    const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
    return {
      files: loaded.length,
      rawKb: kb(loaded.reduce((s, f) => s + f.raw, 0)),
      gzipKb: kb(loaded.reduce((s, f) => s + f.gzip, 0)),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
