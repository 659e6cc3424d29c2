import { describe, expect, it } from 'vitest';
import { decide, type PolicyAction } from '@stride/contracts';
import { actorOf, byRole, OTHER_COMPANY, OWN_COMPANY, ROLES } from '../support/policy-actors.js';

type CompanyAction = Extract<PolicyAction, `company.${string}`>;

/** Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403), on the actor's own company and on another. */
const TABLE: [CompanyAction, own: string, other: string][] = [
  ['company.view', 'AAAAAAH', 'AAAHHHH'],
  ['company.update', 'AAFAFFH', 'AAFHHHH'],
  ['company.delete', 'AAFFFFH', 'AAFHHHH'],
  ['company.setFlags', 'AAFFFFH', 'AAFHHHH'],
  ['company.readStaff', 'AAFAAAH', 'AAFHHHH'],
  ['company.writePrograms', 'FFFAFFH', 'FFFHHHH'],
];

describe('company policy', () => {
  describe.each(TABLE)('%s', (action, own, other) => {
    it.each(ROLES.map((role, i) => [role, byRole(own)[i], byRole(other)[i]] as const))(
      'role %i: own company %s, another company %s',
      (role, onOwn, onOther) => {
        expect(decide(actorOf(role), action, { id: OWN_COMPANY })).toBe(onOwn);
        expect(decide(actorOf(role), action, { id: OTHER_COMPANY })).toBe(onOther);
      },
    );
  });

  it.each(ROLES.map((role, i) => [role, byRole('AAFFFFF')[i]] as const))(
    'role %i: adding a company is %s',
    (role, expected) => {
      expect(decide(actorOf(role), 'company.create', undefined)).toBe(expected);
    },
  );
});
