/**
 * `npm run build -w apps/server`: the server as JavaScript, dist/main.mjs and the chunks it imports when first
 * needed (dist/chunks/), for `npm start` and production. A start then runs plain JavaScript: no TypeScript
 * compiled at run time (tsx's loader and its copies of every module cost about 55 MB and seconds of CPU at each
 * start). Our code and the contracts are bundled; packages stay in node_modules. A module the sources import
 * when first used (the demo seed, Redis's queue, S3, sharp's callers) stays a chunk of its own: bundled into the
 * entry, its packages would be imported at every start (docs/performance.md, "A lighter embedded start").
 * Built only when the sources changed. Chunks are named by their content and written first, the entry renamed
 * over the old one last, so a running server (which may still import its own chunks, kept for one build more)
 * and a second start never see half a build (docs/decisions.md, "Operations: a lighter start").
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { sourcesHash } from '../../tools/sources-hash.js';
import { ensureProductContent } from './src/modules/index.js';
import { ensureMigratedTemplate } from './src/platform/db/template.js';
import { ensureDemoLibrary } from './src/seed/demo-library.js';

const SERVER = import.meta.dirname;
const ROOT = path.resolve(SERVER, '../..');
const DIST = path.join(SERVER, 'dist');
const OUT = path.join(DIST, 'main.mjs');
const STAMP = path.join(DIST, 'main.sources');
const CHUNKS = path.join(DIST, 'chunks');
/** The chunks of the last build, one name a line: a server started from it may still import them. */
const CHUNK_LIST = path.join(DIST, 'chunks.list');
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
  await ensureMigratedTemplate(ensureProductContent);
  // The demo library's files drawn and processed (src/seed/demo-library.ts): once per version of what makes them.
  await ensureDemoLibrary();
  const sources = await sourcesHash(ROOT, SOURCES);
  const built = existsSync(OUT) ? await readFile(STAMP, 'utf8').catch(() => '') : '';
  if (built === sources && !process.argv.includes('--force')) {
    console.log('server up to date (dist/main.mjs): not rebuilt');
    return;
  }
  // The contracts are TypeScript sources: bundled. Every other package is imported from node_modules.
  const external = [...(await packagesOf(SERVER)), ...(await packagesOf(path.join(ROOT, 'packages/contracts')))];
  const { outputFiles } = await build({
    entryPoints: { main: path.join(SERVER, 'src/main.ts') },
    outdir: DIST,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: external.filter((name) => name !== '@stride/contracts'),
    keepNames: true,
    logLevel: 'warning',
    write: false,
  });
  await mkdir(CHUNKS, { recursive: true });
  const chunks = outputFiles.filter((file) => file.path !== OUT);
  // A chunk's name is its content's hash: one already there is this very file.
  await Promise.all(
    chunks.filter((file) => !existsSync(file.path)).map((file) => writeAtomically(file.path, file.contents)),
  );
  const entry = outputFiles.find((file) => file.path === OUT)!;
  const names = chunks.map((file) => path.basename(file.path));
  const previous = (await readFile(CHUNK_LIST, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  await writeAtomically(OUT, entry.contents);
  await writeFile(STAMP, sources);
  await writeFile(CHUNK_LIST, names.join('\n'));
  const keep = new Set([...names, ...previous]);
  const stale = (await readdir(CHUNKS)).filter((name) => !keep.has(name));
  await Promise.all(stale.map((name) => rm(path.join(CHUNKS, name), { force: true })));
  console.log(`server built: dist/main.mjs and ${chunks.length} chunks`);
}

async function writeAtomically(file: string, contents: Uint8Array): Promise<void> {
  const staging = `${file}.${process.pid}.tmp`;
  await writeFile(staging, contents);
  await rename(staging, file);
}

await main();
