import { MAX_PER_PAGE, type DefinitionFolder, type Sequence } from '@stride/contracts';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../app/api';
import type { ListParamsApi } from '../../../app/lists/useListParams';
import { ROUTINES_KEY } from '../routinesQueries';
import { sequenceApi as api } from './sequencesApi';

/**
 * The routines (sequences) under the exercise library's key: a change of the library refreshes them too,
 * and a change of a routine refreshes its list, its folders and the builder at once.
 */
export const SEQUENCES_KEY = [...ROUTINES_KEY, 'sequences'] as const;
export const sequenceListKey = [...SEQUENCES_KEY, 'list'] as const;
export const sequenceFoldersKey = [...SEQUENCES_KEY, 'folders'] as const;
export const sequenceKey = (id: number) => [...SEQUENCES_KEY, 'one', id] as const;
export const sequenceParticipantsKey = (id: number) => [...SEQUENCES_KEY, 'participants', id] as const;

/** GET /routines/definitions/sequences: a page of routines with the list's search and folder. */
export function useSequenceList(
  list: Pick<ListParamsApi, 'page' | 'perPage' | 'search'>,
  folderId: 'root' | number | undefined,
) {
  const query = {
    page: list.page,
    perPage: list.perPage,
    ...(list.search ? { search: list.search } : {}),
    ...(folderId !== undefined ? { folderId } : {}),
  };
  return useQuery({
    queryKey: [...sequenceListKey, query],
    queryFn: ({ signal }) => callEndpoint(api.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** At most this many pages of folders are read for the side list (100 each). */
const MAX_FOLDER_PAGES = 10;

/** GET /routines/definitions/sequences/folders: every folder of routines the actor sees, by title. */
export function useSequenceFolders() {
  return useQuery({
    queryKey: sequenceFoldersKey,
    queryFn: async ({ signal }) => {
      const folders: DefinitionFolder[] = [];
      for (let page = 1; page <= MAX_FOLDER_PAGES; page += 1) {
        const answer = await callEndpoint(api.listFolders, { query: { page, perPage: MAX_PER_PAGE }, signal });
        folders.push(...answer.folders);
        if (page >= answer._meta.pageCount) break;
      }
      return folders;
    },
  });
}

/** GET /routines/definitions/sequences/{id}: one routine with its items, its version from the ETag. */
export function fetchSequence(id: number, signal?: AbortSignal): Promise<Sequence> {
  return callEndpoint(api.get, { params: { id }, signal });
}

export function useSequence(id: number, enabled = true) {
  return useQuery({
    queryKey: sequenceKey(id),
    queryFn: ({ signal }) => fetchSequence(id, signal),
    enabled,
    // Signed media links live 10 to 20 minutes: back on the tab, the routine is read again.
    refetchOnWindowFocus: true,
  });
}

/** Puts a routine as a call answered it in the cache; the lists that show it reload. */
export function storeSequence(queryClient: QueryClient, sequence: Sequence) {
  queryClient.setQueryData(sequenceKey(sequence.id), sequence);
  void queryClient.invalidateQueries({ queryKey: sequenceListKey });
  void queryClient.invalidateQueries({ queryKey: sequenceFoldersKey });
}

/** GET /routines/definitions/sequences/{id}/participants: who has it assigned, newest first. */
export function useSequenceParticipants(id: number, page: number) {
  return useQuery({
    queryKey: [...sequenceParticipantsKey(id), page],
    queryFn: ({ signal }) => callEndpoint(api.participants, { params: { id }, query: { page, perPage: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}
