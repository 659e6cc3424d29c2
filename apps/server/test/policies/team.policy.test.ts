import { describe, expect, it } from 'vitest';
import { decide, type PolicyAction, Role, type RoleId, type TeamMemberResource } from '@stride/contracts';
import { actorOf, byRole, ROLES } from '../support/policy-actors.js';

type TeamAction = Extract<PolicyAction, `teamMember.${string}`>;

/** Another person of this role (user 900). */
const other = (roleId: RoleId): TeamMemberResource => ({ userId: 900, roleId });

/**
 * Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403). The team has no company: the actor's own account
 * and others of each team role; a person who is not of the team is hidden from everyone.
 */
const TABLE: [TeamAction, target: string, resource: (role: RoleId) => TeamMemberResource, expected: string][] = [
  ['teamMember.view', 'self', (role) => ({ userId: 100 + role, roleId: role }), 'AAAHHHH'],
  ['teamMember.view', 'an advisor', () => other(Role.Advisor), 'HHHHHHH'],
  ['teamMember.update', 'self', (role) => ({ userId: 100 + role, roleId: role }), 'AAAHHHH'],
  ['teamMember.update', 'the owner', () => other(Role.Owner), 'AFFHHHH'],
  ['teamMember.update', 'an admin', () => other(Role.Admin), 'AFFHHHH'],
  ['teamMember.update', 'a consultant', () => other(Role.Consultant), 'AAFHHHH'],
  ['teamMember.changeRole', 'self', (role) => ({ userId: 100 + role, roleId: role }), 'FFFHHHH'],
  ['teamMember.changeRole', 'the owner', () => other(Role.Owner), 'FFFHHHH'],
  ['teamMember.changeRole', 'an admin', () => other(Role.Admin), 'AFFHHHH'],
  ['teamMember.changeRole', 'a consultant', () => other(Role.Consultant), 'AFFHHHH'],
  ['teamMember.create', 'a new admin', () => ({ userId: 0, roleId: Role.Admin }), 'AFFHHHH'],
  ['teamMember.create', 'a new consultant', () => ({ userId: 0, roleId: Role.Consultant }), 'AAFHHHH'],
  ['teamMember.readParticipants', 'a consultant', () => other(Role.Consultant), 'AFFHHHH'],
  ['teamMember.actAs', 'self', (role) => ({ userId: 100 + role, roleId: role }), 'FFFHHHH'],
  ['teamMember.actAs', 'an admin', () => other(Role.Admin), 'AFFHHHH'],
  ['teamMember.actAs', 'a consultant', () => other(Role.Consultant), 'AAFHHHH'],
  ['teamMember.actAs', 'an inactive consultant', () => ({ ...other(Role.Consultant), isActive: false }), 'FFFHHHH'],
];

describe('team member policy', () => {
  describe.each(TABLE)('%s on %s', (action, _target, resource, expected) => {
    it.each(ROLES.map((role, i) => [role, byRole(expected)[i]] as const))('role %i: %s', (role, decision) => {
      expect(decide(actorOf(role), action, resource(role))).toBe(decision);
    });
  });

  it('offers no "Sign in as" from a surrogate session', () => {
    expect(decide(actorOf(Role.Owner, { surrogate: true }), 'teamMember.actAs', other(Role.Consultant))).toBe(
      'forbidden',
    );
  });
});
