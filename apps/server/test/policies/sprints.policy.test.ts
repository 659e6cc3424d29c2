import { describe, expect, it } from 'vitest';
import {
  decide,
  type PolicyActor,
  type RoleId,
  type SprintsResource,
  type SprintTemplateResource,
} from '@stride/contracts';
import { actorOf, byRole, OTHER_COMPANY, OWN_COMPANY, ROLES } from '../support/policy-actors.js';

const at = (row: string, role: RoleId) => byRole(row)[role - 1];

describe('sprint templates', () => {
  const ACTIONS = ['view', 'create', 'change', 'duplicate', 'apply', 'share'] as const;
  /** Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403), per action in ACTIONS order. */
  const TABLE: [string, SprintTemplateResource, ...string[]][] = [
    // The platform's: its team keeps it; practice staff read, duplicate and apply it.
    ['the platform’s', { companyId: null }, 'AAAAAAH', 'AAAAAAH', 'AAAFFFH', 'AAAAAAH', 'AAAAAAH', 'AAAFFFH'],
    // Their company's: each of its staff may change and share it; the platform team does not see it.
    ['their company’s', { companyId: OWN_COMPANY }, 'HHHAAAH', 'HHHAAAH', 'HHHAAAH', 'HHHAAAH', 'HHHAAAH', 'HHHAAAH'],
    // Another company's, shared with theirs: read-only until duplicated.
    [
      'shared with their company',
      { companyId: OTHER_COMPANY, sharedWithCompanyIds: [OWN_COMPANY] },
      ...['HHHAAAH', 'HHHAAAH', 'HHHFFFH', 'HHHAAAH', 'HHHAAAH', 'HHHFFFH'],
    ],
    [
      'another company’s',
      { companyId: OTHER_COMPANY },
      'HHHHHHH',
      'HHHHHHH',
      'HHHHHHH',
      'HHHHHHH',
      'HHHHHHH',
      'HHHHHHH',
    ],
  ];
  describe.each(TABLE)('%s', (_name, template, ...rows) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actor = actorOf(role);
      ACTIONS.forEach((action, i) =>
        expect(decide(actor, `sprintTemplate.${action}`, template), action).toBe(at(rows[i]!, role)),
      );
    });
  });
});

describe("a participant's sprint messages", () => {
  const ACTIONS = ['view', 'plan'] as const;
  const TABLE: [string, (actor: PolicyActor) => SprintsResource, ...string[]][] = [
    // Staff who may see the participant read and plan them.
    ['a visible participant', () => ({ userId: 900, visibleToActor: true }), 'AAAAAAH', 'AAAAAAH'],
    // The participant reads their own, and plans none.
    ['their own', (actor) => ({ userId: actor.userId, visibleToActor: false }), 'HHHHHHA', 'HHHHHHF'],
    ['a participant they may not see', () => ({ userId: 900, visibleToActor: false }), 'HHHHHHH', 'HHHHHHH'],
  ];
  describe.each(TABLE)('%s', (_name, messages, ...rows) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actor = actorOf(role);
      ACTIONS.forEach((action, i) =>
        expect(decide(actor, `sprints.${action}`, messages(actor)), action).toBe(at(rows[i]!, role)),
      );
    });
  });
});

describe("what of a participant's sprint messages is read (readPlanned: planned and skipped too, not only the sent)", () => {
  const TABLE: [string, (actor: PolicyActor) => SprintsResource, string][] = [
    ['a visible participant', () => ({ userId: 900, visibleToActor: true }), 'AAAAAAH'],
    // The participant reads only the ones sent to them, never ahead of time.
    ['their own', (actor) => ({ userId: actor.userId, visibleToActor: false }), 'HHHHHHF'],
    ['a participant they may not see', () => ({ userId: 900, visibleToActor: false }), 'HHHHHHH'],
  ];
  describe.each(TABLE)('%s', (_name, messages, row) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actor = actorOf(role);
      expect(decide(actor, 'sprints.readPlanned', messages(actor))).toBe(at(row, role));
    });
  });
});
