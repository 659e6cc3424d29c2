import { describe, expect, it } from 'vitest';
import { companiesListedFor, decide, type PolicyAction } from '@stride/contracts';
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

describe('the company list (company.view in SQL)', () => {
  it.each([
    [1, 'all'],
    [2, 'all'],
    [3, 'all'],
    [4, OWN_COMPANY],
    [5, OWN_COMPANY],
    [6, OWN_COMPANY],
    [7, null],
  ] as const)('role %i: %s', (role, expected) => {
    expect(companiesListedFor(actorOf(role))).toBe(expected);
  });

  it('is empty to practice staff without a company', () => {
    expect(companiesListedFor(actorOf(5, { companyId: null }))).toBeNull();
  });
});
