import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { PLATFORM_ROLES, Role } from '@stride/contracts';
import type { TokenActor } from '../../platform/http/context.js';
import type { ProfileRow } from './profiles.presenter.js';
import { profiles, users } from './profiles.table.js';

/**
 * The people an actor may see, as a condition on `profiles` joined with `users`: the SQL twin of
 * canViewPerson (profiles.policy.ts), for lists. The tenant condition is the caller's.
 */
export function visiblePeopleWhere(actor: TokenActor, actorProfile: ProfileRow): SQL {
  const self = eq(profiles.id, actor.profileId);
  switch (actor.role) {
    case Role.Owner:
    case Role.Admin:
      return eq(profiles.tenantId, actorProfile.tenantId);
    case Role.Consultant:
      return or(self, inArray(users.roleId, [...PLATFORM_ROLES]), eq(profiles.consultantProfileId, actor.profileId))!;
    case Role.CompanyAdmin:
    case Role.Advisor:
    case Role.TeamMember:
      return actorProfile.companyId === null ? self : or(self, eq(profiles.companyId, actorProfile.companyId))!;
    case Role.Participant: {
      const coaches = [actorProfile.advisorProfileId, actorProfile.consultantProfileId].filter(
        (id): id is number => id !== null,
      );
      return coaches.length ? or(self, inArray(profiles.id, coaches))! : self;
    }
  }
}

/** Participants an actor may see (role 7 rows within visiblePeopleWhere). */
export function visibleParticipantsWhere(actor: TokenActor, actorProfile: ProfileRow): SQL {
  return and(eq(users.roleId, Role.Participant), visiblePeopleWhere(actor, actorProfile))!;
}
