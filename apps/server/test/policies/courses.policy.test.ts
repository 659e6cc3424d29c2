import { describe, expect, it } from 'vitest';
import {
  decide,
  type CourseResource,
  type ParticipantCoursesResource,
  type PolicyActor,
  type RoleId,
} from '@stride/contracts';
import { actorOf, byRole, ROLES } from '../support/policy-actors.js';

const at = (row: string, role: RoleId) => byRole(row)[role - 1];

describe('courses', () => {
  const ACTIONS = ['view', 'change', 'assign', 'import'] as const;
  /** Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403), per action in ACTIONS order. */
  const TABLE: [string, (actor: PolicyActor) => CourseResource, ...string[]][] = [
    // Practice staff keep their own courses, whatever the visibility; they do not import their own.
    [
      'own draft',
      (actor) => ({ authorProfileId: actor.profileId, visibilityStatus: 'DRAFT' }),
      ...['HHHAAAH', 'HHHAAAH', 'HHHAAAH', 'HHHFFFH'],
    ],
    [
      'own library course',
      (actor) => ({ authorProfileId: actor.profileId, visibilityStatus: 'ALL' }),
      ...['HHHAAAH', 'HHHAAAH', 'HHHAAAH', 'HHHFFFH'],
    ],
    // Another's course in the library: read and imported by every practice staff member, changed by none.
    [
      "another's library course",
      () => ({ authorProfileId: 999, visibilityStatus: 'ALL' }),
      ...['HHHAAAH', 'HHHFFFH', 'HHHFFFH', 'HHHAAAH'],
    ],
    // Another's private course or draft: it does not exist for them.
    [
      "another's private course",
      () => ({ authorProfileId: 999, visibilityStatus: 'PRIVATE' }),
      ...['HHHHHHH', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH'],
    ],
    [
      "another's draft",
      () => ({ authorProfileId: 999, visibilityStatus: 'DRAFT' }),
      ...['HHHHHHH', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH'],
    ],
  ];
  describe.each(TABLE)('%s', (_name, course, ...rows) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actor = actorOf(role);
      ACTIONS.forEach((action, i) =>
        expect(decide(actor, `course.${action}`, course(actor)), action).toBe(at(rows[i]!, role)),
      );
    });
  });

  it.each(ROLES.map((role) => [role] as const))('create: practice staff only (role %i)', (role) => {
    expect(decide(actorOf(role), 'course.create', undefined)).toBe(at('FFFAAAF', role));
  });
});

describe("a participant's courses", () => {
  const ACTIONS = ['view', 'progress'] as const;
  const TABLE: [string, (actor: PolicyActor) => ParticipantCoursesResource, ...string[]][] = [
    // The participant reads their courses and marks their steps done.
    ['their own', (actor) => ({ userId: actor.userId, visibleToActor: false }), ...['HHHHHHA', 'HHHHHHA']],
    // Practice staff who see the participant read them; nobody else marks steps done.
    ['a visible participant', () => ({ userId: 900, visibleToActor: true }), ...['HHHAAAH', 'HHHFFFH']],
    ['a participant they may not see', () => ({ userId: 900, visibleToActor: false }), ...['HHHHHHH', 'HHHHHHH']],
  ];
  describe.each(TABLE)('%s', (_name, resource, ...rows) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actor = actorOf(role);
      ACTIONS.forEach((action, i) =>
        expect(decide(actor, `participantCourses.${action}`, resource(actor)), action).toBe(at(rows[i]!, role)),
      );
    });
  });
});
