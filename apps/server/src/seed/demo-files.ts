import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileType, type FileTypeId } from '@stride/contracts';
import { hasVideoTools } from '../modules/library/media-tools/ffmpeg.js';
import { drawAnimatedGif, drawPicture, writePdf } from './library-files.js';
import { animateMovement, DRAWN_EXERCISES, drawMovement, movementClip } from './movement-figures.js';

export type Folder = 'Exercises' | 'Nutrition' | 'Movements';
/** The starter exercises' drawings and clips: a folder inside Exercises, so the demo's own files stay few there. */
export const MOVEMENTS_FOLDER = 'Movements';
/** The exercises whose clip is made where ffmpeg is installed (each a few hundred milliseconds to encode). */
export const CLIPPED_EXERCISES = ['Bodyweight squat', 'Glute bridge', 'Wall push-up'];
/** A clip's title in the library. */
export const clipTitle = (exercise: string) => `${exercise} (video)`;

export interface DemoFile {
  title: string;
  name: string;
  folder: Folder;
  fileTypeId: FileTypeId;
  contentType: string;
  labels: string[];
  bytes: Buffer;
}

/** The demo library's files, drawn and encoded (the videos only where ffmpeg is installed). */
export async function makeDemoFiles(): Promise<DemoFile[]> {
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
