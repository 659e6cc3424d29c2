import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLES, PLATFORM_ROLES, PRACTICE_ROLES, Role, type PolicyActor, type RoleId } from '@stride/contracts';
import { profiles, users } from '../profiles.table.js';

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

/**
 * Is the viewer visible to the person of the row (profiles joined with users)? visiblePeopleWhere seen
 * from the other side, with the viewer's values as constants (chat's partners are visible both ways).
 */
export function viewerVisibleToPeopleWhere(viewer: Viewer): SQL {
  const platformViewer = PLATFORM_ROLES.includes(viewer.role);
  return or(
    inArray(users.roleId, [...ADMIN_ROLES]),
    and(
      eq(users.roleId, Role.Consultant),
      platformViewer ? sql`true` : eq(profiles.id, viewer.consultantProfileId ?? -1),
    ),
    and(inArray(users.roleId, [...PRACTICE_ROLES]), eq(profiles.companyId, viewer.companyId ?? -1)),
    and(
      eq(users.roleId, Role.Participant),
      or(eq(profiles.advisorProfileId, viewer.profileId), eq(profiles.consultantProfileId, viewer.profileId)),
    ),
  )!;
}

/**
 * People other than this profile, as a condition on profiles joined with users: only active accounts
 * when `active`, none of the role `exceptRole` when given.
 */
export function otherPeopleWhere(profileId: number, opts: { active?: boolean; exceptRole?: RoleId } = {}): SQL {
  return and(
    ne(profiles.id, profileId),
    opts.active === undefined ? undefined : eq(users.isActive, opts.active),
    opts.exceptRole === undefined ? undefined : ne(users.roleId, opts.exceptRole),
  )!;
}
