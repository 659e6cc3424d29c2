import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hasVideoTools } from '../modules/library/media-tools/ffmpeg.js';
import { hasPdfTools } from '../modules/library/media-tools/pdf.js';
import { processMedia, type MediaFindings } from '../modules/library/processing/media-processing.js';
import { extensionOf } from '../modules/library/uploads/file-type-check.js';
import { SERVER_ROOT } from '../platform/paths.js';
import { createLocalStorage } from '../platform/storage/local-storage.js';
import { resolveKey } from '../platform/storage/keys.js';
import { makeDemoFiles, type DemoFile } from './demo-files.js';

/**
 * The demo library's files, drawn, encoded and processed once per version of the code that makes them, then kept in
 * apps/server/.cache/demo-library-<hash>/: the server's build makes them (`npm run build`), so that a first start
 * copies files instead of drawing pictures, encoding clips and making their thumbnails, renditions and page counts,
 * 2.6 of the 9 seconds it took (docs/performance.md, "A lighter embedded start"). Processed by the processing job's
 * own function (processMedia), into a store of the cache's own.
 */
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
type StoredDerived = Omit<DerivedFile, 'path'> & { file: string };
interface Manifest {
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
  'src/seed/library-files.ts',
  'src/seed/movement-figures.ts',
  'src/seed/movement-poses.ts',
  'src/modules/library/processing/media-processing.ts',
  'src/modules/library/media-tools',
];

/** The cache's folder: the code that makes the files, and the tools found (a clip is made only with ffmpeg). */
async function cacheDir(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`ffmpeg:${await hasVideoTools()} poppler:${await hasPdfTools()} node:${process.versions.node}\0`);
  const files = async (entry: string): Promise<string[]> => {
    const full = path.join(SERVER_ROOT, entry);
    if (entry.endsWith('.ts')) return existsSync(full) ? [entry] : [];
    return (await readdir(full)).sort().map((name) => path.join(entry, name));
  };
  for (const entry of MADE_BY) {
    for (const file of await files(entry))
      hash
        .update(file)
        .update('\0')
        .update(await readFile(path.join(SERVER_ROOT, file)));
  }
  return path.join(CACHE, `demo-library-${hash.digest('hex').slice(0, 16)}`);
}

let prepared: Promise<PreparedFile[]> | null = null;

/** The prepared files, from the cache, made first where it is missing (a start without a build, a test run). */
export function demoLibrary(): Promise<PreparedFile[]> {
  prepared ??= ensureDemoLibrary().catch((err: unknown) => {
    prepared = null;
    throw err;
  });
  return prepared;
}

/** Makes the cache when it is missing: written beside, then renamed, so a reader never sees half of it. */
export async function ensureDemoLibrary(): Promise<PreparedFile[]> {
  const dir = await cacheDir();
  if (!existsSync(path.join(dir, 'manifest.json'))) {
    await mkdir(CACHE, { recursive: true });
    const staging = await mkdtemp(`${dir}.${process.pid}.`);
    try {
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

async function readManifest(dir: string): Promise<PreparedFile[]> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const derived = (file: StoredDerived | null): DerivedFile | null =>
    file && { path: path.join(dir, file.file), suffix: file.suffix, contentType: file.contentType };
  return manifest.files.map((file) => ({
    ...file,
    original: path.join(dir, file.original),
    thumbnail: derived(file.thumbnail),
    rendition: derived(file.rendition),
  }));
}

/** Draws the files and processes them (all at once: they are small), as the processing job would. */
async function makeInto(dir: string): Promise<void> {
  const store = path.join(dir, 'store');
  const storage = createLocalStorage(store);
  await mkdir(path.join(dir, 'originals'));
  const files = await makeDemoFiles();
  const entries = await Promise.all(
    files.map(async ({ bytes, ...file }, i) => {
      const extension = extensionOf(file.name);
      const original = path.join('originals', `${i}.${extension}`);
      await writeFile(path.join(dir, original), bytes);
      const tmpDir = await mkdtemp(path.join(dir, 'work-'));
      const keyBase = `demo/${i}`;
      try {
        const found = await processMedia({
          storage,
          fileTypeId: file.fileTypeId,
          contentType: file.contentType,
          original: path.join(dir, original),
          originalSize: bytes.length,
          extension,
          tmpDir,
          keyBase,
          compress: false,
        });
        const derived = async (key: string | undefined): Promise<StoredDerived | null> => {
          if (!key) return null;
          const stat = await storage.stat(key);
          return {
            file: path.relative(dir, resolveKey(store, key)),
            suffix: key.slice(keyBase.length),
            contentType: stat!.contentType,
          };
        };
        const { status, note, width, height, durationSeconds, pageCount } = found;
        return {
          ...file,
          original,
          size: bytes.length,
          findings: { status, note, width, height, durationSeconds, pageCount },
          thumbnail: await derived(found.thumbnailKey),
          rendition: await derived(found.renditionKey),
        };
      } finally {
        await rm(tmpDir, { recursive: true, force: true });
      }
    }),
  );
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ files: entries }, null, 1));
}
