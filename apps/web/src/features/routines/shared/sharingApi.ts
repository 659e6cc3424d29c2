import { endpoints, MAX_PER_PAGE, type Definition, type EndpointQueryInput, type ShareResult } from '@stride/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../app/api';
import { ROUTINES_KEY } from '../routinesQueries';

const api = endpoints.routinesSharing;
const sequences = endpoints.sequences;

/** Every query of sharing sits under the library's key: an import refreshes the library too. */
export const SHARING_KEY = [...ROUTINES_KEY, 'sharing'] as const;

/** What a share dialog shares: definitions, a folder of definitions, or a routine. */
export type ShareTarget =
  | { kind: 'definitions'; items: readonly Pick<Definition, 'id' | 'kind' | 'title'>[] }
  | { kind: 'folder'; folder: { id: number; title: string } }
  | { kind: 'routine'; routine: { id: number; title: string } };

const SHARE_CALL = { EXERCISE: api.shareExercise, SERIES: api.shareSeries, ACTIVITY: api.shareActivity } as const;

/**
 * Shares the target with the companies: each definition by its kind's call (one after the other, so a
 * failure says which one), a folder (Shared successful) or a routine (Routine shared!).
 */
export async function shareTarget(target: ShareTarget, companyId: number[]): Promise<ShareResult[]> {
  const body = { companyId };
  if (target.kind === 'folder')
    return [await callEndpoint(api.shareFolder, { params: { id: target.folder.id }, body })];
  if (target.kind === 'routine') {
    return [await callEndpoint(sequences.share, { params: { id: target.routine.id }, body })];
  }
  const results: ShareResult[] = [];
  for (const item of target.items) {
    results.push(await callEndpoint(SHARE_CALL[item.kind], { params: { id: item.id }, body }));
  }
  return results;
}

export type SharedItemsQuery = Partial<EndpointQueryInput<typeof api.listReceivedItems>>;
export type Direction = 'RECEIVED' | 'SENT';

/** GET .../items/shared (received) or .../items/shared/company (sent): a page of shared definitions. */
export function useSharedItems(direction: Direction, query: SharedItemsQuery, enabled = true) {
  return useQuery({
    queryKey: [...SHARING_KEY, 'items', direction, query],
    queryFn: ({ signal }) =>
      callEndpoint(direction === 'RECEIVED' ? api.listReceivedItems : api.listSentItems, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

export type SharedFoldersQuery = Partial<EndpointQueryInput<typeof api.listSharedFolders>>;

/** GET .../folders/shared with folderSharedStrategy. */
export function useSharedFolders(query: SharedFoldersQuery, enabled = true) {
  return useQuery({
    queryKey: [...SHARING_KEY, 'folders', query],
    queryFn: ({ signal }) => callEndpoint(api.listSharedFolders, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export type SharedSequencesQuery = Partial<EndpointQueryInput<typeof sequences.listShared>>;

/** GET /routines/definitions/sequences/shared: routines received or sent. */
export function useSharedSequences(query: SharedSequencesQuery, enabled = true) {
  return useQuery({
    queryKey: [...SHARING_KEY, 'sequences', query],
    queryFn: ({ signal }) => callEndpoint(sequences.listShared, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST .../items/shared/copy: copies of shared definitions into one's library (a folder of one's own, or none). */
export function importSharedItems(items: number[], folderId: number | null) {
  return callEndpoint(api.importSharedItems, { body: { items, folderId } });
}

/** POST /sequences/{id}/shared/copy: a copy of a shared routine (into a folder of routines of one's own, or none). */
export function importSharedSequence(id: number, folderId: number | null) {
  return callEndpoint(sequences.copyShared, { params: { id }, body: { folderId } });
}

/** Every definition of a shared folder (received), read page by page, for an import into a folder of one's own. */
export async function sharedFolderItemIds(folderId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const answer = await callEndpoint(api.listReceivedItems, { query: { page, perPage: MAX_PER_PAGE, folderId } });
    ids.push(...answer.items.map((d) => d.id));
    if (page >= answer._meta.pageCount) break;
  }
  return ids;
}
