import { endpoints, type Company, type StaffUser } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../app/api';

const api = endpoints.companies;

/**
 * Every company query starts with this key (the participants' pickers too): invalidating it refreshes
 * the list, the companies and their staff.
 */
export const COMPANIES_KEY = ['practices'] as const;
export const companyListKey = [...COMPANIES_KEY, 'list'] as const;
export const companyKey = (id: number) => [...COMPANIES_KEY, 'one', id] as const;
/** The participants' advisor picker reads `['practices', id, 'users', ...]`: one invalidation for both. */
export const companyStaffKey = (id: number) => [...COMPANIES_KEY, id, 'users'] as const;
export const companyUserKey = (companyId: number, userId: number) =>
  [...companyStaffKey(companyId), 'one', userId] as const;

export const isId = (id: number) => Number.isInteger(id) && id > 0;

/** GET /practices/{id}, its version from the ETag. */
export const getCompany = (id: number): Promise<Company> => callEndpoint(api.get, { params: { id } });

/** GET /practices/{id}/users/{userId}, its version from the ETag. */
export const getCompanyUser = (practiceId: number, userId: number): Promise<StaffUser> =>
  callEndpoint(api.getUser, { params: { practiceId, userId } });

export function useCompany(id: number) {
  return useQuery({
    queryKey: companyKey(id),
    queryFn: () => getCompany(id),
    enabled: isId(id),
    retry: false,
  });
}

/** The ETag is kept as the version for the PUT's If-Match. */
export function useCompanyUser(companyId: number, userId: number | null) {
  return useQuery({
    queryKey: companyUserKey(companyId, userId ?? 0),
    queryFn: () => getCompanyUser(companyId, userId ?? 0),
    enabled: userId !== null && isId(companyId),
    retry: false,
  });
}

/** The roles a company user can have (GET /dictionaries/practice_user_role): company admin, advisor, team member. */
export function usePracticeRoles() {
  return useQuery({
    queryKey: ['dictionaries', 'practice_user_role'],
    queryFn: () => callEndpoint(endpoints.dictionaries.get, { params: { name: 'practice_user_role' } }),
    select: (entries) => entries.flatMap((entry) => (typeof entry.id === 'number' ? [entry.id] : [])),
    staleTime: Infinity,
  });
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
