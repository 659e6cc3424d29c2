import { describe, expect, it } from 'vitest';
import { decide, routineLibraryOf, type RoleId, type RoutineLibraryResource } from '@stride/contracts';
import { actorOf, byRole, OTHER_COMPANY, OWN_COMPANY, ROLES } from '../support/policy-actors.js';

/** Libraries, relative to the actors of policy-actors (practice staff and participants of company 1). */
const LIBRARIES: Record<string, RoutineLibraryResource> = {
  platform: { companyId: null },
  ownCompany: { companyId: OWN_COMPANY },
  otherCompany: { companyId: OTHER_COMPANY },
  /** Another company's item shared with company 1 (itself, through its folder or a routine). */
  sharedWithOwn: { companyId: OTHER_COMPANY, sharedWithCompanyIds: [OWN_COMPANY] },
};

/**
 * Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403) for view, change, copy, share (with other
 * companies) and recommend (share with one's own company) of a definition or folder.
 */
const TABLE: [keyof typeof LIBRARIES, view: string, change: string, copy: string, share: string, recommend: string][] =
  [
    // The platform's library: kept (and shared) by the platform team, read (copied, recommended) by every company's staff.
    ['platform', 'AAAAAAH', 'AAAFFFH', 'AAAAAAH', 'AAAFFFH', 'FFFAAAH'],
    // A company's library: its staff keep it, all of them alike; the platform team does not see it.
    ['ownCompany', 'HHHAAAH', 'HHHAAAH', 'HHHAAAH', 'HHHAAAH', 'HHHAAAH'],
    ['otherCompany', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH'],
    // Shared with company 1: its staff read it (read-only), copy it, recommend it; the others do not see it.
    ['sharedWithOwn', 'HHHAAAH', 'HHHFFFH', 'HHHAAAH', 'HHHFFFH', 'HHHAAAH'],
  ];

const at = (row: string, role: RoleId) => byRole(row)[role - 1];

describe('exercise library policy', () => {
  describe.each(TABLE)('%s library', (name, view, change, copy, share, recommend) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actor = actorOf(role);
      const lib = LIBRARIES[name]!;
      for (const domain of ['routineDefinition', 'routineFolder'] as const) {
        expect(decide(actor, `${domain}.view`, lib), `${domain}.view`).toBe(at(view, role));
        expect(decide(actor, `${domain}.change`, lib), `${domain}.change`).toBe(at(change, role));
        expect(decide(actor, `${domain}.copy`, lib), `${domain}.copy`).toBe(at(copy, role));
        expect(decide(actor, `${domain}.share`, lib), `${domain}.share`).toBe(at(share, role));
        expect(decide(actor, `${domain}.recommend`, lib), `${domain}.recommend`).toBe(at(recommend, role));
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
    expect(decide(actor, 'routineDefinition.recommend', { companyId: null })).toBe('forbidden');
  });

  it('a share with another company shows nothing to company 1', () => {
    const lib = { companyId: OTHER_COMPANY, sharedWithCompanyIds: [OTHER_COMPANY + 1] };
    expect(decide(actorOf(5), 'routineDefinition.view', lib)).toBe('hidden');
    expect(decide(actorOf(2), 'routineDefinition.view', lib)).toBe('hidden');
  });
});
