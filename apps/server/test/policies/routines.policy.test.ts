import { describe, expect, it } from 'vitest';
import { decide, routineLibraryOf, type RoleId, type RoutineLibraryResource } from '@stride/contracts';
import { actorOf, byRole, OTHER_COMPANY, OWN_COMPANY, ROLES } from '../support/policy-actors.js';

/** Libraries, relative to the actors of policy-actors (practice staff and participants of company 1). */
const LIBRARIES: Record<string, RoutineLibraryResource> = {
  platform: { companyId: null },
  ownCompany: { companyId: OWN_COMPANY },
  otherCompany: { companyId: OTHER_COMPANY },
};

/** Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403) for view, change and copy of a definition or folder. */
const TABLE: [keyof typeof LIBRARIES, view: string, change: string, copy: string][] = [
  // The platform's library: kept by the platform team, read (and copied) by every company's staff.
  ['platform', 'AAAAAAH', 'AAAFFFH', 'AAAAAAH'],
  // A company's library: its staff keep it, all of them alike; the platform team does not see it.
  ['ownCompany', 'HHHAAAH', 'HHHAAAH', 'HHHAAAH'],
  ['otherCompany', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH'],
];

const at = (row: string, role: RoleId) => byRole(row)[role - 1];

describe('exercise library policy', () => {
  describe.each(TABLE)('%s library', (name, view, change, copy) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actor = actorOf(role);
      const lib = LIBRARIES[name]!;
      for (const domain of ['routineDefinition', 'routineFolder'] as const) {
        expect(decide(actor, `${domain}.view`, lib), `${domain}.view`).toBe(at(view, role));
        expect(decide(actor, `${domain}.change`, lib), `${domain}.change`).toBe(at(change, role));
        expect(decide(actor, `${domain}.copy`, lib), `${domain}.copy`).toBe(at(copy, role));
      }
    });
  });

  it.each(ROLES.map((role) => [role] as const))('role %i: creating in one’s own library is for staff', (role) => {
    expect(decide(actorOf(role), 'routineDefinition.create', undefined)).toBe(at('AAAAAAF', role));
    expect(decide(actorOf(role), 'routineFolder.create', undefined)).toBe(at('AAAAAAF', role));
  });

  it('new items go to the platform library for the platform team, the company’s for its staff', () => {
    expect(routineLibraryOf(actorOf(2))).toBeNull();
    expect(routineLibraryOf(actorOf(3))).toBeNull();
    expect(routineLibraryOf(actorOf(5))).toBe(OWN_COMPANY);
    expect(routineLibraryOf(actorOf(7))).toBeUndefined();
  });

  it('practice staff of no company keep no library and see only the platform’s', () => {
    const actor = actorOf(5, { companyId: null });
    expect(decide(actor, 'routineDefinition.create', undefined)).toBe('forbidden');
    expect(decide(actor, 'routineDefinition.view', { companyId: null })).toBe('allow');
    expect(decide(actor, 'routineDefinition.change', { companyId: null })).toBe('forbidden');
    expect(decide(actor, 'routineDefinition.view', { companyId: OWN_COMPANY })).toBe('hidden');
  });
});
