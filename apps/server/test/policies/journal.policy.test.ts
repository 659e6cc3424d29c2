import { describe, expect, it } from 'vitest';
import {
  decide,
  Role,
  writesAsParticipant,
  type ParticipantJournalResource,
  type PolicyActor,
  type RoleId,
} from '@stride/contracts';
import { actorOf, byRole, ROLES } from '../support/policy-actors.js';

const at = (row: string, role: RoleId) => byRole(row)[role - 1];

describe("a participant's journal", () => {
  /** Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403): view, write (days and meals), comment. */
  const TABLE: [
    string,
    (actor: PolicyActor) => ParticipantJournalResource,
    view: string,
    write: string,
    comment: string,
  ][] = [
    // Their own journal, on: theirs to read, write and comment.
    [
      'own journal',
      (actor) => ({ userId: actor.userId, visibleToActor: false, journalAvailable: true }),
      'HHHHHHA',
      'HHHHHHA',
      'HHHHHHA',
    ],
    // A participant the staff member may see: read and comment, never write.
    [
      'a visible participant',
      () => ({ userId: 900, visibleToActor: true, journalAvailable: true }),
      'AAAAAAH',
      'FFFFFFH',
      'AAAAAAH',
    ],
    [
      'a participant they may not see',
      () => ({ userId: 900, visibleToActor: false, journalAvailable: true }),
      'HHHHHHH',
      'HHHHHHH',
      'HHHHHHH',
    ],
    // The flag off (theirs or their company's): the journal does not exist for anyone.
    [
      'own journal, off',
      (actor) => ({ userId: actor.userId, visibleToActor: false, journalAvailable: false }),
      'HHHHHHH',
      'HHHHHHH',
      'HHHHHHH',
    ],
    [
      'a visible participant, off',
      () => ({ userId: 900, visibleToActor: true, journalAvailable: false }),
      'HHHHHHH',
      'HHHHHHH',
      'HHHHHHH',
    ],
  ];
  describe.each(TABLE)('%s', (_name, journal, view, write, comment) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actor = actorOf(role);
      expect(decide(actor, 'participantJournal.view', journal(actor))).toBe(at(view, role));
      expect(decide(actor, 'participantJournal.write', journal(actor))).toBe(at(write, role));
      expect(decide(actor, 'participantJournal.comment', journal(actor))).toBe(at(comment, role));
    });
  });
});

describe("a journal's conversation", () => {
  it.each(ROLES)("role %i writes on the participant's side only as the participant", (role) => {
    expect(writesAsParticipant(actorOf(role))).toBe(role === Role.Participant);
  });
});
