import { endpoints, type Directory, type DirectoryEntry, type Resource, type StorageFile } from '@stride/contracts';
import { ApiError, callEndpoint, currentFromConflict, saveVersioned } from '../../app/api';
import { fetchResource } from './media/mediaApi';

const api = endpoints.library;

type FileEntry = Extract<DirectoryEntry, { kind: 'file' }>;
type ResourceRef = Pick<Resource, 'id' | 'version'>;
type ItemRef = Pick<Resource, 'id' | 'version' | 'directoryId'>;

/** The path parameters of a file of a folder (`/ml/directories/{id}/items/{itemId}`). */
const itemParams = (item: ItemRef) => ({ id: item.directoryId ?? 0, itemId: item.id });

// Library edits are sent once, without an automatic retry (spec 001 section 8): a 412 is told to the user
// with the server's words and the folder reloads, so they see what changed before they try again.

/** POST /ml/directories/{id} {name}: a subfolder ('New directory added!'). */
export function createFolder(parentId: number, name: string): Promise<Directory> {
  return callEndpoint(api.createDirectory, { params: { id: parentId }, body: { name } });
}

/** PUT /ml/directories/{id} {name} with If-Match ('Folder edited!'). */
export function renameFolder(folder: Pick<Directory, 'id' | 'version'>, name: string): Promise<Directory> {
  return callEndpoint(api.updateDirectory, { params: { id: folder.id }, body: { name }, version: folder.version });
}

/** PUT /ml/resources/{id}/title {title} with If-Match ('Title changed!'; failures shown without retry). */
export function changeTitle(resource: ResourceRef, title: string): Promise<Resource> {
  return callEndpoint(api.setTitle, { params: { id: resource.id }, body: { title }, version: resource.version });
}

/** PUT /ml/directories/{id}/items/{itemId}/labels {labels} with If-Match. */
export function setLabels(item: ItemRef, labels: string[]): Promise<Resource> {
  return callEndpoint(api.setItemLabels, { params: itemParams(item), body: { labels }, version: item.version });
}

/** PUT /ml/directories/{id}/items/{itemId} {title, directoryId} with If-Match: moves the file ('File edited!'). */
export function moveItem(item: ItemRef & Pick<Resource, 'title'>, directoryId: number): Promise<Resource> {
  return callEndpoint(api.updateItem, {
    params: itemParams(item),
    body: { title: item.title, directoryId },
    version: item.version,
  });
}

/** POST /ml/resources/{id}/like {isFavorite}. */
export async function setFavorite(resource: Pick<Resource, 'id'>, isFavorite: boolean): Promise<void> {
  await callEndpoint(api.like, { params: { id: resource.id }, body: { isFavorite } });
}

/** POST /ml/resources/{id}/shareToCompany {companyId} ('Shared!'). */
export async function shareToCompany(resource: Pick<Resource, 'id'>, companyId: number): Promise<void> {
  await callEndpoint(api.shareToCompany, { params: { id: resource.id }, body: { companyId } });
}

/**
 * The thumbnail from an uploaded picture (PUT /ml/resources/{id}/thumbnail {storageFileId}, no If-Match) or
 * from the library or the stock pictures (PUT .../thumbnail-ml {resourceId}|{staticMediaId}, with If-Match).
 * Not an edit of what the user saw: a 412 (the file finished processing meanwhile) reads it again and
 * retries once.
 */
export function setThumbnail(
  resource: ResourceRef,
  source: { storageFile: StorageFile } | { resourceId: number } | { staticMediaId: number },
): Promise<Resource> {
  const params = { id: resource.id };
  if ('storageFile' in source) {
    return callEndpoint(api.setThumbnail, { params, body: { storageFileId: source.storageFile.storageFileId } });
  }
  return saveVersioned({
    version: resource.version,
    body: source,
    save: (body, version) => callEndpoint(api.setThumbnailMl, { params, body, version }),
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
  const listing = await callEndpoint(api.listItems, { params: { id }, query: { perPage: 1 } });
  return listing.directory.version;
}

/**
 * DELETE of a folder (If-Match, body {force}), a file (If-Match, body {force}) or files
 * (DELETE /ml/directories/{id}/items {ids, force}). Without force what is in use (or a folder with content)
 * answers 409 MEDIA_IN_USE with its file list. The user asked for it gone: a 412 (renamed meanwhile)
 * deletes on the current version (the 412's own, else read again), once.
 */
export async function deleteTarget(target: DeleteTarget, force: boolean): Promise<void> {
  if (target.kind === 'files') {
    await callEndpoint(api.deleteItems, {
      params: { id: target.directoryId },
      body: { ids: target.files.map((file) => file.id), force },
    });
    return;
  }
  const send = (version: number) =>
    target.kind === 'directory'
      ? callEndpoint(api.deleteDirectory, { params: { id: target.directory.id }, body: { force }, version })
      : callEndpoint(api.deleteItem, { params: itemParams(target.file as ItemRef), body: { force }, version });
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
