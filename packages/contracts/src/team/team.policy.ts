import { mayActAsRole } from '../auth/auth.js';
import { definePolicy, isPlatform } from '../policy.js';
import { PLATFORM_ROLES, Role, type RoleId } from '../roles.js';
import { mayAddTeamRole, mayChangeTeamRole, mayEditTeamUser } from './team.js';

/** What the team rules look at: the member's user id and role (a new member: the role asked for, userId 0). */
export interface TeamMemberResource {
  userId: number;
  roleId: RoleId;
  /** An inactive account is not signed in as (absent: active). */
  isActive?: boolean;
}

/**
 * The platform team, "bhUsers" (docs/decisions.md, "Organisation"): the platform team (1, 2, 3) sees its
 * members; anyone else, or a person who is not of the team, is not found. Admins add consultants, only
 * the owner adds admins or changes a role (never their own, never the owner's); the owner edits anyone of
 * the team, an admin the consultants and themself, a consultant themself. Only the owner reads a member's
 * coached participants. "Sign in as": by the surrogate table (auth.ts), never oneself, an inactive account
 * or from a surrogate session.
 */
export const teamMemberPolicy = definePolicy<
  TeamMemberResource,
  'create' | 'update' | 'changeRole' | 'readParticipants' | 'actAs'
>({
  view: (actor, m) => isPlatform(actor) && PLATFORM_ROLES.includes(m.roleId),
  create: (actor, m) => mayAddTeamRole(actor.role, m.roleId),
  update: (actor, m) => mayEditTeamUser(actor, m),
  changeRole: (actor, m) => mayChangeTeamRole(actor, m),
  readParticipants: (actor) => actor.role === Role.Owner,
  actAs: (actor, m) =>
    !actor.surrogate && m.userId !== actor.userId && m.isActive !== false && mayActAsRole(actor.role, m.roleId),
});
