import { endpoints, Role, type Participant } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../app/api';

/** Every participant query starts with this key: invalidating it refreshes the lists and the records. */
export const PARTICIPANTS_KEY = ['participants'] as const;
export const participantsListKey = [...PARTICIPANTS_KEY, 'list'] as const;
export const participantKey = (userId: number) => [...PARTICIPANTS_KEY, userId] as const;

/** GET /participants/{id} (the user id), its version from the ETag. */
export const getParticipant = (userId: number, signal?: AbortSignal): Promise<Participant> =>
  callEndpoint(endpoints.participants.get, { params: { id: userId }, signal });

/** The pickers read one page of this size: companies, coaches and programs of a tenant are few. */
const PICKER_PAGE = 100;

/** GET /participants/{id} (the user id), its version from the ETag. */
export function useParticipant(userId: number) {
  return useQuery({
    queryKey: participantKey(userId),
    queryFn: ({ signal }) => getParticipant(userId, signal),
    enabled: Number.isInteger(userId) && userId > 0,
    retry: false,
  });
}

/** The companies the actor sees (GET /practices), for pickers. */
export function useCompanies(enabled = true) {
  return useQuery({
    queryKey: ['practices', 'picker'],
    queryFn: ({ signal }) => callEndpoint(endpoints.companies.list, { query: { perPage: PICKER_PAGE }, signal }),
    select: (data) => data.practices,
    enabled,
    staleTime: 60_000,
  });
}

/** The advisors of a company (GET /practices/{id}/users?role=5). */
export function useAdvisors(companyId: number | null | undefined) {
  return useQuery({
    queryKey: ['practices', companyId, 'users', 'advisors'],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.companies.listUsers, {
        params: { id: companyId! },
        query: { role: Role.Advisor, perPage: PICKER_PAGE },
        signal,
      }),
    select: (data) => data.users,
    enabled: typeof companyId === 'number',
    staleTime: 60_000,
  });
}

/** The consultants of the platform team (GET /bhUsers?role=3): coaches of direct-to-consumer participants. */
export function useConsultants(enabled = true) {
  return useQuery({
    queryKey: ['bhUsers', 'consultants'],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.team.list, { query: { role: Role.Consultant, perPage: PICKER_PAGE }, signal }),
    select: (data) => data.users,
    enabled,
    staleTime: 60_000,
  });
}

/** A company's programs (GET /programs?companyId=), the active ones only when asked. */
export function useCompanyPrograms(companyId: number | null | undefined, options: { activeOnly?: boolean } = {}) {
  return useQuery({
    queryKey: ['programs', companyId, options.activeOnly ? 'active' : 'all'],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.programs.list, {
        query: {
          companyId: companyId ?? undefined,
          perPage: PICKER_PAGE,
          active: options.activeOnly ? 'true' : undefined,
        },
        signal,
      }),
    select: (data) => data.programs,
    enabled: typeof companyId === 'number',
    staleTime: 60_000,
  });
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The participant's advisor or consultant, whichever they have. */
export const coachName = (p: Pick<Participant, 'advisorName' | 'consultantFullName'>) =>
  p.advisorName ?? p.consultantFullName ?? '';
