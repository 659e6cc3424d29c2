import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileType } from '@stride/contracts';
import { hasVideoTools } from '../modules/library/media-tools/ffmpeg.js';
import { processMedia } from '../modules/library/processing/media-processing.js';
import { renderStaticPicture, STATIC_MEDIA_NAMES } from '../modules/library/static-media.js';
import { extensionOf } from '../modules/library/uploads/file-type-check.js';
import { makePicture } from '../platform/images/picture.js';
import { createLocalStorage } from '../platform/storage/local-storage.js';
import { resolveKey } from '../platform/storage/keys.js';
import { CLIPPED_EXERCISES, clipTitle, MOVEMENTS_FOLDER, type DemoFile, type Folder } from './demo-files.js';
import type { Manifest, StoredDerived } from './demo-library.js';
import { drawAnimatedGif, drawPicture, writePdf } from './library-files.js';
import { animateMovement, DRAWN_EXERCISES, drawMovement, movementClip } from './movement-figures.js';

/*
 * What makes the demo library's cache (demo-library.ts): sharp, ffmpeg and poppler at work. Imported only when the
 * cache is missing, so that a start which finds it loads none of them.
 */

/** Profile pictures made: more than the demo's people who have one in a tenant (its participant and advisors). */
const PICTURES = 6;

/** Draws the files and processes them (all at once: they are small), as the processing job would. */
export async function makeInto(dir: string): Promise<void> {
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
  const manifest: Manifest = { files: entries, ...(await makePicturesInto(dir)) };
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1));
}

/** The profile pictures (soft shapes, one hue each) and the stock pictures, as their own functions make them. */
async function makePicturesInto(dir: string): Promise<Pick<Manifest, 'pictures' | 'stockPictures'>> {
  await mkdir(path.join(dir, 'pictures'));
  const pictures = await Promise.all(
    Array.from({ length: PICTURES }, async (_, i) => {
      const picture = await makePicture(
        await drawPicture('png', { width: 256, height: 256, hue: (i * 67 + 20) % 360 }),
      );
      const file = path.join('pictures', `profile-${i}.webp`);
      await writeFile(path.join(dir, file), picture.data);
      return { path: file, thumbBase64: picture.thumbBase64 };
    }),
  );
  const stock = await Promise.all(
    STATIC_MEDIA_NAMES.map(async (name) => {
      const file = path.join('pictures', `stock-${name.toLowerCase()}.webp`);
      await writeFile(path.join(dir, file), await renderStaticPicture(name));
      return [name, file] as const;
    }),
  );
  return { pictures, stockPictures: Object.fromEntries(stock) };
}

/** The demo library's files, drawn and encoded (the videos only where ffmpeg is installed). */
async function makeDemoFiles(): Promise<DemoFile[]> {
  const image = (
    title: string,
    name: string,
    folder: Folder,
    contentType: string,
    bytes: Buffer,
    labels: string[],
  ) => ({
    title,
    name,
    folder,
    fileTypeId: FileType.Image,
    contentType,
    labels,
    bytes,
  });
  const pdf = (title: string, name: string, folder: Folder, pages: string[][], labels: string[]) => ({
    title,
    name,
    folder,
    fileTypeId: FileType.Pdf,
    contentType: 'application/pdf',
    labels,
    bytes: writePdf(pages),
  });
  const files: DemoFile[] = [
    image('Morning stretch', 'morning-stretch.png', 'Exercises', 'image/png', await drawMovement('Chest opener', 190), [
      'stretching',
      'morning',
    ]),
    image('Breathing rhythm', 'breathing-rhythm.gif', 'Exercises', 'image/gif', await drawAnimatedGif(), ['breathing']),
    image('Balanced plate', 'balanced-plate.jpg', 'Nutrition', 'image/jpeg', await drawPicture('jpeg', { hue: 30 }), [
      'meals',
    ]),
    image('Hydration reminder', 'hydration.jpg', 'Nutrition', 'image/jpeg', await drawPicture('jpeg', { hue: 170 }), [
      'water',
    ]),
    pdf(
      'Weekly meal plan',
      'weekly-meal-plan.pdf',
      'Nutrition',
      [
        [
          'Weekly meal plan',
          'Monday: oatmeal with berries; lentil soup; grilled fish and greens.',
          'Tuesday: yogurt and nuts; chicken salad; vegetable stir-fry.',
        ],
        ['Shopping list', 'Oats, berries, lentils, fish, leafy greens, yogurt, nuts, chicken, vegetables.'],
      ],
      ['meals', 'planning'],
    ),
    pdf(
      'Exercise guide',
      'exercise-guide.pdf',
      'Exercises',
      [
        ['Exercise guide', 'Warm up for five minutes before every session.'],
        ['Strength', 'Squats, wall push-ups and bridges: two sets of ten.'],
        ['Cool down', 'Stretch each muscle group for thirty seconds.'],
      ],
      ['guide'],
    ),
  ];
  if (await hasVideoTools()) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'stride-seed-'));
    try {
      const out = path.join(dir, 'warm-up.mp4');
      await animateMovement('Marching in place', out, 160);
      files.push({
        title: 'Warm-up routine',
        name: 'warm-up.mp4',
        folder: 'Exercises',
        fileTypeId: FileType.Video,
        contentType: 'video/mp4',
        labels: ['warm-up'],
        bytes: await readFile(out),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    for (const exercise of CLIPPED_EXERCISES) {
      files.push({
        title: clipTitle(exercise),
        name: `${slug(exercise)}.mp4`,
        folder: MOVEMENTS_FOLDER,
        fileTypeId: FileType.Video,
        contentType: 'video/mp4',
        labels: ['movement', 'video'],
        bytes: await movementClip(exercise, 200),
      });
    }
  }
  const drawings = await Promise.all(DRAWN_EXERCISES.map((title) => drawMovement(title, 200)));
  DRAWN_EXERCISES.forEach((title, i) =>
    files.push(image(title, `${slug(title)}.png`, MOVEMENTS_FOLDER, 'image/png', drawings[i]!, ['movement'])),
  );
  return files;
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
