import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, FileType, type FileTypeId } from '@stride/contracts';
import { HttpError } from '../../../platform/http/errors.js';
import { NotReadable } from './file-bytes.js';
import { checkPdf } from './pdf-check.js';
import { checkPicture } from './picture-check.js';
import { checkVideo } from './video-check.js';

const WHAT: Readonly<Record<FileTypeId, string>> = {
  [FileType.Image]: 'a picture',
  [FileType.Video]: 'a video or sound file',
  [FileType.Pdf]: 'a PDF document',
};

/** The 415 of a file whose first bytes named a type its whole content is not. */
export const unreadableContent = (fileTypeId: FileTypeId, why: string) =>
  new HttpError(415, ErrorCode.UnsupportedMediaType, `This file is not ${WHAT[fileTypeId]} we can read.`, [
    { path: 'file', message: why },
  ]);

/**
 * The whole file, once it has arrived and before it is stored (docs/security.md, "Uploads"): the first
 * bytes only chose the type (file-type-check.ts); here the content must be all of that type. Pictures
 * are decoded by sharp with nothing after their data, videos and sound files probed by ffprobe (none
 * taken without it), PDFs opened by pdf.js through their cross-reference table. A refusal is a 415 naming
 * what was wrong.
 */
export async function checkWholeFile(
  file: string,
  kind: { fileTypeId: FileTypeId; contentType: string },
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    if (kind.fileTypeId === FileType.Image) await checkPicture(file, kind.contentType);
    else if (kind.fileTypeId === FileType.Video) await checkVideo(file, kind.contentType, log);
    else await checkPdf(file);
  } catch (err) {
    if (err instanceof NotReadable) throw unreadableContent(kind.fileTypeId, err.message);
    throw err;
  }
}
