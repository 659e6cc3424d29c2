import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@stride/contracts';
import { HttpError } from '../../../platform/http/errors.js';
import { probe } from '../media-tools/ffmpeg.js';
import { findTool, ToolError } from '../../../platform/tools.js';
import { FileBytes, NotReadable } from './file-bytes.js';

/** The ISO media family (MP4, MOV, M4A, 3GP): a file of boxes. */
const ISO_MEDIA = new Set(['video/mp4', 'video/x-m4v', 'audio/mp4', 'video/quicktime', 'video/3gpp', 'video/3gpp2']);

/**
 * Without ffprobe no video can be checked: videos are refused (fail closed) rather than kept unread, and
 * the log says why so the operator installs ffmpeg (README, "Optional system tools").
 */
export const videoToolsMissing = () =>
  new HttpError(
    415,
    ErrorCode.UnsupportedMediaType,
    'Videos and sound files cannot be uploaded right now: the server cannot check them. Please tell your administrator.',
    [{ path: 'file', message: 'ffprobe (ffmpeg) is not installed on the server.' }],
  );

const notMedia = () => new NotReadable('The file could not be read as a video or sound file.');
const notWhole = () => new NotReadable('The video data is damaged, cut short or followed by other data.');

/**
 * A video (or sound file) is accepted when ffprobe reads it and finds pictures or sound in it, and, for
 * the containers whose structure says where they end (the ISO media family: MP4, MOV, M4A, 3GP; AVI),
 * nothing follows that end.
 */
export async function checkVideo(file: string, contentType: string, log: FastifyBaseLogger): Promise<void> {
  if (!(await findTool('ffprobe'))) {
    log.error('an upload of a video was refused: ffprobe (ffmpeg) is not installed, so videos cannot be checked');
    throw videoToolsMissing();
  }
  if (ISO_MEDIA.has(contentType)) await FileBytes.with(file, isoMediaWhole);
  else if (contentType === 'video/x-msvideo') await FileBytes.with(file, riffWhole);
  let media;
  try {
    media = await probe(file);
  } catch (err) {
    if (!(err instanceof ToolError) && !(err instanceof SyntaxError)) throw err;
    // ffprobe's words name the server's temporary file: the log has them, the answer does not.
    log.info({ reason: err instanceof ToolError ? err.reason : err.message }, 'an uploaded video could not be read');
    throw notMedia();
  }
  if (!media.video && !media.audio) throw notMedia();
}

const BOX_TYPE = /^[\x20-\x7e]{4}$/;

/** The top-level boxes (size, type) follow each other to the file's last byte; a size 0 box runs to the end. */
async function isoMediaWhole(bytes: FileBytes): Promise<void> {
  let pos = 0;
  while (pos < bytes.size) {
    if (!(await bytes.has(pos, 8))) throw notWhole();
    let size = bytes.u32(pos);
    if (!BOX_TYPE.test(bytes.latin1(pos + 4, 4))) throw notWhole();
    if (size === 0) return;
    let header = 8;
    if (size === 1) {
      // A 64-bit size follows the type.
      if (!(await bytes.has(pos + 8, 8))) throw notWhole();
      size = bytes.u32(pos + 8) * 2 ** 32 + bytes.u32(pos + 12);
      header = 16;
    }
    if (size < header) throw notWhole();
    pos += size;
  }
  if (pos !== bytes.size) throw notWhole();
}

/**
 * An AVI is one RIFF chunk, or several (files over 1 GB add RIFF AVIX chunks), each padded to an even
 * size; some writers leave the last pad byte out.
 */
async function riffWhole(bytes: FileBytes): Promise<void> {
  let pos = 0;
  while (pos < bytes.size) {
    if (!(await bytes.has(pos, 8)) || bytes.latin1(pos, 4) !== 'RIFF') throw notWhole();
    const size = bytes.u32le(pos + 4);
    pos += 8 + size + (size % 2);
    if (pos === bytes.size + 1 && size % 2 === 1) return;
  }
  if (pos !== bytes.size) throw notWhole();
}
