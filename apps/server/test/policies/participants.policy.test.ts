import { describe, expect, it } from 'vitest';
import {
  decide,
  participantListPickers,
  placementChoices,
  Role,
  type ParticipantResource,
  type PlacementResource,
  type PolicyAction,
  type RoleId,
} from '@stride/contracts';
import { actorOf, byRole, OTHER_COMPANY, OWN_COMPANY, ROLES } from '../support/policy-actors.js';

type ParticipantAction = Extract<PolicyAction, `participant.${string}`>;

/** The participant a role-7 actor is (profile 207), and other participants by where they are. */
const SELF = 200 + Role.Participant;
const CONSULTANT = 200 + Role.Consultant;
const participant = (over: Partial<ParticipantResource>): ParticipantResource => ({
  id: 900,
  profileId: 950,
  practiceId: null,
  advisorProfileId: null,
  consultantProfileId: null,
  isActive: true,
  ...over,
});

/**
 * The participants of the table: of the actor's company (their advisor is someone else), of another
 * company, coached by the consultant actor (direct-to-consumer), coached by another consultant, and the
 * participant actor themself (of the actor's company).
 */
const CASES = {
  ownCompany: participant({ practiceId: OWN_COMPANY, advisorProfileId: 505 }),
  otherCompany: participant({ practiceId: OTHER_COMPANY, advisorProfileId: 605 }),
  ownConsultant: participant({ consultantProfileId: CONSULTANT }),
  otherConsultant: participant({ consultantProfileId: 333 }),
  self: participant({ id: 100 + Role.Participant, profileId: SELF, practiceId: OWN_COMPANY }),
};
type Case = keyof typeof CASES;
const CASE_NAMES = Object.keys(CASES) as Case[];

/** Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403), for each participant of CASES in its order. */
const TABLE: [ParticipantAction, Record<Case, string>][] = [
  [
    'participant.view',
    {
      ownCompany: 'AAHAAAH',
      otherCompany: 'AAHHHHH',
      ownConsultant: 'AAAHHHH',
      otherConsultant: 'AAHHHHH',
      self: 'AAHAAAA',
    },
  ],
  [
    'participant.update',
    {
      ownCompany: 'AAHAAAH',
      otherCompany: 'AAHHHHH',
      ownConsultant: 'AAAHHHH',
      otherConsultant: 'AAHHHHH',
      self: 'AAHAAAF',
    },
  ],
  [
    'participant.setFlags',
    {
      ownCompany: 'AAHAAAH',
      otherCompany: 'AAHHHHH',
      ownConsultant: 'AAAHHHH',
      otherConsultant: 'AAHHHHH',
      self: 'AAHAAAF',
    },
  ],
  [
    'participant.sendMail',
    {
      ownCompany: 'AAHAAAH',
      otherCompany: 'AAHHHHH',
      ownConsultant: 'AAAHHHH',
      otherConsultant: 'AAHHHHH',
      self: 'AAHAAAF',
    },
  ],
  [
    'participant.manageAccount',
    {
      ownCompany: 'AAHAFFH',
      otherCompany: 'AAHHHHH',
      ownConsultant: 'AAAHHHH',
      otherConsultant: 'AAHHHHH',
      self: 'AAHAFFF',
    },
  ],
  [
    'participant.actAs',
    {
      ownCompany: 'AAHAFFH',
      otherCompany: 'AAHHHHH',
      ownConsultant: 'AAFHHHH',
      otherConsultant: 'AAHHHHH',
      self: 'AAHAFFF',
    },
  ],
  [
    'participant.readPrograms',
    {
      ownCompany: 'AAHAAAH',
      otherCompany: 'AAHHHHH',
      ownConsultant: 'FFFHHHH',
      otherConsultant: 'FFHHHHH',
      self: 'AAHAAAF',
    },
  ],
  [
    'participant.writePrograms',
    {
      ownCompany: 'FFHAFFH',
      otherCompany: 'FFHHHHH',
      ownConsultant: 'FFFHHHH',
      otherConsultant: 'FFHHHHH',
      self: 'FFHAFFF',
    },
  ],
];

