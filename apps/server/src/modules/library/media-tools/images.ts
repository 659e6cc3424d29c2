import { loadSharp } from '../../../platform/images/sharp.js';

/** Decompression bombs: a small file may claim billions of pixels. 100 MP covers any camera. */
export const MAX_INPUT_PIXELS = 100_000_000;
/** Thumbnails (images, video posters, PDF first pages): WebP, the longer side at most 480 px. */
export const THUMBNAIL_PX = 480;
/** Images sent with compress: scaled down to 2048 px at most. */
export const COMPRESSED_PX = 2048;

export interface ImageInfo {
  format: string;
  /** As shown (EXIF orientation applied). */
  width: number;
  height: number;
}

const open = async (input: string | Buffer) =>
  (await loadSharp())(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

/** What the image is and its size as shown; throws when sharp cannot read it. */
export async function imageInfo(file: string): Promise<ImageInfo> {
  const meta = await (await open(file)).metadata();
  const shown = meta.autoOrient ?? { width: meta.width, height: meta.height };
  if (!meta.format || !shown.width || !shown.height) throw new Error('not an image');
  return { format: meta.format, width: shown.width, height: shown.height };
}

/**
 * The library's one thumbnail pipeline (processing and PUT .../thumbnail alike): a WebP of a picture
 * (a GIF's first frame), turned upright, never enlarged.
 */
export const thumbnailOf = async (input: string | Buffer) =>
  (await open(input))
    .rotate()
    .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 });

/** A WebP thumbnail of a picture file, written to `out`. */
export async function writeThumbnail(file: string, out: string): Promise<void> {
  await (await thumbnailOf(file)).toFile(out);
}

/**
 * The picture scaled to COMPRESSED_PX at most and encoded again in its own format (JPEG or PNG), so
 * its name still tells the truth. Answers the new size, or null when nothing would be gained (a GIF
 * keeps its animation; a small, well-compressed file stays as it is).
 */
export async function writeCompressed(
  file: string,
  out: string,
  info: ImageInfo,
  originalBytes: number,
): Promise<{ width: number; height: number; size: number } | null> {
  if (info.format !== 'jpeg' && info.format !== 'png') return null;
  const image = (await open(file))
    .rotate()
    .resize(COMPRESSED_PX, COMPRESSED_PX, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    info.format === 'jpeg'
      ? image.jpeg({ quality: 82, mozjpeg: true })
      : image.png({ compressionLevel: 9, adaptiveFiltering: true });
  const result = await encoded.toFile(out);
  const smaller = result.size < originalBytes;
  const scaled = result.width < info.width || result.height < info.height;
  return smaller || scaled ? { width: result.width, height: result.height, size: result.size } : null;
}
