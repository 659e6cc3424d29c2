import { describe, expect, it } from 'vitest';
import { decide, type ParticipantCalendarResource, type PolicyActor, type RoleId } from '@stride/contracts';
import { actorOf, byRole, ROLES } from '../support/policy-actors.js';

const at = (row: string, role: RoleId) => byRole(row)[role - 1];

describe("a participant's calendar", () => {
  /** Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403): view, change, record (a result), feed. */
  const TABLE: [
    string,
    (actor: PolicyActor) => ParticipantCalendarResource,
    view: string,
    change: string,
    record: string,
    feed: string,
  ][] = [
    // The participant's own calendar: theirs to read and record on, not to change.
    [
      'own calendar',
      (actor) => ({ userId: actor.userId, visibleToActor: false }),
      'HHHHHHA',
      'HHHHHHF',
      'HHHHHHA',
      'HHHHHHA',
    ],
    // A participant the staff member may see (decided in SQL): read and change, never record for them.
    [
      'a visible participant',
      () => ({ userId: 900, visibleToActor: true }),
      'AAAAAAH',
      'AAAAAAH',
      'FFFFFFH',
      'AAAAAAH',
    ],
    [
      'a participant they may not see',
      () => ({ userId: 900, visibleToActor: false }),
      'HHHHHHH',
      'HHHHHHH',
      'HHHHHHH',
      'HHHHHHH',
    ],
  ];
  describe.each(TABLE)('%s', (_name, calendar, view, change, record, feed) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actor = actorOf(role);
      expect(decide(actor, 'participantCalendar.view', calendar(actor))).toBe(at(view, role));
      expect(decide(actor, 'participantCalendar.change', calendar(actor))).toBe(at(change, role));
      expect(decide(actor, 'participantCalendar.record', calendar(actor))).toBe(at(record, role));
      expect(decide(actor, 'participantCalendar.feed', calendar(actor))).toBe(at(feed, role));
    });
  });
});
