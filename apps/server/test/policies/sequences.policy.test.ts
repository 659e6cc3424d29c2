import { describe, expect, it } from 'vitest';
import { decide, type RoleId, type RoutineSequenceResource } from '@stride/contracts';
import { actorOf, byRole, OTHER_COMPANY, OWN_COMPANY, ROLES } from '../support/policy-actors.js';

/** Routines, relative to the actors of policy-actors (practice staff and participants of company 1). */
const ROUTINES: Record<string, RoutineSequenceResource> = {
  platform: { companyId: null },
  ownCompany: { companyId: OWN_COMPANY },
  otherCompany: { companyId: OTHER_COMPANY },
  sharedWithOwn: { companyId: OTHER_COMPANY, sharedWithCompanyIds: [OWN_COMPANY] },
};

/** Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403) for view, change, copy, assign and share of a routine. */
const TABLE: [keyof typeof ROUTINES, view: string, change: string, copy: string, assign: string, share: string][] = [
  // The platform's routines: kept by the platform team, read, copied and assigned by every company's staff.
  ['platform', 'AAAAAAH', 'AAAFFFH', 'AAAAAAH', 'AAAAAAH', 'AAAFFFH'],
  // A company's routines: its staff keep, assign and share them; the platform team does not see them.
  ['ownCompany', 'HHHAAAH', 'HHHAAAH', 'HHHAAAH', 'HHHAAAH', 'HHHAAAH'],
  ['otherCompany', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH'],
  // Shared with company 1: read-only to its staff, who may copy (import) and assign it, not share it on.
  ['sharedWithOwn', 'HHHAAAH', 'HHHFFFH', 'HHHAAAH', 'HHHAAAH', 'HHHFFFH'],
];

const at = (row: string, role: RoleId) => byRole(row)[role - 1];

describe('routine (sequence) policy', () => {
  describe.each(TABLE)('%s routine', (name, view, change, copy, assign, share) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actor = actorOf(role);
      const r = ROUTINES[name]!;
      expect(decide(actor, 'routineSequence.view', r), 'view').toBe(at(view, role));
      expect(decide(actor, 'routineSequence.change', r), 'change').toBe(at(change, role));
      expect(decide(actor, 'routineSequence.copy', r), 'copy').toBe(at(copy, role));
      expect(decide(actor, 'routineSequence.assign', r), 'assign').toBe(at(assign, role));
      expect(decide(actor, 'routineSequence.share', r), 'share').toBe(at(share, role));
    });
  });

  it.each(ROLES.map((role) => [role] as const))('role %i: creating a routine is for staff', (role) => {
    expect(decide(actorOf(role), 'routineSequence.create', undefined)).toBe(at('AAAAAAF', role));
  });
});
