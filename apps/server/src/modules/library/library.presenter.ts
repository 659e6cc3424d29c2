import type { Directory, DirectoryEntry, FileTypeId, Resource } from '@stride/contracts';
import { type SentResource } from '@stride/contracts';
import type { FileLinks } from '../../platform/storage/file-links.js';
import type { DirectoryRow } from './library.table.js';
import { type ResourceRow } from './library.table.js';
import type { SentRow } from './sent/sent-resources.service.js';

/** Thumbnails are WebP, whatever the file. */
const THUMBNAIL_TYPE = 'image/webp';

export function presentDirectory(row: DirectoryRow): Directory {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    companyId: row.companyId,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

export const presentDirectoryEntry = (row: DirectoryRow): DirectoryEntry => ({
  ...presentDirectory(row),
  kind: 'directory',
  title: row.name,
  processing: false,
  labels: [],
});

/** The signed link of a resource's thumbnail (a chat message's library file shows it too); null without one. */
export function thumbnailLink(
  links: FileLinks,
  tenantId: string,
  thumbnailKey: string | null | undefined,
): string | null {
  return thumbnailKey
    ? links.url({ tenantId, key: thumbnailKey, contentType: THUMBNAIL_TYPE, fileName: 'thumbnail.webp' })
    : null;
}

/** A resource with signed links for the viewer who asked (links are not stored: they expire). */
export function presentResource(row: ResourceRow, links: FileLinks): Resource {
  const fileUrl = links.url({
    tenantId: row.tenantId,
    key: row.storageKey,
    contentType: row.contentType,
    fileName: row.name,
  });
  const playbackUrl = row.renditionKey
    ? links.url({ tenantId: row.tenantId, key: row.renditionKey, contentType: 'video/mp4', fileName: row.name })
    : fileUrl;
  const thumbnailUrl = thumbnailLink(links, row.tenantId, row.thumbnailKey);
  return {
    id: row.id,
    title: row.title,
    name: row.name,
    fileTypeId: row.fileTypeId as FileTypeId,
    contentType: row.contentType,
    size: row.size,
    directoryId: row.directoryId,
    ownerProfileId: row.ownerProfileId,
    processing: row.processingStatus === 'processing',
    processingStatus: row.processingStatus,
    processingNote: row.processingNote,
    fileUrl,
    playbackUrl,
    thumbnailUrl,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    pageCount: row.pageCount,
    labels: row.labels,
    isFavorite: row.isFavorite,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export const presentFileEntry = (row: ResourceRow, links: FileLinks): DirectoryEntry => ({
  ...presentResource(row, links),
  kind: 'file',
});

export const presentSentResource = ({ sent, resource, senderName }: SentRow, links: FileLinks): SentResource => ({
  ...presentResource(resource, links),
  sentId: sent.id,
  receiverProfileId: sent.receiverProfileId,
  senderProfileId: sent.senderProfileId,
  senderName: senderName ?? null,
  sentAt: sent.sentAt.toISOString(),
});
