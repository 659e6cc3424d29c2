import { ADMIN_ROLES, PLATFORM_ROLES, Role, type RoleId } from '@stride/contracts';
import type { Actor } from '../../platform/http/context.js';
import type { PersonRow, ProfileRow } from './profiles.presenter.js';

/**
 * Who may see whom (docs/decisions.md, "People visibility"): admins the whole tenant; a
 * consultant the platform team and the direct-to-consumer participants they coach; practice
 * staff their own company; a participant themself and their own advisor or consultant.
 */
export function canViewPerson(actor: Actor, actorProfile: ProfileRow, target: PersonRow): boolean {
  const t = target.profile;
  const targetRole = target.user.roleId as RoleId;
  if (t.id === actor.profileId) return true;
  switch (actor.role) {
    case Role.Owner:
    case Role.Admin:
      return true;
    case Role.Consultant:
      return PLATFORM_ROLES.includes(targetRole) || t.consultantProfileId === actor.profileId;
    case Role.CompanyAdmin:
    case Role.Advisor:
    case Role.TeamMember:
      return actorProfile.companyId !== null && t.companyId === actorProfile.companyId;
    case Role.Participant:
      return t.id === actorProfile.advisorProfileId || t.id === actorProfile.consultantProfileId;
  }
}

/** Who may change a profile's own fields: the person, or an admin. */
export function canEditPerson(actor: Actor, target: PersonRow): boolean {
  return target.profile.id === actor.profileId || ADMIN_ROLES.includes(actor.role);
}
