/**
 * `npm run build -w apps/server`: the server as one JavaScript file, dist/main.mjs, for `npm start` and
 * production. A start then runs plain JavaScript: no TypeScript compiled at run time (tsx's loader and its
 * copies of every module cost about 55 MB and seconds of CPU at each start). Our code and the contracts are
 * bundled; packages stay in node_modules, imported as they are (several only when first used). Built only when
 * the sources changed, and written beside the old file then renamed over it, so a running server (which has
 * read its file) and a second start never see half a file (docs/decisions.md, "Operations: a lighter start").
 */
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { sourcesHash } from '../../tools/sources-hash.js';
import { ensureMigratedTemplate } from './src/platform/db/template.js';

const SERVER = import.meta.dirname;
const ROOT = path.resolve(SERVER, '../..');
const OUT = path.join(SERVER, 'dist', 'main.mjs');
const STAMP = path.join(SERVER, 'dist', 'main.sources');
const SOURCES = [
  path.join(SERVER, 'src'),
  path.join(SERVER, 'package.json'),
  path.join(SERVER, 'build-server.ts'),
  path.join(ROOT, 'packages/contracts/src'),
  path.join(ROOT, 'packages/contracts/package.json'),
  path.join(ROOT, 'package-lock.json'),
];

async function packagesOf(dir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {});
}

async function main(): Promise<void> {
  // The embedded database's migrated template, for a first start (src/platform/db/template.ts): once per migrations.
  await ensureMigratedTemplate();
  const sources = await sourcesHash(ROOT, SOURCES);
  const built = existsSync(OUT) ? await readFile(STAMP, 'utf8').catch(() => '') : '';
  if (built === sources && !process.argv.includes('--force')) {
    console.log('server up to date (dist/main.mjs): not rebuilt');
    return;
  }
  // The contracts are TypeScript sources: bundled. Every other package is imported from node_modules.
  const external = [...(await packagesOf(SERVER)), ...(await packagesOf(path.join(ROOT, 'packages/contracts')))];
  const staging = `${OUT}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(SERVER, 'src/main.ts')],
    outfile: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: external.filter((name) => name !== '@stride/contracts'),
    keepNames: true,
    logLevel: 'warning',
  });
  await rename(staging, OUT);
  await writeFile(STAMP, sources);
  console.log('server built: dist/main.mjs');
}

await main();
