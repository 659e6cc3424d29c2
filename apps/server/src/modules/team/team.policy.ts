import { ADMIN_ROLES, PLATFORM_ROLES, Role, type RoleId } from '@stride/contracts';
import type { Actor } from '../../platform/http/context.js';
import type { PersonRow } from '../profiles/profiles.presenter.js';

/**
 * The platform team, "bhUsers" (docs/decisions.md, "Organisation"): the route table hides /bhusers
 * from roles 4 to 7 and the team's participants tab from everyone but the owner. Admins add
 * consultants; only the owner adds admins or changes anyone's role. The owner edits anyone of the
 * team, an admin the consultants and themself, a consultant themself.
 */
export const TEAM_READERS: readonly RoleId[] = PLATFORM_ROLES;
export const TEAM_CREATORS: readonly RoleId[] = ADMIN_ROLES;
export const COACHED_PARTICIPANTS_READERS: readonly RoleId[] = [Role.Owner];

export function canAddTeamRole(actor: Actor, roleId: RoleId): boolean {
  return roleId === Role.Admin ? actor.role === Role.Owner : ADMIN_ROLES.includes(actor.role);
}

export function canEditTeamUser(actor: Actor, target: PersonRow): boolean {
  if (target.user.id === actor.userId) return true;
  if (actor.role === Role.Owner) return true;
  return actor.role === Role.Admin && target.user.roleId === Role.Consultant;
}

export function canChangeTeamRole(actor: Actor, target: PersonRow): boolean {
  return actor.role === Role.Owner && target.user.id !== actor.userId && target.user.roleId !== Role.Owner;
}
