import { describe, expect, it } from 'vitest';
import {
  decide,
  takesBrowserTimeZone,
  type PersonResource,
  type PolicyAction,
  Role,
  type RoleId,
} from '@stride/contracts';
import { actorOf, byRole, OTHER_COMPANY, OWN_COMPANY, ROLES } from '../support/policy-actors.js';

type PersonAction = Extract<PolicyAction, `person.${string}`>;
const ACTIONS: PersonAction[] = ['person.view', 'person.update', 'person.sendNewUserEmail', 'person.actAs'];

/** Another person (profile and user 900), active, with no coach unless given. */
const other = (roleId: RoleId, companyId: number | null, extra: Partial<PersonResource> = {}): PersonResource => ({
  profileId: 900,
  userId: 900,
  roleId,
  companyId,
  consultantProfileId: null,
  isActive: true,
  ...extra,
});
/** The actor of this role themself (actorOf: user 100 + role, profile 200 + role, company 1 for roles 4 to 7). */
const self = (role: RoleId): PersonResource => ({
  profileId: 200 + role,
  userId: 100 + role,
  roleId: role,
  companyId: role >= Role.CompanyAdmin ? OWN_COMPANY : null,
  consultantProfileId: null,
  isActive: true,
});
const CONSULTANT_ACTOR_PROFILE = 200 + Role.Consultant;

/**
 * Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403) for view, update, sendNewUserEmail and actAs. The
 * platform team (1, 2, 3) has no company; practice staff and participants are of company 1 (own); the
 * targets are of the own company, another one, or none (the platform team, direct-to-consumer participants).
 */
const TABLE: [
  target: string,
  resource: (role: RoleId) => PersonResource,
  decisions: [string, string, string, string],
][] = [
  ['themself', self, ['AAAAAAA', 'AAAAAAA', 'AAAAAAF', 'FFFFFFF']],
  ['the owner', () => other(Role.Owner, null), ['AAAHHHH', 'AAFHHHH', 'AAFHHHH', 'FFFHHHH']],
  ['an admin', () => other(Role.Admin, null), ['AAAHHHH', 'AAFHHHH', 'AAFHHHH', 'AFFHHHH']],
  ['a consultant', () => other(Role.Consultant, null), ['AAAHHHH', 'AAFHHHH', 'AAFHHHH', 'AAFHHHH']],
  [
    'a company admin of the own company',
    () => other(Role.CompanyAdmin, OWN_COMPANY),
    ['AAHAAAH', 'AAHFFFH', 'AAHAFFH', 'AAHFFFH'],
  ],
  [
    'an advisor of the own company',
    () => other(Role.Advisor, OWN_COMPANY),
    ['AAHAAAH', 'AAHFFFH', 'AAHAFFH', 'AAHAFFH'],
  ],
  [
    'a team member of the own company',
    () => other(Role.TeamMember, OWN_COMPANY),
    ['AAHAAAH', 'AAHFFFH', 'AAHAFFH', 'AAHAFFH'],
  ],
  [
    'a participant of the own company',
    () => other(Role.Participant, OWN_COMPANY),
    ['AAHAAAH', 'AAHFFFH', 'AAHAFFH', 'AAHAFFH'],
  ],
  [
    'a company admin of another company',
    () => other(Role.CompanyAdmin, OTHER_COMPANY),
    ['AAHHHHH', 'AAHHHHH', 'AAHHHHH', 'AAHHHHH'],
  ],
  [
    'an advisor of another company',
    () => other(Role.Advisor, OTHER_COMPANY),
    ['AAHHHHH', 'AAHHHHH', 'AAHHHHH', 'AAHHHHH'],
  ],
  [
    'a team member of another company',
    () => other(Role.TeamMember, OTHER_COMPANY),
    ['AAHHHHH', 'AAHHHHH', 'AAHHHHH', 'AAHHHHH'],
  ],
  [
    'a participant of another company',
    () => other(Role.Participant, OTHER_COMPANY),
    ['AAHHHHH', 'AAHHHHH', 'AAHHHHH', 'AAHHHHH'],
  ],
  [
    'a direct-to-consumer participant the consultant coaches',
    () => other(Role.Participant, null, { consultantProfileId: CONSULTANT_ACTOR_PROFILE }),
    ['AAAHHHH', 'AAFHHHH', 'AAAHHHH', 'AAFHHHH'],
  ],
  [
    "another consultant's direct-to-consumer participant",
    () => other(Role.Participant, null, { consultantProfileId: 999 }),
    ['AAHHHHH', 'AAHHHHH', 'AAHHHHH', 'AAHHHHH'],
  ],
  [
    'an inactive advisor of the own company',
    () => other(Role.Advisor, OWN_COMPANY, { isActive: false }),
    ['AAHAAAH', 'AAHFFFH', 'AAHAFFH', 'FFHFFFH'],
  ],
];

describe('person policy', () => {
  describe.each(TABLE)('on %s', (_target, resource, decisions) => {
    describe.each(ACTIONS.map((action, i) => [action, decisions[i]!] as const))('%s', (action, expected) => {
      it.each(ROLES.map((role, i) => [role, byRole(expected)[i]] as const))('role %i: %s', (role, decision) => {
        expect(decide(actorOf(role), action, resource(role))).toBe(decision);
      });
    });
  });

  describe("a participant sees their own advisor and consultant, and nobody else's", () => {
    const participant = actorOf(Role.Participant, { advisorProfileId: 901, consultantProfileId: 902 });
    const cases: [string, PersonResource, [string, string, string, string]][] = [
      ['their advisor', other(Role.Advisor, OWN_COMPANY, { profileId: 901, userId: 901 }), ['A', 'F', 'F', 'F']],
      ['their consultant', other(Role.Consultant, null, { profileId: 902, userId: 902 }), ['A', 'F', 'F', 'F']],
      ['another advisor of their company', other(Role.Advisor, OWN_COMPANY), ['H', 'H', 'H', 'H']],
      ['another participant of their company', other(Role.Participant, OWN_COMPANY), ['H', 'H', 'H', 'H']],
    ];
    it.each(cases)('%s', (_target, resource, decisions) => {
      const expected = decisions.map((d) => byRole(d.repeat(7))[0]);
      expect(ACTIONS.map((action) => decide(participant, action, resource))).toEqual(expected);
    });
  });

  it('starts no "Sign in as" from a surrogate session, nor as a company admin without a company', () => {
    const advisor = other(Role.Advisor, OWN_COMPANY);
    expect(decide(actorOf(Role.Owner, { surrogate: true }), 'person.actAs', advisor)).toBe('forbidden');
    expect(decide(actorOf(Role.Admin, { surrogate: true }), 'person.actAs', advisor)).toBe('forbidden');
    const companyAdminWithout = actorOf(Role.CompanyAdmin, { companyId: null });
    expect(decide(companyAdminWithout, 'person.actAs', other(Role.Advisor, null))).toBe('hidden');
  });

  it('shows the record of surrogate logins to the person themself and admins, and hides it from anyone else', () => {
    ROLES.forEach((role) => {
      const actor = actorOf(role);
      expect(decide(actor, 'surrogateRecord.view', { profileId: actor.profileId })).toBe('allow');
      expect(decide(actor, 'surrogateRecord.view', { profileId: 999 })).toBe(
        role === Role.Owner || role === Role.Admin ? 'allow' : 'hidden',
      );
    });
  });
});

describe("a person's time zone", () => {
  it.each(ROLES)("role %i takes the browser's zone only as a participant", (role) => {
    expect(takesBrowserTimeZone(actorOf(role))).toBe(role === Role.Participant);
  });
});
