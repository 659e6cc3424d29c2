import type { ThumbnailValue } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { fieldError } from '../../platform/http/errors.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import {
  presentResource,
  keepStorageFileInLibrary,
  keepUploadInLibrary,
  usableResource,
  type ReceivedFile,
  type ResourceRow,
} from '../library/index.js';
import { presentMedia } from '../routines/index.js';
import type { StoredThumbnail } from './sprints.table.js';

const IMAGE = 18;

/** What a message carries besides its text. */
export interface MessageMedia {
  resourceId: number | null;
  thumbnail: StoredThumbnail | null;
}

/** The media keys of a body (spec 001: resourceId, thumbnailValue; an upload of the queue or the multipart file). */
export interface MediaInput {
  resourceId?: number | null;
  storageFileId?: number;
  thumbnailValue?: ThumbnailValue | null;
}

/**
 * A message's media after a change: a new upload (the multipart file or a storageFileId) becomes a file of
 * the actor's library; a library file must be one the actor may use (the one already there stays as it
 * is); the thumbnail is a picture of the library, an uploaded one, or removed. Files kept from uploads are
 * added to `kept` (their processing starts after the commit).
 */
export async function resolveMedia(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  input: MediaInput,
  current: MessageMedia,
  path: string,
  kept: number[],
  upload?: ReceivedFile,
): Promise<MessageMedia> {
  let resourceId = current.resourceId;
  if (upload) {
    const row = await keepUploadInLibrary(tx, ctx, actor, upload);
    kept.push(row.id);
    resourceId = row.id;
  } else if (input.storageFileId !== undefined) {
    const row = await keepStorageFileInLibrary(tx, ctx, actor, input.storageFileId);
    kept.push(row.id);
    resourceId = row.id;
  } else if (input.resourceId !== undefined && input.resourceId !== current.resourceId) {
    if (input.resourceId !== null && !(await usableResource(tx, ctx, actor, input.resourceId))) {
      throw fieldError(`${path}resourceId`, 'Choose a file of your library.');
    }
    resourceId = input.resourceId;
  }
  return { resourceId, thumbnail: await resolveThumbnail(tx, ctx, actor, input.thumbnailValue, current, path, kept) };
}

async function resolveThumbnail(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  value: ThumbnailValue | null | undefined,
  current: MessageMedia,
  path: string,
  kept: number[],
): Promise<StoredThumbnail | null> {
  if (value === undefined) return current.thumbnail;
  if (value === null || value.remove) return null;
  if (value.file) {
    const row = await keepStorageFileInLibrary(tx, ctx, actor, value.file);
    if (row.fileTypeId !== IMAGE) throw fieldError(`${path}thumbnailValue.file`, 'A thumbnail is a picture.');
    kept.push(row.id);
    return { resourceId: row.id, name: value.name ?? row.name };
  }
  if (value.mlSourceResourceId && value.mlSourceResourceId !== current.thumbnail?.resourceId) {
    const row = await usableResource(tx, ctx, actor, value.mlSourceResourceId);
    if (!row) throw fieldError(`${path}thumbnailValue.mlSourceResourceId`, 'Choose a picture of your library.');
    if (row.fileTypeId !== IMAGE) {
      throw fieldError(`${path}thumbnailValue.mlSourceResourceId`, 'A thumbnail is a picture.');
    }
    return { resourceId: row.id, name: value.name ?? row.title };
  }
  if (current.thumbnail && value.name) return { ...current.thumbnail, name: value.name };
  return current.thumbnail;
}

/** The library files a list of messages shows: their media and thumbnails. */
export const mediaIdsOf = (rows: Array<{ resourceId: number | null; thumbnail: StoredThumbnail | null }>) =>
  rows.flatMap((r) => [r.resourceId, r.thumbnail?.resourceId ?? null]).filter((id): id is number => id !== null);

/** A message's text and media as answered. */
export function presentContent(
  row: { text: string; resourceId: number | null; thumbnail: StoredThumbnail | null },
  media: Map<number, ResourceRow>,
  links: FileLinks,
) {
  const picture = row.thumbnail ? media.get(row.thumbnail.resourceId) : undefined;
  return {
    text: row.text,
    resourceId: row.resourceId,
    resource: row.resourceId === null ? null : presentMedia(media.get(row.resourceId), links),
    thumbnail:
      row.thumbnail && picture
        ? {
            resourceId: row.thumbnail.resourceId,
            name: row.thumbnail.name,
            url: presentResource(picture, links).fileUrl,
          }
        : null,
  };
}

/** A message must say or show something. */
export function requireContent(text: string, media: MessageMedia, path: string): void {
  if (text.trim() === '' && media.resourceId === null) {
    throw fieldError(`${path}text`, 'Write a message or attach a file.');
  }
}
