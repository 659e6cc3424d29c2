import { describe, expect, it } from 'vitest';
import { decide } from '@stride/contracts';
import { actorOf, byRole, OTHER_COMPANY, OWN_COMPANY, ROLES } from '../support/policy-actors.js';

/** Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403): an advisor of the actor's company, of another, of none. */
const CASES: [companyId: number | null, expected: string][] = [
  [OWN_COMPANY, 'HHHAFFH'],
  [OTHER_COMPANY, 'HHHHHHH'],
  [null, 'HHHHHHH'],
];

describe('advisor dashboard policy', () => {
  describe.each(CASES)('an advisor of company %s', (companyId, expected) => {
    it.each(ROLES.map((role, i) => [role, byRole(expected)[i]] as const))('role %i: %s', (role, decision) => {
      expect(decide(actorOf(role), 'advisorDashboard.read', { companyId })).toBe(decision);
    });
  });
});
