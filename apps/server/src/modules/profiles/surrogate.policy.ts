import { mayActAsRole, Role, SURROGATE_TARGET_ROLES, type RoleId } from '@stride/contracts';
import type { Actor } from '../../platform/http/context.js';
import type { PersonRow, ProfileRow } from './profiles.presenter.js';

/**
 * Who may act as whom (docs/decisions.md, "Surrogate login"): the roles of SURROGATE_TARGET_ROLES
 * (shared with the portal), never oneself or an inactive account, never across tenants (the look-up
 * is tenant-scoped), never nested; a company admin within their own company only.
 */
export function canActAs(actor: Actor, actorProfile: ProfileRow, target: PersonRow): boolean {
  if (actor.surrogateActorUserId !== null) return false;
  if (target.user.id === actor.userId || !target.user.isActive) return false;
  if (!mayActAsRole(actor.role, target.user.roleId as RoleId)) return false;
  if (actor.role === Role.CompanyAdmin) {
    return actorProfile.companyId !== null && target.profile.companyId === actorProfile.companyId;
  }
  return true;
}

export const rolesThatMayActAs = Object.keys(SURROGATE_TARGET_ROLES).map(Number) as RoleId[];
