import {
  directorySchema,
  type Directory,
  type DirectoryEntry,
  type Resource,
  type StorageFile,
} from '@stride/contracts';
import { ApiError } from '../../app/api/ApiError';
import { apiRequest } from '../../app/api/client';
import { currentFromConflict, etagForVersion } from '../../app/api/etag';
import { updateVersioned } from '../../app/api/versioned';
import { fetchResource } from '../media/mediaApi';
import { parseDirectoryItems, parseResource } from './libraryQueries';

const parseDirectory = (body: unknown) => directorySchema.parse(body);

type FileEntry = Extract<DirectoryEntry, { kind: 'file' }>;
type ResourceRef = Pick<Resource, 'id' | 'version'>;
type ItemRef = Pick<Resource, 'id' | 'version' | 'directoryId'>;

const itemPath = (item: ItemRef) => `/ml/directories/${item.directoryId}/items/${item.id}`;

// Library edits are sent once, without an automatic retry (spec 001 section 8): a 412 is told to the user
// with the server's words and the folder reloads, so they see what changed before they try again.

/** POST /ml/directories/{id} {name}: a subfolder ('New directory added!'). */
export async function createFolder(parentId: number, name: string): Promise<Directory> {
  const response = await apiRequest(`/ml/directories/${parentId}`, {
    method: 'POST',
    body: { name },
    parse: parseDirectory,
  });
  return response.data;
}

/** PUT /ml/directories/{id} {name} with If-Match ('Folder edited!'). */
export async function renameFolder(folder: Pick<Directory, 'id' | 'version'>, name: string): Promise<Directory> {
  const response = await apiRequest(`/ml/directories/${folder.id}`, {
    method: 'PUT',
    body: { name },
    ifMatch: etagForVersion(folder.version),
    parse: parseDirectory,
  });
  return response.data;
}

/** PUT /ml/resources/{id}/title {title} with If-Match ('Title changed!'; failures shown without retry). */
export async function changeTitle(resource: ResourceRef, title: string): Promise<Resource> {
  const response = await apiRequest(`/ml/resources/${resource.id}/title`, {
    method: 'PUT',
    body: { title },
    ifMatch: etagForVersion(resource.version),
    parse: parseResource,
  });
  return response.data;
}

/** PUT /ml/directories/{id}/items/{itemId}/labels {labels} with If-Match. */
export async function setLabels(item: ItemRef, labels: string[]): Promise<Resource> {
  const response = await apiRequest(`${itemPath(item)}/labels`, {
    method: 'PUT',
    body: { labels },
    ifMatch: etagForVersion(item.version),
    parse: parseResource,
  });
  return response.data;
}

/** PUT /ml/directories/{id}/items/{itemId} {title, directoryId} with If-Match: moves the file ('File edited!'). */
export async function moveItem(item: ItemRef & Pick<Resource, 'title'>, directoryId: number): Promise<Resource> {
  const response = await apiRequest(itemPath(item), {
    method: 'PUT',
    body: { title: item.title, directoryId },
    ifMatch: etagForVersion(item.version),
    parse: parseResource,
  });
  return response.data;
}

/** POST /ml/resources/{id}/like {isFavorite}. */
export async function setFavorite(resource: Pick<Resource, 'id'>, isFavorite: boolean): Promise<void> {
  await apiRequest(`/ml/resources/${resource.id}/like`, { method: 'POST', body: { isFavorite } });
}

/** POST /ml/resources/{id}/shareToCompany {companyId} ('Shared!'). */
export async function shareToCompany(resource: Pick<Resource, 'id'>, companyId: number): Promise<void> {
  await apiRequest(`/ml/resources/${resource.id}/shareToCompany`, { method: 'POST', body: { companyId } });
}

/**
 * The thumbnail from an uploaded picture (PUT /ml/resources/{id}/thumbnail {storageFileId}) or from the
 * library or the stock pictures (PUT .../thumbnail-ml {resourceId}|{staticMediaId}), with If-Match. Not an
 * edit of what the user saw: a 412 (the file finished processing meanwhile) reads it again and retries once.
 */
export function setThumbnail(
  resource: ResourceRef,
  source: { storageFile: StorageFile } | { resourceId: number } | { staticMediaId: number },
): Promise<Resource> {
  const upload = 'storageFile' in source;
  return updateVersioned<Resource>({
    path: `/ml/resources/${resource.id}/${upload ? 'thumbnail' : 'thumbnail-ml'}`,
    body: upload ? { storageFileId: source.storageFile.storageFileId } : source,
    version: resource.version,
    parse: parseResource,
    reload: () => fetchResource(resource.id),
  });
}

/** What is deleted: a folder, one file, or several files of a folder. */
export type DeleteTarget =
  | { kind: 'directory'; directory: Pick<Directory, 'id' | 'version' | 'name'> }
  | { kind: 'file'; file: FileEntry | Resource }
  | { kind: 'files'; directoryId: number; files: ReadonlyArray<Pick<Resource, 'id' | 'title'>> };

/** The current version of a folder: its listing carries it. */
async function folderVersion(id: number): Promise<number> {
  const { data } = await apiRequest(`/ml/directories/${id}/items`, {
    query: { perPage: 1 },
    parse: parseDirectoryItems,
  });
  return data.directory.version;
}

/**
 * DELETE of a folder (If-Match, body {force}), a file (If-Match, body {force}) or files
 * (DELETE /ml/directories/{id}/items {ids, force}). Without force what is in use (or a folder with content)
 * answers 409 MEDIA_IN_USE with its file list. The user asked for it gone: a 412 (renamed meanwhile)
 * deletes on the current version, once.
 */
export async function deleteTarget(target: DeleteTarget, force: boolean): Promise<void> {
  if (target.kind === 'files') {
    await apiRequest(`/ml/directories/${target.directoryId}/items`, {
      method: 'DELETE',
      body: { ids: target.files.map((file) => file.id), force },
    });
    return;
  }
  const path =
    target.kind === 'directory' ? `/ml/directories/${target.directory.id}` : itemPath(target.file as ItemRef);
  const send = (version: number) =>
    apiRequest(path, { method: 'DELETE', body: { force }, ifMatch: etagForVersion(version) });
  const version = target.kind === 'directory' ? target.directory.version : target.file.version;
  try {
    await send(version);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 412)) throw error;
    const current = currentFromConflict<{ version?: unknown }>(error);
    const next =
      typeof current?.version === 'number'
        ? current.version
        : target.kind === 'directory'
          ? await folderVersion(target.directory.id)
          : (await fetchResource(target.file.id)).version;
    await send(next);
  }
}
