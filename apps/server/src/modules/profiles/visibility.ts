import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PLATFORM_ROLES, Role, type PolicyActor } from '@stride/contracts';
import { profiles, users } from './profiles.table.js';

type Viewer = Pick<PolicyActor, 'profileId' | 'role' | 'companyId' | 'advisorProfileId' | 'consultantProfileId'>;

/**
 * The people an actor may see, as a condition on `profiles` joined with `users`: the SQL twin of the
 * person policy's `view` (packages/contracts/src/policies/person.policy.ts), for lists. The tenant
 * condition is the caller's.
 */
export function visiblePeopleWhere(viewer: Viewer): SQL {
  const self = eq(profiles.id, viewer.profileId);
  switch (viewer.role) {
    case Role.Owner:
    case Role.Admin:
      return sql`true`;
    case Role.Consultant:
      return or(self, inArray(users.roleId, [...PLATFORM_ROLES]), eq(profiles.consultantProfileId, viewer.profileId))!;
    case Role.CompanyAdmin:
    case Role.Advisor:
    case Role.TeamMember:
      return viewer.companyId === null ? self : or(self, eq(profiles.companyId, viewer.companyId))!;
    case Role.Participant: {
      const coaches = [viewer.advisorProfileId, viewer.consultantProfileId].filter((id): id is number => id !== null);
      return coaches.length ? or(self, inArray(profiles.id, coaches))! : self;
    }
  }
}

/**
 * Participants an actor may see (role 7 rows within visiblePeopleWhere): the SQL twin of the participant
 * policy's `view`, for lists.
 */
export function visibleParticipantsWhere(viewer: Viewer): SQL {
  return and(eq(users.roleId, Role.Participant), visiblePeopleWhere(viewer))!;
}
