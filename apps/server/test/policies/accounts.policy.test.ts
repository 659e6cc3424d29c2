import { describe, expect, it } from 'vitest';
import {
  decide,
  hasTwoStepSignIn,
  Role,
  twoStepEnforcedFor,
  type AccountResource,
  type RoleId,
} from '@stride/contracts';
import { actorOf, byRole, OTHER_COMPANY, OWN_COMPANY, ROLES } from '../support/policy-actors.js';

const CONSULTANT = 200 + Role.Consultant;
const person = (roleId: RoleId, over: Partial<AccountResource> = {}): AccountResource => ({
  profileId: 900,
  userId: 800,
  roleId,
  companyId: null,
  consultantProfileId: null,
  isActive: true,
  ...over,
});

/** Accounts of people by role and place, relative to the actor of the table (the companies of policy-actors). */
const CASES = {
  ownCompanyParticipant: person(Role.Participant, { companyId: OWN_COMPANY }),
  otherCompanyParticipant: person(Role.Participant, { companyId: OTHER_COMPANY }),
  coachedParticipant: person(Role.Participant, { consultantProfileId: CONSULTANT }),
  otherCoachParticipant: person(Role.Participant, { consultantProfileId: 333 }),
  ownCompanyAdvisor: person(Role.Advisor, { companyId: OWN_COMPANY }),
  otherCompanyAdvisor: person(Role.Advisor, { companyId: OTHER_COMPANY }),
  admin: person(Role.Admin),
};
type Case = keyof typeof CASES;

/** Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403). */
const TABLE: [Case, view: string, manage: string][] = [
  ['ownCompanyParticipant', 'AAHAAAH', 'AAHAFFH'],
  ['otherCompanyParticipant', 'AAHHHHH', 'AAHHHHH'],
  ['coachedParticipant', 'AAAHHHH', 'AAAHHHH'],
  ['otherCoachParticipant', 'AAHHHHH', 'AAHHHHH'],
  ['ownCompanyAdvisor', 'AAHAAAH', 'AAHAFFH'],
  ['otherCompanyAdvisor', 'AAHHHHH', 'AAHHHHH'],
  ['admin', 'AAAHHHH', 'AFFHHHH'],
];

describe('account policy', () => {
  describe.each(TABLE)('%s', (name, view, manage) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      expect(decide(actorOf(role), 'account.view', CASES[name])).toBe(byRole(view)[role - 1]);
      expect(decide(actorOf(role), 'account.manage', CASES[name])).toBe(byRole(manage)[role - 1]);
    });
  });

  it.each(ROLES.map((role) => [role] as const))('role %i sees their own account and may not manage it', (role) => {
    const actor = actorOf(role);
    const own = person(role, { profileId: actor.profileId, userId: actor.userId, companyId: actor.companyId });
    expect(decide(actor, 'account.view', own)).toBe('allow');
    expect(decide(actor, 'account.manage', own)).toBe('forbidden');
  });

  it("a participant sees their own advisor's account and does not manage it", () => {
    const actor = actorOf(Role.Participant, { advisorProfileId: 505 });
    const advisor = person(Role.Advisor, { profileId: 505, companyId: OWN_COMPANY });
    expect(decide(actor, 'account.view', advisor)).toBe('allow');
    expect(decide(actor, 'account.manage', advisor)).toBe('forbidden');
  });
});

describe('two-step sign-in by role', () => {
  // Roles 1 to 7: offered (staff), and required where the tenant says so (owner, admin, company admin).
  it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
    expect(hasTwoStepSignIn({ role })).toBe(role !== Role.Participant);
    expect(twoStepEnforcedFor({ role })).toBe(([Role.Owner, Role.Admin, Role.CompanyAdmin] as RoleId[]).includes(role));
  });
});
