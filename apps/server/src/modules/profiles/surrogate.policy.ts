import { Role, type RoleId } from '@stride/contracts';
import type { Actor } from '../../platform/http/context.js';
import type { PersonRow, ProfileRow } from './profiles.presenter.js';

/**
 * Who may act as whom (docs/decisions.md, "Surrogate login"): never upward, never sideways to
 * the same rank, never across tenants (the look-up is tenant-scoped), never nested.
 * Owner: every other role. Admin: consultants, practice staff and participants.
 * Company admin: advisors, team members and participants of their own company.
 */
const MAY_ACT_AS: Partial<Record<RoleId, readonly RoleId[]>> = {
  [Role.Owner]: [Role.Admin, Role.Consultant, Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant],
  [Role.Admin]: [Role.Consultant, Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant],
  [Role.CompanyAdmin]: [Role.Advisor, Role.TeamMember, Role.Participant],
};

export function canActAs(actor: Actor, actorProfile: ProfileRow, target: PersonRow): boolean {
  if (actor.surrogateActorUserId !== null) return false;
  if (target.user.id === actor.userId || !target.user.isActive) return false;
  const allowed = MAY_ACT_AS[actor.role] ?? [];
  if (!allowed.includes(target.user.roleId as RoleId)) return false;
  if (actor.role === Role.CompanyAdmin) {
    return actorProfile.companyId !== null && target.profile.companyId === actorProfile.companyId;
  }
  return true;
}

export const rolesThatMayActAs = Object.keys(MAY_ACT_AS).map(Number) as RoleId[];
