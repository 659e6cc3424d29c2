/**
 * `npm start`'s server (build-server.ts): a module the sources import when first used stays a chunk of its own, so
 * its packages are not imported at every start (issue 31, item 6: the idle memory of a quiet server). Bundled into
 * one file, a dynamic import of our own module became part of the entry and its packages static imports of it.
 * This test builds the checkout's server for real and reads what the entry loads before it runs a line.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SERVER = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(SERVER, 'dist');

/**
 * Packages a quiet embedded server never needs: loaded with the first picture, sign-in, print, mail, queue, backup or
 * export, or where a PostgreSQL server is configured.
 */
const LOADED_WHEN_USED = [
  'oidc-provider',
  'sharp',
  'bullmq',
  'ioredis',
  '@aws-sdk/client-s3',
  'exceljs',
  'pdfmake',
  'nodemailer',
  'qrcode',
  'pg',
  'tar',
  'yazl',
];

const staticImportsOf = (code: string) =>
  [...code.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"/gm)].map((m) => (m[1] ?? m[2])!);
const dynamicImportsOf = (code: string) => [...code.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1]!);

/** Every file and package files load with them (the start's: the entry and the app's chunk): static imports, and theirs. */
async function loadedWith(entries: string[]): Promise<{ files: string[]; packages: Set<string> }> {
  const files: string[] = [];
  const packages = new Set<string>();
  const visit = async (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    for (const specifier of staticImportsOf(await readFile(file, 'utf8'))) {
      if (specifier.startsWith('.')) await visit(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  for (const entry of entries) await visit(entry);
  return { files, packages };
}

beforeAll(async () => {
  await run('npx', ['tsx', 'build-server.ts'], { cwd: SERVER });
}, 120_000);

describe('the built server', () => {
  it('imports the packages a quiet server never uses only when first used, from chunks that exist', async () => {
    // A start loads the entry and, while its database opens, the app's code (main.ts): both are what every start loads.
    const entry = path.join(DIST, 'main.mjs');
    const appChunk = dynamicImportsOf(await readFile(entry, 'utf8')).find((specifier) =>
      /\/app-\w+\.mjs$/.test(specifier),
    );
    expect(appChunk).toBeDefined();
    const { files, packages } = await loadedWith([entry, path.resolve(DIST, appChunk!)]);
    expect(packages.has('fastify')).toBe(true);
    expect(packages.has('@electric-sql/pglite')).toBe(true);
    for (const name of LOADED_WHEN_USED) expect(packages, name).not.toContain(name);

    const lazyChunks = (
      await Promise.all(
        files.map(async (file) =>
          dynamicImportsOf(await readFile(file, 'utf8'))
            .filter((specifier) => specifier.startsWith('.'))
            .map((specifier) => path.resolve(path.dirname(file), specifier)),
        ),
      )
    ).flat();
    // The demo seed and S3's storage at least, each loaded only where it is used.
    expect(lazyChunks.some((chunk) => /seed-\w+\.mjs$/.test(chunk))).toBe(true);
    expect(lazyChunks.some((chunk) => /s3-storage-\w+\.mjs$/.test(chunk))).toBe(true);
    for (const chunk of lazyChunks) expect(existsSync(chunk), chunk).toBe(true);

    // A first start seeds the demo from the build's drawings (seed/demo-library.ts): what draws them stays apart.
    const seed = lazyChunks.find((chunk) => /seed-\w+\.mjs$/.test(chunk))!;
    expect((await loadedWith([seed])).packages).not.toContain('sharp');
  });

  it('lists the chunks of the build, each of them present (what the next build keeps for a running server)', async () => {
    const listed = (await readFile(path.join(DIST, 'chunks.list'), 'utf8')).split('\n').filter(Boolean);
    expect(listed.length).toBeGreaterThan(0);
    for (const name of listed) expect(existsSync(path.join(DIST, 'chunks', name)), name).toBe(true);
  });
});
