import type { FileTypeId } from '@stride/contracts';

/* The demo library's names; what draws its files is demo-library-make.ts, loaded only when they are made. */

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
