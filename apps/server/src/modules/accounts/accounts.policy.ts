import { Role, type RoleId } from '@stride/contracts';
import type { Actor } from '../../platform/http/context.js';
import type { PersonRow, ProfileRow } from '../profiles/profiles.presenter.js';

/**
 * Whose account (active or not, deleted) the actor may manage (docs/decisions.md, "People"): never
 * their own, never one of their rank or above. Owner: everyone else; admin: consultants, practice
 * staff and participants; company admin: advisors, team members and participants of their company;
 * consultant: the direct-to-consumer participants they coach.
 */
const MAY_MANAGE: Partial<Record<RoleId, readonly RoleId[]>> = {
  [Role.Owner]: [Role.Admin, Role.Consultant, Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant],
  [Role.Admin]: [Role.Consultant, Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant],
  [Role.CompanyAdmin]: [Role.Advisor, Role.TeamMember, Role.Participant],
  [Role.Consultant]: [Role.Participant],
};

export function canManageAccount(actor: Actor, actorProfile: ProfileRow, target: PersonRow): boolean {
  if (target.user.id === actor.userId) return false;
  if (!(MAY_MANAGE[actor.role] ?? []).includes(target.user.roleId as RoleId)) return false;
  switch (actor.role) {
    case Role.CompanyAdmin:
      return actorProfile.companyId !== null && target.profile.companyId === actorProfile.companyId;
    case Role.Consultant:
      return target.profile.companyId === null && target.profile.consultantProfileId === actor.profileId;
    default:
      return true;
  }
}
