import { createReadStream } from 'node:fs';
import path from 'node:path';
import { FileType, type FileTypeId } from '@stride/contracts';
import type { FileStorage } from '../../../platform/storage/storage.js';
import {
  extractPoster,
  hasVideoTools,
  isWebPlayable,
  makeRendition,
  probe,
  type Probe,
} from '../media-tools/ffmpeg.js';
import { imageInfo, THUMBNAIL_PX, writeCompressed, writeThumbnail } from '../media-tools/images.js';
import { countPdfPages, hasPdfTools, pdfPageCount, renderFirstPage } from '../media-tools/pdf.js';
import { ToolError } from '../../../platform/tools.js';

export const NO_FFMPEG_NOTE =
  'Video tools (ffmpeg) are not installed on the server: the original file plays as uploaded.';
export const NO_POPPLER_NOTE =
  'PDF tools (poppler-utils) are not installed on the server: the document has no preview image.';

/** What processing found, to be written on the resource. Keys are only set when something was made. */
export interface MediaFindings {
  status: 'ready' | 'failed';
  note: string | null;
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
  pageCount?: number | null;
  thumbnailKey?: string;
  renditionKey?: string;
  /** compress replaced the original: its new key, size and dimensions. */
  replacedOriginal?: { key: string; size: number };
  /** Every key written, so that they can be removed if the resource went meanwhile. */
  written: string[];
}

/** One resource's work: its file copied to a private folder, and where its outputs go. */
export interface MediaWork {
  storage: FileStorage;
  fileTypeId: FileTypeId;
  contentType: string;
  /** The original file, as a path (copied out of the store, local or S3 alike). */
  original: string;
  originalSize: number;
  /** The original's extension (lower case), for a compressed copy of the same kind. */
  extension: string;
  /** A folder of this run only, removed afterwards. */
  tmpDir: string;
  /** `<tenant>/library/<resourceId>`: thumbnails and renditions go under it, the same keys every run. */
  keyBase: string;
  compress: boolean;
}

const describe = (err: unknown) =>
  err instanceof ToolError ? err.reason : err instanceof Error ? err.message : String(err);

async function putFile(work: MediaWork, found: MediaFindings, key: string, file: string, contentType: string) {
  const stored = await work.storage.put(key, createReadStream(file), { contentType });
  found.written.push(key);
  return stored;
}

/** Thumbnails, durations, renditions and page counts, by file type. */
export function processMedia(work: MediaWork): Promise<MediaFindings> {
  if (work.fileTypeId === FileType.Image) return processImage(work);
  if (work.fileTypeId === FileType.Video) return processVideo(work);
  return processPdf(work);
}

async function processImage(work: MediaWork): Promise<MediaFindings> {
  const found: MediaFindings = { status: 'ready', note: null, written: [] };
  const thumb = path.join(work.tmpDir, 'thumb.webp');
  let info;
  try {
    info = await imageInfo(work.original);
    await writeThumbnail(work.original, thumb);
  } catch (err) {
    return { ...found, status: 'failed', note: `The image could not be read: ${describe(err)}` };
  }
  found.thumbnailKey = `${work.keyBase}/thumb.webp`;
  await putFile(work, found, found.thumbnailKey, thumb, 'image/webp');
  found.width = info.width;
  found.height = info.height;
  if (work.compress) {
    const out = path.join(work.tmpDir, `compressed.${work.extension}`);
    const smaller = await writeCompressed(work.original, out, info, work.originalSize);
    if (smaller) {
      const key = `${work.keyBase}/compressed.${work.extension}`;
      await putFile(work, found, key, out, work.contentType);
      found.replacedOriginal = { key, size: smaller.size };
      found.width = smaller.width;
      found.height = smaller.height;
    }
  }
  return found;
}

/** The container browsers may play as it is, from the type the bytes showed. */
const containerOf = (contentType: string) =>
  ['video/mp4', 'video/x-m4v', 'audio/mp4'].includes(contentType)
    ? 'mp4'
    : contentType === 'video/webm'
      ? 'webm'
      : 'other';

async function processVideo(work: MediaWork): Promise<MediaFindings> {
  const found: MediaFindings = { status: 'ready', note: null, written: [] };
  if (!(await hasVideoTools())) return { ...found, note: NO_FFMPEG_NOTE };
  let media: Probe;
  try {
    media = await probe(work.original);
  } catch (err) {
    return { ...found, status: 'failed', note: `The video could not be read: ${describe(err)}` };
  }
  if (!media.video && !media.audio) {
    return { ...found, status: 'failed', note: 'The file has neither pictures nor sound that could be read.' };
  }
  found.durationSeconds = media.durationSeconds;
  found.width = media.video?.width ?? null;
  found.height = media.video?.height ?? null;
  const notes: string[] = [];
  if (media.video) {
    try {
      const poster = path.join(work.tmpDir, 'poster.png');
      const thumb = path.join(work.tmpDir, 'thumb.webp');
      await extractPoster(work.original, poster, media);
      await writeThumbnail(poster, thumb);
      found.thumbnailKey = `${work.keyBase}/thumb.webp`;
      await putFile(work, found, found.thumbnailKey, thumb, 'image/webp');
    } catch (err) {
      if (!(err instanceof ToolError)) throw err;
      notes.push(`No poster frame could be taken: ${err.reason}`);
    }
  }
  if (!isWebPlayable(containerOf(work.contentType), media)) {
    try {
      const out = path.join(work.tmpDir, 'web.mp4');
      await makeRendition(work.original, out, media);
      found.renditionKey = `${work.keyBase}/web.mp4`;
      await putFile(work, found, found.renditionKey, out, 'video/mp4');
    } catch (err) {
      if (!(err instanceof ToolError)) throw err;
      return { ...found, status: 'failed', note: `The video could not be converted for the web: ${err.reason}` };
    }
  }
  return { ...found, note: notes.length ? notes.join(' ') : null };
}

async function processPdf(work: MediaWork): Promise<MediaFindings> {
  const found: MediaFindings = { status: 'ready', note: null, written: [] };
  if (!(await hasPdfTools())) {
    found.pageCount = await countPdfPages(work.original);
    const unknown = found.pageCount === null ? ' Its page count could not be read either.' : '';
    return { ...found, note: `${NO_POPPLER_NOTE}${unknown}` };
  }
  try {
    found.pageCount = await pdfPageCount(work.original);
  } catch (err) {
    return { ...found, status: 'failed', note: `The PDF could not be read: ${describe(err)}` };
  }
  try {
    const page = await renderFirstPage(work.original, path.join(work.tmpDir, 'page'), THUMBNAIL_PX);
    const thumb = path.join(work.tmpDir, 'thumb.webp');
    await writeThumbnail(page, thumb);
    found.thumbnailKey = `${work.keyBase}/thumb.webp`;
    await putFile(work, found, found.thumbnailKey, thumb, 'image/webp');
  } catch (err) {
    if (!(err instanceof ToolError)) throw err;
    found.note = `No preview image could be made: ${err.reason}`;
  }
  return found;
}
