import { FileType, type FileTypeId } from '@stride/contracts';

/**
 * The preview dialog's types (spec 002): 1 image, 2 image with comment, 3 video, 4 video with comment,
 * 5 PDF, 6 PDF with comment; 0 closed.
 */
export type PreviewType = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const BASE: Record<FileTypeId, 1 | 3 | 5> = { [FileType.Image]: 1, [FileType.Video]: 3, [FileType.Pdf]: 5 };

export function previewType(fileTypeId: FileTypeId | null, withComment: boolean): PreviewType {
  if (fileTypeId === null) return 0;
  return (BASE[fileTypeId] + (withComment ? 1 : 0)) as PreviewType;
}

export const isImageType = (type: PreviewType) => type === 1 || type === 2;
export const isVideoType = (type: PreviewType) => type === 3 || type === 4;
export const isPdfType = (type: PreviewType) => type === 5 || type === 6;
export const hasComment = (type: PreviewType) => type === 2 || type === 4 || type === 6;
/** Image and video types offer a download. */
export const offersDownload = (type: PreviewType) => isImageType(type) || isVideoType(type);
