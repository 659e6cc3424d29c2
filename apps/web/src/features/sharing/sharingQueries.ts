import { endpoints, MAX_PER_PAGE } from '@stride/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../app/api';

/** The sharing module's queries (apps/server/src/modules/sharing). */
export const SHARING_KEY = ['sharing'] as const;

/** GET /routines/definitions/shared/companies: the practices one may share with, by name (a page of 100). */
export function useShareableCompanies(search: string) {
  const query = { page: 1, perPage: MAX_PER_PAGE, ...(search ? { search } : {}) };
  return useQuery({
    queryKey: [...SHARING_KEY, 'companies', query],
    queryFn: ({ signal }) => callEndpoint(endpoints.routinesSharing.listShareableCompanies, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
