import { describe, expect, it } from 'vitest';
import { decide, programsListedFor, type PolicyAction } from '@stride/contracts';
import { actorOf, byRole, OTHER_COMPANY, OWN_COMPANY, ROLES } from '../support/policy-actors.js';

type ProgramAction = Extract<PolicyAction, `program.${string}`>;

/** Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403), on a program of the actor's company and of another. */
const TABLE: [ProgramAction, own: string, other: string][] = [
  ['program.view', 'AAHAAAH', 'AAHHHHH'],
  ['program.update', 'FFHAFFH', 'FFHHHHH'],
  ['program.delete', 'FFHAFFH', 'FFHHHHH'],
  ['program.assign', 'FFHAFFH', 'FFHHHHH'],
];

describe('program policy', () => {
  describe.each(TABLE)('%s', (action, own, other) => {
    it.each(ROLES.map((role, i) => [role, byRole(own)[i], byRole(other)[i]] as const))(
      "role %i: own company's program %s, another company's %s",
      (role, onOwn, onOther) => {
        expect(decide(actorOf(role), action, { companyId: OWN_COMPANY })).toBe(onOwn);
        expect(decide(actorOf(role), action, { companyId: OTHER_COMPANY })).toBe(onOther);
      },
    );
  });
});

describe('the program list (program.view in SQL)', () => {
  it.each([
    [1, 'all'],
    [2, 'all'],
    [3, null],
    [4, OWN_COMPANY],
    [5, OWN_COMPANY],
    [6, OWN_COMPANY],
  ] as const)('role %i: %s', (role, expected) => {
    expect(programsListedFor(actorOf(role))).toBe(expected);
  });
});
