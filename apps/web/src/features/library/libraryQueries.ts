import { endpoints, type EndpointQueryInput, type FileTypeId } from '@stride/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiError, callEndpoint } from '../../app/api';

const api = endpoints.library;

/**
 * Every library query starts with this key (web-shared.md): the upload queue invalidates it when a library
 * upload completes, and every change here refreshes all folders, searches and resources at once.
 */
export const LIBRARY_KEY = ['library'] as const;
export const mainFolderKey = [...LIBRARY_KEY, 'main'] as const;
export const directoryKey = (id: number) => [...LIBRARY_KEY, 'directory', id] as const;
export const searchKey = (id: number) => [...LIBRARY_KEY, 'search', id] as const;
export const resourceKey = (id: number) => [...LIBRARY_KEY, 'resource', id] as const;
export const staticMediaKey = [...LIBRARY_KEY, 'static-media'] as const;

/** A folder that is gone (or not the user's) answers 404 at once: the page falls back to the main folder. */
const retryServerErrors = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

/** The query of a folder listing or a search (the two endpoints share page, perPage, search and fileTypeId). */
export type LibraryQuery = Partial<EndpointQueryInput<typeof api.listItems>> &
  Partial<EndpointQueryInput<typeof api.searchItems>>;

/**
 * The server names each staff member's main folder "My library" when it makes it: the portal shows that
 * name in the user's language (a folder the user renamed keeps its name).
 */
const MAIN_FOLDER_NAME = 'My library';
function mainFolderName<T extends { name: string }>(folder: T, isRoot: boolean): T {
  return isRoot && folder.name === MAIN_FOLDER_NAME ? { ...folder, name: i18next.t('library.mainFolder') } : folder;
}
function localizeListing<
  T extends { directory: { name: string; parentId: number | null; path: { id: number; name: string }[] } },
>(listing: T): T {
  const { directory } = listing;
  return {
    ...listing,
    directory: {
      ...mainFolderName(directory, directory.parentId === null),
      path: directory.path.map((step, index) => mainFolderName(step, index === 0)),
    },
  };
}

/** GET /ml/directories/main: the signed-in staff member's main folder (made on first use). */
export function useMainFolder() {
  return useQuery({
    queryKey: mainFolderKey,
    queryFn: ({ signal }) => callEndpoint(api.mainFolder, { signal }),
    select: (folder) => mainFolderName(folder, folder.parentId === null),
    staleTime: Infinity,
  });
}

/** GET /ml/directories/{id}/items: the folder, its path and a page of its entries (folders first). */
export function useDirectoryItems(
  id: number | undefined,
  query: LibraryQuery,
  options: { refetchInterval?: number; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [...directoryKey(id ?? 0), query],
    queryFn: ({ signal }) => callEndpoint(api.listItems, { params: { id: id ?? 0 }, query, signal }),
    select: localizeListing,
    enabled: id !== undefined && options.enabled !== false,
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval,
    // Signed links live 10 to 20 minutes: back on the tab, a stale listing is read again.
    refetchOnWindowFocus: true,
    retry: retryServerErrors,
  });
}

/** GET /ml/directories/{id}/items/search: the files of the folder and every folder under it. */
export function useLibrarySearch(
  id: number | undefined,
  query: LibraryQuery,
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
  return useQuery({
    queryKey: [...searchKey(id ?? 0), query],
    queryFn: ({ signal }) => callEndpoint(api.searchItems, { params: { id: id ?? 0 }, query, signal }),
    enabled: id !== undefined && options.enabled !== false,
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval,
    refetchOnWindowFocus: true,
    retry: retryServerErrors,
  });
}

/** GET /static-media: the platform's stock pictures, for thumbnails. */
export function useStaticMedia(enabled: boolean) {
  return useQuery({
    queryKey: staticMediaKey,
    queryFn: ({ signal }) => callEndpoint(api.staticMedia, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The query of a folder listing or search, dropping empty values. */
export function libraryQuery(params: {
  page?: number;
  perPage?: number;
  search?: string;
  fileTypeId?: FileTypeId;
  labels?: string;
}): LibraryQuery {
  const query: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') query[name] = value;
  return query as LibraryQuery;
}
