import { endpoints, type RoleId, type StaffUser } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../app/api';

/** Every team query starts with this key: invalidating it refreshes the list and the members. */
export const TEAM_KEY = ['bhUsers'] as const;
export const teamListKey = [...TEAM_KEY, 'list'] as const;
export const teamMemberKey = (userId: number) => [...TEAM_KEY, 'member', userId] as const;

/** GET /bhUsers/{id} (the user id), its version from the ETag. */
export const getTeamMember = (userId: number): Promise<StaffUser> =>
  callEndpoint(endpoints.team.get, { params: { id: userId } });

export function useTeamMember(userId: number) {
  return useQuery({
    queryKey: teamMemberKey(userId),
    queryFn: () => getTeamMember(userId),
    enabled: Number.isInteger(userId) && userId > 0,
  });
}

/** The roles a team member can be given (GET /dictionaries/bh_user_role): Admin and Consultant. */
export function useTeamRoles() {
  return useQuery({
    queryKey: ['dictionaries', 'bh_user_role'],
    queryFn: () => callEndpoint(endpoints.dictionaries.get, { params: { name: 'bh_user_role' } }),
    select: (entries) => entries.flatMap((entry) => (typeof entry.id === 'number' ? [entry.id as RoleId] : [])),
    staleTime: Infinity,
  });
}

/** What the team policy decides on (packages/contracts/src/policies/team.policy.ts). */
export const asTeamMember = (member: StaffUser) => ({
  userId: member.id,
  roleId: member.roleId,
  isActive: member.isActive,
});

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