describe('participant policy', () => {
  describe.each(TABLE)('%s', (action, rows) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actual = Object.fromEntries(CASE_NAMES.map((c) => [c, decide(actorOf(role), action, CASES[c])]));
      const expected = Object.fromEntries(CASE_NAMES.map((c) => [c, byRole(rows[c])[role - 1]]));
      expect(actual).toEqual(expected);
    });
  });

  it('nobody signs in as an inactive participant, nor from a surrogate session', () => {
    const inactive = { ...CASES.ownCompany, isActive: false };
    for (const role of [Role.Owner, Role.Admin, Role.CompanyAdmin] as RoleId[]) {
      expect(decide(actorOf(role), 'participant.actAs', inactive)).toBe('forbidden');
      expect(decide(actorOf(role, { surrogate: true }), 'participant.actAs', CASES.ownCompany)).toBe('forbidden');
      expect(decide(actorOf(role), 'participant.actAs', CASES.ownCompany)).toBe('allow');
    }
  });

  it('practice staff without a company see no participant', () => {
    for (const role of [Role.CompanyAdmin, Role.Advisor, Role.TeamMember] as RoleId[]) {
      const actor = actorOf(role, { companyId: null });
      expect(decide(actor, 'participant.view', participant({ practiceId: null }))).toBe('hidden');
    }
  });
});

describe('participant placement policy', () => {
  const placement = (practiceId: number | null): PlacementResource => ({
    practiceId,
    advisorProfileId: null,
    consultantProfileId: null,
  });

  /** Roles 1 to 7 putting a participant in their own company, another, or direct-to-consumer: never hidden. */
  it.each([
    ['own company', placement(OWN_COMPANY), 'AAFAAAF'],
    ['another company', placement(OTHER_COMPANY), 'AAFFFFF'],
    ['direct-to-consumer', placement(null), 'AAAFFFF'],
  ] as const)('%s', (_name, resource, row) => {
    expect(ROLES.map((role) => decide(actorOf(role), 'participantPlacement.place', resource))).toEqual(byRole(row));
  });

  /** Roles 1 to 7 with no placement chosen yet: adding participants somewhere, importing them, placing nowhere. */
  it.each([
    ['participantPlacement.create', 'AAAAAAF'],
    ['participantPlacement.import', 'AAFAAAF'],
    ['participantPlacement.place', 'FFFFFFF'],
  ] as const)('%s with no placement', (action, row) => {
    expect(ROLES.map((role) => decide(actorOf(role), action, undefined))).toEqual(byRole(row));
  });
});

describe("the placement a staff member chooses (the server's defaults, the portal's fields)", () => {
  /** Roles 1 to 6: chooses practice, advisor, consultant (Y/N); their own practice, advisor, consultant. */
  it.each([
    [Role.Owner, 'YYY', undefined, null, null],
    [Role.Admin, 'YYY', undefined, null, null],
    [Role.Consultant, 'NNY', undefined, null, CONSULTANT],
    [Role.CompanyAdmin, 'NYN', OWN_COMPANY, null, null],
    [Role.Advisor, 'NYN', OWN_COMPANY, 200 + Role.Advisor, null],
    [Role.TeamMember, 'NYN', OWN_COMPANY, null, null],
  ] as const)('role %i: chooses %s', (role, chooses, ownPracticeId, ownAdvisorId, ownConsultantId) => {
    const choices = placementChoices(actorOf(role));
    expect([choices.practice, choices.advisor, choices.consultant].map((c) => (c ? 'Y' : 'N')).join('')).toBe(chooses);
    expect(choices).toMatchObject({ ownPracticeId, ownAdvisorId, ownConsultantId });
  });

  it('places nobody as a participant, and practice staff without a company in none', () => {
    expect(placementChoices(actorOf(Role.Participant))).toMatchObject({
      practice: false,
      advisor: false,
      consultant: false,
    });
    expect(placementChoices(actorOf(Role.Advisor, { companyId: null })).ownPracticeId).toBeNull();
  });

  it.each([
    [Role.Owner, { company: true, advisor: true, consultant: true, programs: true }],
    [Role.Admin, { company: true, advisor: true, consultant: true, programs: true }],
    [Role.Consultant, { company: false, advisor: false, consultant: false, programs: false }],
    [Role.CompanyAdmin, { company: false, advisor: true, consultant: false, programs: true }],
    [Role.Advisor, { company: false, advisor: true, consultant: false, programs: true }],
    [Role.TeamMember, { company: false, advisor: true, consultant: false, programs: true }],
  ] as const)("role %i: the list's pickers", (role, pickers) => {
    expect(participantListPickers(actorOf(role))).toEqual(pickers);
  });
});
