/**
 * Starting is safe to repeat (issue 31): `npm run build` writes a new portal beside the one being served and
 * swaps it in with one rename (apps/web/build-portal.ts), so a running server answers every request for the
 * portal during a rebuild, a page loaded before the swap still gets its chunks, and a build with unchanged
 * sources does nothing. This test rebuilds the checkout's portal for real.
 */
import { execFile } from 'node:child_process';
import { readlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { rawGet } from '../support/http.js';

const run = promisify(execFile);
const WEB = path.resolve(import.meta.dirname, '../../../web');
const DIST = path.join(WEB, 'dist');
const build = (...args: string[]) => run('npx', ['tsx', 'build-portal.ts', ...args], { cwd: WEB });

// Built before the app is made: a server made where no portal was built serves none (a checkout never built).
beforeAll(async () => {
  await build();
});
const t = useTestApp({ WEB_DIST: DIST });
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const get = async (urlPath: string) => {
  const { statusCode, body } = await rawGet(t.app, urlPath);
  return { status: statusCode, body };
};

/** The scripts and styles a page names. */
const assetsOf = (page: string): string[] => [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);

describe('the portal rebuilt under a running server', () => {
  // A whole production build of the portal runs inside: 12 s alone, a minute or more under CI's load.
  it('answers every request for the page and its assets while a new build is swapped in, and keeps the old assets', async () => {
    const before = await get('/');
    expect(before.status).toBe(200);
    const oldAssets = assetsOf(before.body);
    expect(oldAssets.length).toBeGreaterThan(0);

    const failures: string[] = [];
    let pages = 0;
    let building = true;
    const reader = (async () => {
      while (building) {
        const page = await get('/');
        pages += 1;
        if (page.status !== 200) failures.push(`/ ${page.status}`);
        for (const asset of assetsOf(page.body)) {
          const answer = await get(asset);
          if (answer.status !== 200) failures.push(`${asset} ${answer.status}`);
        }
      }
    })();
    const linkedBefore = await readlink(DIST);
    await build('--force').finally(() => (building = false));
    await reader;

    expect(failures).toEqual([]);
    expect(pages).toBeGreaterThan(1);
    expect(await readlink(DIST)).not.toBe(linkedBefore);
    const after = await get('/');
    expect(after.body).not.toBe(before.body);
    for (const asset of oldAssets) expect((await get(asset)).status, asset).toBe(200);
  }, 180_000);

  it('does not rebuild when the sources are unchanged', async () => {
    const linked = await readlink(DIST);
    const { stdout } = await build();
    expect(stdout).toContain('portal up to date');
    expect(await readlink(DIST)).toBe(linked);
  });
});
