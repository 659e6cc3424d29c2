import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode, FileType, SUPPORTED_EXTENSIONS, type FileTypeId } from '@stride/contracts';
import { HttpError } from '../../../platform/http/errors.js';

/** Bytes read before the type is decided: what file-type itself considers enough. */
export const SNIFF_BYTES = 4100;

/** The content type of each extension of the spec's lists (GET /dictionaries/file/supported). */
export const EXTENSION_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  m4a: 'audio/mp4',
  '3gp': 'video/3gpp',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  amr: 'audio/amr',
  m4v: 'video/x-m4v',
  pdf: 'application/pdf',
};

/**
 * What the bytes may be for each file type, as file-type names them. The MP4 family shares one
 * container (an .m4a, .mov or .3gp is an ISO media file like an .mp4), so any of its brands passes
 * for any video extension; the same for Matroska and WebM, and for RIFF AVI and AMR audio.
 */
const DETECTED: Readonly<Record<FileTypeId, Readonly<Record<string, string>>>> = {
  [FileType.Image]: { jpg: 'image/jpeg', png: 'image/png', apng: 'image/png', gif: 'image/gif' },
  [FileType.Video]: {
    mp4: 'video/mp4',
    m4v: 'video/x-m4v',
    m4a: 'audio/mp4',
    m4b: 'audio/mp4',
    m4p: 'video/mp4',
    f4v: 'video/mp4',
    mov: 'video/quicktime',
    '3gp': 'video/3gpp',
    '3g2': 'video/3gpp2',
    webm: 'video/webm',
    mkv: 'video/x-matroska',
    avi: 'video/x-msvideo',
    amr: 'audio/amr',
  },
  // Illustrator's .ai files are PDF documents with extra data.
  [FileType.Pdf]: { pdf: 'application/pdf', ai: 'application/pdf' },
};

const KIND_WORDS: Readonly<Record<FileTypeId, string>> = {
  [FileType.Image]: 'images',
  [FileType.Video]: 'videos',
  [FileType.Pdf]: 'documents',
};

const FILE_TYPE_IDS = [FileType.Image, FileType.Video, FileType.Pdf] as const;

/** "images: jpg, png, jpeg, gif; videos: mp4, ...; documents: pdf" */
export const supportedListText = () =>
  FILE_TYPE_IDS.map((id) => `${KIND_WORDS[id]}: ${SUPPORTED_EXTENSIONS[id].join(', ')}`).join('; ');

/** The 415 of any file we do not take, naming the lists (the spec's wording for the message). */
export const unsupportedFileType = (why: string) =>
  new HttpError(415, ErrorCode.UnsupportedMediaType, 'This file type is not supported.', [
    { path: 'file', message: why },
    { path: 'supported', message: `Supported files are ${supportedListText()}.` },
  ]);

/** The lower-cased extension of a file name, or '' without one. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The file type an extension of the spec's lists belongs to, or null. */
export function fileTypeOfExtension(extension: string): FileTypeId | null {
  return FILE_TYPE_IDS.find((id) => SUPPORTED_EXTENSIONS[id].includes(extension)) ?? null;
}

/** Checks the name alone (before any byte is read): 415 for an extension outside the spec's lists. */
export function checkExtension(fileName: string): { extension: string; fileTypeId: FileTypeId } {
  const extension = extensionOf(fileName);
  const fileTypeId = fileTypeOfExtension(extension);
  if (!fileTypeId) {
    throw unsupportedFileType(
      extension ? `Files ending in .${extension} are not supported.` : 'The file name has no extension.',
    );
  }
  return { extension, fileTypeId };
}

/**
 * Checks the first bytes against the extension's file type: a PNG named .pdf or a program named .mp4
 * is refused (415). Answers the content type the bytes show.
 */
export async function checkContent(head: Uint8Array, extension: string, fileTypeId: FileTypeId): Promise<string> {
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  const contentType = detected ? DETECTED[fileTypeId][detected.ext] : undefined;
  if (!contentType) {
    const what = detected ? `a .${detected.ext} file` : 'not a format we recognise';
    throw unsupportedFileType(`The file is named .${extension} but its content is ${what}.`);
  }
  return contentType;
}

/** One row per extension of the spec's lists, with its content type. */
export function supportedFiles(): { fileTypeId: FileTypeId; contentType: string; extension: string }[] {
  return FILE_TYPE_IDS.flatMap((fileTypeId) =>
    SUPPORTED_EXTENSIONS[fileTypeId].map((extension) => ({
      fileTypeId,
      extension,
      contentType: EXTENSION_CONTENT_TYPES[extension] ?? 'application/octet-stream',
    })),
  );
}
