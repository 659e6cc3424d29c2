import {
  endpoints,
  MAX_PER_PAGE,
  type DefinitionFolder,
  type DefinitionKind,
  type EndpointQueryInput,
} from '@stride/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../app/api';

const api = endpoints.routines;

/**
 * Every query of the exercise library starts with this key: each change here refreshes the items, the
 * folders and the pickers at once.
 */
export const ROUTINES_KEY = ['routines'] as const;
export const definitionItemsKey = [...ROUTINES_KEY, 'items'] as const;
export const definitionFoldersKey = [...ROUTINES_KEY, 'folders'] as const;

export type DefinitionItemsQuery = Partial<EndpointQueryInput<typeof api.listItems>>;
export type LibraryScope = 'all' | 'platform' | 'company';

/** GET /routines/definitions/items: a page of every kind, with search, kind, folder and scope. */
export function useDefinitionItems(query: DefinitionItemsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...definitionItemsKey, query],
    queryFn: ({ signal }) => callEndpoint(api.listItems, { query, signal }),
    enabled: options.enabled !== false,
    placeholderData: keepPreviousData,
    // Signed media links live 10 to 20 minutes: back on the tab, a stale page is read again.
    refetchOnWindowFocus: true,
  });
}

/** At most this many pages of folders are read for the side list (100 each). */
const MAX_FOLDER_PAGES = 10;

/**
 * GET /routines/definitions/folders: every folder the actor sees (in the scope), by title, read page by
 * page (folders are few; the side list shows them all).
 */
export function useDefinitionFolders(scope: LibraryScope) {
  return useQuery({
    queryKey: [...definitionFoldersKey, scope],
    queryFn: async ({ signal }) => {
      const folders: DefinitionFolder[] = [];
      for (let page = 1; page <= MAX_FOLDER_PAGES; page += 1) {
        const answer = await callEndpoint(api.listFolders, { query: { page, perPage: MAX_PER_PAGE, scope }, signal });
        folders.push(...answer.folders);
        if (page >= answer._meta.pageCount) break;
      }
      return folders;
    },
  });
}

/** The exercises a circuit may hold, for the picker: a page of them by title, with a search. */
export function useExerciseChoices(search: string, page: number, enabled: boolean) {
  return useDefinitionItems(
    { kind: 'EXERCISE' satisfies DefinitionKind, page, perPage: 20, ...(search ? { search } : {}) },
    { enabled },
  );
}
