import { fileTypeIdSchema, LIBRARY_REFRESH_MS, type DirectoryEntry, type librarySortSchema } from '@stride/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../app/api';
import { useListParams } from '../../../app/lists/useListParams';
import { useSnackbar } from '../../../app/ui/snackbar';
import { libraryQuery, useDirectoryItems, useLibrarySearch, useMainFolder } from '../libraryQueries';
import { useProcessingReload } from '../useProcessingReload';

type LibrarySort = z.infer<typeof librarySortSchema>;

const positiveId = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * What /library shows, all of it in the address: `folderId` (none: the main folder), the list's page,
 * size and order, `search` and `labels` (which search the folder and every folder under it) and
 * `fileTypeId`. A folder that answers 404 (gone, or not the user's) falls back to the main folder. The
 * view refreshes every 240 s, and while something is processing after 5, 25 and 60 s.
 */
export function useLibraryView() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const list = useListParams({ sort: 'title', order: 'asc' });
  const [, setParams] = useSearchParams();
  const main = useMainFolder();
  const requested = positiveId(list.filters.folderId);
  const folderId = requested ?? main.data?.id;
  const fileType = fileTypeIdSchema.safeParse(Number(list.filters.fileTypeId));
  const fileTypeId = fileType.success ? fileType.data : undefined;
  const labels = list.filters.labels?.trim() || undefined;
  const searching = Boolean(list.search || labels);

  const listingQuery = useMemo(
    () =>
      searching
        ? // Only the folder and its path, for the breadcrumbs.
          libraryQuery({ page: 1, perPage: 1 })
        : {
            ...libraryQuery({ page: list.page, perPage: list.perPage, fileTypeId }),
            // The address's words as they are: the server checks them.
            sort: (list.sort ?? 'title') as LibrarySort,
            order: list.order,
          },
    [searching, list.page, list.perPage, list.sort, list.order, fileTypeId],
  );
  const listing = useDirectoryItems(folderId, listingQuery, { refetchInterval: LIBRARY_REFRESH_MS });
  const found = useLibrarySearch(
    folderId,
    libraryQuery({ page: list.page, perPage: list.perPage, search: list.search, labels, fileTypeId }),
    { enabled: searching, refetchInterval: LIBRARY_REFRESH_MS },
  );

  // A folder that is gone, or someone else's: the main folder instead, said once.
  const notFound = [listing.error, found.error].some(
    (error) => error instanceof ApiError && (error.status === 404 || error.status === 400),
  );
  const { setFilter } = list;
  useEffect(() => {
    if (!notFound || requested === undefined) return;
    snackbar.show(t('library.folderMissing'), 'info');
    setFilter('folderId', undefined);
  }, [notFound, requested, setFilter, snackbar, t]);

  const rows: DirectoryEntry[] | undefined = searching
    ? found.data?.items.map((resource) => ({ ...resource, kind: 'file' as const }))
    : listing.data?.items;
  const active = searching ? found : listing;
  const refetch = active.refetch;
  useProcessingReload(rows, () => void refetch());

  /** Opens a folder as a new entry of the history (Back returns), leaving any search. */
  const openFolder = useCallback(
    (id: number) =>
      setParams((previous) => {
        const next = new URLSearchParams();
        for (const name of ['perPage', 'sort', 'order', 'fileTypeId']) {
          const value = previous.get(name);
          if (value) next.set(name, value);
        }
        next.set('folderId', String(id));
        return next;
      }),
    [setParams],
  );

  return {
    list,
    folderId,
    directory: listing.data?.directory,
    fileTypeId,
    labels,
    searching,
    rows,
    meta: active.data?._meta,
    loading: main.isFetching || active.isFetching,
    error: main.error ?? (notFound ? null : active.error),
    openFolder,
  };
}
