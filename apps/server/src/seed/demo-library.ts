import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { hasVideoTools } from '../modules/library/media-tools/ffmpeg.js';
import { hasPdfTools } from '../modules/library/media-tools/pdf.js';
import type { MediaFindings } from '../modules/library/processing/media-processing.js';
import { SERVER_ROOT } from '../platform/paths.js';
import { sourcesHash } from '../../../../tools/sources-hash.js';
import type { DemoFile } from './demo-files.js';

/**
 * The demo's files and pictures, drawn, encoded and processed once per version of the code that makes them, then kept
 * in apps/server/.cache/demo-library-<hash>/: the server's build makes them (`npm run build`), so that a first start
 * copies files instead of drawing pictures, encoding clips and making their thumbnails, renditions and page counts,
 * 2.6 of the 9 seconds it took, and never loads sharp (docs/performance.md, "A lighter embedded start"). Each is made
 * by the product's own function: the library's files by the processing job's (processMedia), the profile pictures
 * by an upload's (makePicture), the stock pictures by the one that draws them on first need (renderStaticPicture).
 */
export interface DemoLibrary {
  files: PreparedFile[];
  /** Profile pictures, as an upload's: the stored file and the thumbnail the record keeps. */
  pictures: { path: string; thumbBase64: string }[];
  /** The stock pictures' files, by name. */
  stockPictures: Record<string, string>;
}

export interface PreparedFile extends Omit<DemoFile, 'bytes'> {
  /** The original, a path in the cache. */
  original: string;
  size: number;
  findings: Pick<MediaFindings, 'status' | 'note' | 'width' | 'height' | 'durationSeconds' | 'pageCount'>;
  /** What processing made, each under `<resource's key base><suffix>` when stored for a tenant. */
  thumbnail: DerivedFile | null;
  rendition: DerivedFile | null;
}

export interface DerivedFile {
  path: string;
  /** The key's end after the resource's base (`/thumb.webp`). */
  suffix: string;
  contentType: string;
}

/** The cache's manifest.json: paths from the cache's folder. */
export type StoredDerived = Omit<DerivedFile, 'path'> & { file: string };
export interface Manifest extends Omit<DemoLibrary, 'files'> {
  files: (Omit<PreparedFile, 'thumbnail' | 'rendition'> & {
    thumbnail: StoredDerived | null;
    rendition: StoredDerived | null;
  })[];
}

const CACHE = path.join(SERVER_ROOT, '.cache');
/** What draws and processes the files: a change in any makes a new cache. */
const MADE_BY = [
  'src/seed/demo-files.ts',
  'src/seed/demo-library.ts',
  'src/seed/demo-library-make.ts',
  'src/seed/library-files.ts',
  'src/seed/movement-figures.ts',
  'src/seed/movement-poses.ts',
  'src/modules/library/processing/media-processing.ts',
  'src/modules/library/media-tools',
  'src/modules/library/static-media.ts',
  'src/platform/images/picture.ts',
];

/** The cache's folder: the code that makes the files, and the tools found (a clip is made only with ffmpeg). */
async function cacheDir(): Promise<string> {
  const tools = `ffmpeg:${await hasVideoTools()} poppler:${await hasPdfTools()} node:${process.versions.node}`;
  const code = await sourcesHash(
    SERVER_ROOT,
    MADE_BY.map((entry) => path.join(SERVER_ROOT, entry)),
  );
  const hash = createHash('sha256').update(tools).update('\0').update(code).digest('hex');
  return path.join(CACHE, `demo-library-${hash.slice(0, 16)}`);
}

let prepared: Promise<DemoLibrary> | null = null;

/** The prepared files, from the cache, made first where it is missing (a start without a build, a test run). */
export function demoLibrary(): Promise<DemoLibrary> {
  prepared ??= ensureDemoLibrary().catch((err: unknown) => {
    prepared = null;
    throw err;
  });
  return prepared;
}

/** Makes the cache when it is missing: written beside, then renamed, so a reader never sees half of it. */
export async function ensureDemoLibrary(): Promise<DemoLibrary> {
  const dir = await cacheDir();
  if (!existsSync(path.join(dir, 'manifest.json'))) {
    await mkdir(CACHE, { recursive: true });
    const staging = await mkdtemp(`${dir}.${process.pid}.`);
    try {
      const { makeInto } = await import('./demo-library-make.js');
      await makeInto(staging);
      await rename(staging, dir).catch((err: unknown) => {
        // Another process (a parallel build or test file) put its copy first: the same files.
        if (!existsSync(path.join(dir, 'manifest.json'))) throw err;
      });
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }
  return readManifest(dir);
}

async function readManifest(dir: string): Promise<DemoLibrary> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const derived = (file: StoredDerived | null): DerivedFile | null =>
    file && { path: path.join(dir, file.file), suffix: file.suffix, contentType: file.contentType };
  return {
    files: manifest.files.map((file) => ({
      ...file,
      original: path.join(dir, file.original),
      thumbnail: derived(file.thumbnail),
      rendition: derived(file.rendition),
    })),
    pictures: manifest.pictures.map((picture) => ({ ...picture, path: path.join(dir, picture.path) })),
    stockPictures: Object.fromEntries(
      Object.entries(manifest.stockPictures).map(([name, file]) => [name, path.join(dir, file)]),
    ),
  };
}
