import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { guardedFile, multipartFailure } from '../http/multipart.js';
import { ErrorCode } from '@stride/contracts';
import { badRequest, HttpError, payloadTooLarge } from '../http/errors.js';
import type { FileStorage } from '../storage/storage.js';
import { loadSharp } from './sharp.js';

/**
 * A picture is decoded in memory by sharp whatever we do, so its upload is capped well below the
 * 1 GB of other files: a phone photo is a few megabytes.
 */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
/** Decompression bombs: a 20 MB file may claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const PICTURE_PX = 256;
const THUMB_PX = 96;
/** Raster formats people upload; SVG and PDF are refused (scripts, fonts, pages). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface Picture {
  /** 256 px square WebP, for the store. */
  data: Buffer;
  /** 96 px square WebP as base64: small enough to travel inline in every response. */
  thumbBase64: string;
}

const notAnImage = () =>
  new HttpError(
    415,
    ErrorCode.UnsupportedMediaType,
    'This file is not a picture we can read. Use a PNG, JPEG, WebP or GIF image.',
    [{ path: 'file', message: 'Not an image' }],
  );

/** The data URL of a stored thumbnail, or null. */
export const thumbnailDataUrl = (thumbBase64: string | null) =>
  thumbBase64 ? `data:image/webp;base64,${thumbBase64}` : null;

async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw payloadTooLarge(maxBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Checks the bytes (not the name or the claimed type) and makes the picture and its thumbnail. */
export async function makePicture(bytes: Buffer): Promise<Picture> {
  // sharp throws at once (not in its promise) for an empty buffer.
  if (!bytes.length) throw notAnImage();
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  try {
    // rotate() applies the EXIF orientation of phone photos before the metadata is dropped.
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const [data, thumb] = await Promise.all([
      image.clone().resize(PICTURE_PX, PICTURE_PX, { fit: 'cover' }).webp({ quality: 85 }).toBuffer(),
      image.clone().resize(THUMB_PX, THUMB_PX, { fit: 'cover' }).webp({ quality: 70 }).toBuffer(),
    ]);
    return { data, thumbBase64: thumb.toString('base64') };
  } catch {
    // A truncated or corrupt file gets past the header check and fails here.
    throw notAnImage();
  }
}

/** The one file of a multipart request, checked and resized: 415 when not multipart or not an image. */
export async function readPictureUpload(req: FastifyRequest): Promise<Picture> {
  if (!req.isMultipart()) {
    throw new HttpError(415, ErrorCode.UnsupportedMediaType, 'Send the picture as multipart/form-data.');
  }
  let bytes: Buffer;
  try {
    const file = await req.file();
    if (!file) throw badRequest('Choose a picture to upload.', [{ path: 'file', message: 'Required' }]);
    bytes = await readLimited(guardedFile(file.file), MAX_PICTURE_BYTES);
  } catch (err) {
    throw multipartFailure(err);
  }
  return makePicture(bytes);
}

/** Stores a picture under the tenant's folder for its owner; answers the storage key. */
export async function storePicture(
  storage: FileStorage,
  owner: { tenantId: string; kind: 'companies' | 'profiles'; id: number },
  picture: Picture,
): Promise<string> {
  const key = `${owner.tenantId}/pictures/${owner.kind}/${owner.id}/${randomUUID()}.webp`;
  await storage.put(key, Readable.from([picture.data]), { contentType: 'image/webp' });
  return key;
}

/** Best effort: a picture left behind costs a few kilobytes, never a failed request. */
export async function discardPicture(storage: FileStorage, key: string | null | undefined): Promise<void> {
  if (key) await storage.delete(key).catch(() => undefined);
}

/** Where a replacing picture goes, and the two steps around its upload (each in its own short transaction). */
export interface PictureReplacement<R> {
  owner: { tenantId: string; kind: 'companies' | 'profiles'; id: number };
  /** Refuses before the upload is read (who may change it, whether it exists). */
  check: () => Promise<unknown>;
  /** Saves the stored picture on its record (If-Match); answers the record and the picture it replaced. */
  save: (picture: { key: string; thumbBase64: string }) => Promise<{ result: R; previousKey: string | null }>;
}

/**
 * A picture that replaces a record's (PUT /profiles/{id}/picture, /practices/{id}/picture): checked first, read
 * and stored, then saved; the replaced file is removed after the save, the new one when the save fails.
 */
export async function replacePicture<R>(
  storage: FileStorage,
  req: FastifyRequest,
  { owner, check, save }: PictureReplacement<R>,
): Promise<R> {
  await check();
  const picture = await readPictureUpload(req);
  const key = await storePicture(storage, owner, picture);
  try {
    const { result, previousKey } = await save({ key, thumbBase64: picture.thumbBase64 });
    await discardPicture(storage, previousKey);
    return result;
  } catch (err) {
    await discardPicture(storage, key);
    throw err;
  }
}
