import { dictionarySchema, staffUserSchema, type RoleId, type StaffUser } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/client';
import { getVersioned } from '../../app/api/versioned';

/** Every team query starts with this key: invalidating it refreshes the list and the members. */
export const TEAM_KEY = ['bhUsers'] as const;
export const teamListKey = [...TEAM_KEY, 'list'] as const;
export const teamMemberKey = (userId: number) => [...TEAM_KEY, 'member', userId] as const;

export const parseStaffUser = (body: unknown): StaffUser => staffUserSchema.parse(body);

/** GET /bhUsers/{id} (the user id), its version from the ETag. */
export function useTeamMember(userId: number) {
  return useQuery({
    queryKey: teamMemberKey(userId),
    queryFn: () => getVersioned(`/bhUsers/${userId}`, parseStaffUser),
    enabled: Number.isInteger(userId) && userId > 0,
  });
}

/** The roles a team member can be given (GET /dictionaries/bh_user_role): Admin and Consultant. */
export function useTeamRoles() {
  return useQuery({
    queryKey: ['dictionaries', 'bh_user_role'],
    queryFn: () => api.get('/dictionaries/bh_user_role', { parse: (body) => dictionarySchema.parse(body) }),
    select: (entries) => entries.flatMap((entry) => (typeof entry.id === 'number' ? [entry.id as RoleId] : [])),
    staleTime: Infinity,
  });
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
