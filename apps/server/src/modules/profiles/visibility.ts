import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PLATFORM_ROLES, Role, type PolicyActor } from '@stride/contracts';
import type { TokenActor } from '../../platform/http/context.js';
import type { ProfileRow } from './profiles.presenter.js';
import { profiles, users } from './profiles.table.js';

type Viewer = Pick<PolicyActor, 'profileId' | 'role' | 'companyId' | 'advisorProfileId' | 'consultantProfileId'>;

/** The loaded actor; or (not yet converted callers) the token's actor with their own profile row. */
const viewerOf = (actor: Viewer | TokenActor, actorProfile?: ProfileRow): Viewer =>
  actorProfile
    ? {
        profileId: actor.profileId,
        role: actor.role,
        companyId: actorProfile.companyId,
        advisorProfileId: actorProfile.advisorProfileId,
        consultantProfileId: actorProfile.consultantProfileId,
      }
    : (actor as Viewer);

/**
 * The people an actor may see, as a condition on `profiles` joined with `users`: the SQL twin of the
 * person policy's `view` (packages/contracts/src/policies/person.policy.ts), for lists. The tenant
 * condition is the caller's.
 */
export function visiblePeopleWhere(actor: Viewer): SQL;
/** @deprecated Pass the loaded actor (it has the company and coaches) and no profile row. */
export function visiblePeopleWhere(actor: TokenActor, actorProfile: ProfileRow): SQL;
export function visiblePeopleWhere(actor: Viewer | TokenActor, actorProfile?: ProfileRow): SQL {
  const viewer = viewerOf(actor, actorProfile);
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

/** Participants an actor may see (role 7 rows within visiblePeopleWhere). */
export function visibleParticipantsWhere(actor: Viewer): SQL;
/** @deprecated Pass the loaded actor (it has the company and coaches) and no profile row. */
export function visibleParticipantsWhere(actor: TokenActor, actorProfile: ProfileRow): SQL;
export function visibleParticipantsWhere(actor: Viewer | TokenActor, actorProfile?: ProfileRow): SQL {
  return and(eq(users.roleId, Role.Participant), visiblePeopleWhere(viewerOf(actor, actorProfile)))!;
}
