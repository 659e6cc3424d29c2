/**
 * `npm run build`: builds the portal only when its sources changed, and swaps the new build in atomically.
 *
 * apps/web/dist is a symbolic link to .builds/<hash of the sources>. A build is written to a directory of its
 * own and the link replaced by rename(2), so a running server (which looks files up per request through dist)
 * sees the old build or the new one, never a half-written one, and a second `npm start` from the same checkout
 * does not rebuild what is there already (docs/decisions.md, "Operations: starting is safe to repeat").
 * The previous build's hashed assets are linked into the new one, so a page loaded before the swap can still
 * fetch the chunks it names. `--force` builds even when nothing changed.
 */
import { existsSync } from 'node:fs';
import { copyFile, link, lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourcesHash } from '../../tools/sources-hash.js';

const WEB = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(WEB, '../..');
const DIST = path.join(WEB, 'dist');
const BUILDS = path.join(WEB, '.builds');

const SOURCES = [
  path.join(WEB, 'src'),
  path.join(WEB, 'public'),
  path.join(WEB, 'index.html'),
  path.join(WEB, 'vite.config.ts'),
  path.join(WEB, 'package.json'),
  path.join(ROOT, 'packages/contracts/src'),
  path.join(ROOT, 'packages/contracts/package.json'),
  path.join(ROOT, 'package-lock.json'),
];

/** Tests are not part of the bundle: changing one needs no build. */
const isTest = (name: string): boolean => /\.test\.tsx?$/.test(name) || name === 'test';

export const portalSourcesHash = async (): Promise<string> => (await sourcesHash(ROOT, SOURCES, isTest)).slice(0, 16);

/** The build dist points at now (`<hash>` or `<hash>-<forced at>`), if dist is such a link to a complete build. */
async function currentBuild(): Promise<string | null> {
  try {
    const dir = path.resolve(WEB, await readlink(DIST));
    return existsSync(path.join(dir, 'index.html')) ? path.basename(dir) : null;
  } catch {
    return null;
  }
}

/** Hard links (a copy where links cannot be made) of the previous build's hashed assets the new one lacks. */
async function keepPreviousAssets(previous: string | null, next: string): Promise<void> {
  if (!previous) return;
  const from = path.join(BUILDS, previous, 'assets');
  const to = path.join(next, 'assets');
  if (!existsSync(from)) return;
  await mkdir(to, { recursive: true });
  for (const name of await readdir(from)) {
    if (existsSync(path.join(to, name))) continue;
    await link(path.join(from, name), path.join(to, name)).catch(() =>
      copyFile(path.join(from, name), path.join(to, name)),
    );
  }
}

/** dist -> .builds/<hash>, replaced in one rename. A dist left as a real directory (older checkouts) goes first. */
async function pointDistAt(hash: string): Promise<void> {
  const stat = await lstat(DIST).catch(() => null);
  if (stat && !stat.isSymbolicLink()) await rm(DIST, { recursive: true, force: true });
  const next = `${DIST}.${process.pid}.link`;
  await rm(next, { force: true });
  await symlink(path.join('.builds', hash), next);
  await rename(next, DIST);
}

/** Builds other than these two go; so do staging directories a process left over an hour ago. */
async function prune(keep: Set<string>): Promise<void> {
  const hourAgo = Date.now() - 3600_000;
  for (const entry of await readdir(BUILDS, { withFileTypes: true })) {
    if (!entry.isDirectory() || keep.has(entry.name)) continue;
    const dir = path.join(BUILDS, entry.name);
    if (entry.name.startsWith('.tmp-') && (await lstat(dir)).mtimeMs > hourAgo) continue;
    await rm(dir, { recursive: true, force: true });
  }
}

async function build(outDir: string): Promise<void> {
  // As `vite build` from a shell: a test runner's NODE_ENV=test would bundle React's development build.
  process.env.NODE_ENV = 'production';
  const vite = await import('vite');
  await vite.build({ root: WEB, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const hash = await portalSourcesHash();
  const previous = await currentBuild();
  if (previous?.split('-')[0] === hash && !force) {
    console.log(`portal up to date (build ${hash}): not rebuilt`);
    return;
  }
  await mkdir(BUILDS, { recursive: true });
  // A forced build never overwrites the directory a running server may be serving: it gets a name of its own.
  const name = force ? `${hash}-${Date.now()}` : hash;
  const finished = path.join(BUILDS, name);
  if (!existsSync(path.join(finished, 'index.html'))) {
    const staging = path.join(BUILDS, `.tmp-${name}-${process.pid}`);
    await build(staging);
    await keepPreviousAssets(previous, staging);
    // Another `npm start` may have finished the same build meanwhile: then its copy stays and ours goes.
    await rename(staging, finished).catch(() => rm(staging, { recursive: true, force: true }));
  }
  await pointDistAt(name);
  await prune(new Set([name, ...(previous ? [previous] : [])]));
  console.log(`portal built (build ${name}) and swapped in`);
}

await main();
