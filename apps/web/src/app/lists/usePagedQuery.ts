import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { ListParamsApi } from './useListParams';

/**
 * A page of a list call (`GET path` with the list's query), kept on screen while the next page loads.
 * The key is `[...key, query]`: invalidating `key` refreshes every page of the list.
 */
export function usePagedQuery<T>(
  key: readonly unknown[],
  path: string,
  list: Pick<ListParamsApi, 'query'>,
  parse: (body: unknown) => T,
  options: { extraQuery?: Record<string, string | number | undefined>; enabled?: boolean } = {},
) {
  const query = { ...list.query, ...options.extraQuery };
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => api.get(path, { query, parse, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
