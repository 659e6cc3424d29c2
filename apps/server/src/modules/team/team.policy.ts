import {
  ADMIN_ROLES,
  mayAddTeamRole,
  mayChangeTeamRole,
  mayEditTeamUser,
  PLATFORM_ROLES,
  Role,
  type RoleId,
} from '@stride/contracts';
import type { Actor } from '../../platform/http/context.js';
import type { PersonRow } from '../profiles/profiles.presenter.js';

/**
 * The platform team, "bhUsers" (docs/decisions.md, "Organisation"): the route table hides /bhusers
 * from roles 4 to 7 and the team's participants tab from everyone but the owner. Admins add
 * consultants; only the owner adds admins or changes anyone's role. The owner edits anyone of the
 * team, an admin the consultants and themself, a consultant themself (the rules live in the contracts,
 * shared with the portal).
 */
export const TEAM_READERS: readonly RoleId[] = PLATFORM_ROLES;
export const TEAM_CREATORS: readonly RoleId[] = ADMIN_ROLES;
export const COACHED_PARTICIPANTS_READERS: readonly RoleId[] = [Role.Owner];

const asTarget = (target: PersonRow) => ({ roleId: target.user.roleId as RoleId, userId: target.user.id });

export function canAddTeamRole(actor: Actor, roleId: RoleId): boolean {
  return mayAddTeamRole(actor.role, roleId);
}

export function canEditTeamUser(actor: Actor, target: PersonRow): boolean {
  return mayEditTeamUser(actor, asTarget(target));
}

export function canChangeTeamRole(actor: Actor, target: PersonRow): boolean {
  return mayChangeTeamRole(actor, asTarget(target));
}
