import { FileType, type FileTypeId, type Resource } from '@stride/contracts';
import type { TFunction } from 'i18next';

const TYPE_KEYS: Record<FileTypeId, string> = {
  [FileType.Image]: 'library.typesImage',
  [FileType.Video]: 'library.typesVideo',
  [FileType.Pdf]: 'library.typesPdf',
};

export const fileTypeLabel = (fileTypeId: FileTypeId, t: TFunction) => t(TYPE_KEYS[fileTypeId]);

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 -> "1.5 KB" (powers of 1024, as file managers show them). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

/** "Image · 12 KB", for lists where the type and size share a line. */
export function fileSummary(resource: Pick<Resource, 'fileTypeId' | 'size'>, t: TFunction): string {
  return `${fileTypeLabel(resource.fileTypeId, t)} · ${formatBytes(resource.size)}`;
}
