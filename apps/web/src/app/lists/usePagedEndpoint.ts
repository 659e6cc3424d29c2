import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointDef, EndpointParamsInput, EndpointQueryInput } from '@stride/contracts';
import { callEndpoint, type CallInput, type CallResult } from '../api';
import type { ListParamsApi } from './useListParams';

export interface PagedEndpointOptions<E extends EndpointDef> {
  /** The endpoint's path parameters, e.g. `{ id: companyId }` for `/practices/{id}/users`. */
  params?: EndpointParamsInput<E>;
  /** Query values the list's address does not hold, e.g. the company of a programs list. */
  extraQuery?: Partial<EndpointQueryInput<E>>;
  enabled?: boolean;
}

/**
 * A page of a list endpoint of the table (`endpoints.x.list`) with the list's query (page, sort, search,
 * filters from the address), kept on screen while the next page loads; the answer is parsed by the
 * endpoint's response schema. The key is `[...key, query]`: invalidating `key` refreshes every page.
 */
export function usePagedEndpoint<E extends EndpointDef & { method: 'GET' }>(
  key: readonly unknown[],
  endpoint: E,
  list: Pick<ListParamsApi, 'query'>,
  options: PagedEndpointOptions<E> = {},
) {
  const query = { ...list.query, ...options.extraQuery };
  return useQuery({
    queryKey: [...key, query],
    // The address's values are strings; the endpoint's schema checks them on the server.
    queryFn: ({ signal }) =>
      callEndpoint(endpoint, { params: options.params, query, signal } as unknown as CallInput<E>) as Promise<
        CallResult<E>
      >,
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
