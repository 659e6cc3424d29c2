import { describe, expect, it } from 'vitest';
import { decide, type ParticipantSwapsResource, type PolicyActor, type RoleId } from '@stride/contracts';
import { actorOf, byRole, ROLES } from '../support/policy-actors.js';

const at = (row: string, role: RoleId) => byRole(row)[role - 1];
const ACTIONS = ['view', 'create', 'change', 'setStatus', 'delete', 'record', 'write'] as const;

describe("a participant's swaps", () => {
  /** Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403), per action in ACTIONS order. */
  const TABLE: [string, (actor: PolicyActor) => ParticipantSwapsResource, ...string[]][] = [
    // The participant's own swap, added by staff: read, status, progress, entries; not its fields.
    [
      'own swap added by staff',
      (actor) => ({ userId: actor.userId, visibleToActor: false, swapAvailable: true, createdByActor: false }),
      ...['HHHHHHA', 'HHHHHHA', 'HHHHHHF', 'HHHHHHA', 'HHHHHHF', 'HHHHHHA', 'HHHHHHA'],
    ],
    // One they added themselves: theirs to change and delete too.
    [
      'own swap added by them',
      (actor) => ({ userId: actor.userId, visibleToActor: false, swapAvailable: true, createdByActor: true }),
      ...['HHHHHHA', 'HHHHHHA', 'HHHHHHA', 'HHHHHHA', 'HHHHHHA', 'HHHHHHA', 'HHHHHHA'],
    ],
    // Staff who may see the participant: everything but recording progress.
    [
      'a visible participant',
      () => ({ userId: 900, visibleToActor: true, swapAvailable: true }),
      ...['AAAAAAH', 'AAAAAAH', 'AAAAAAH', 'AAAAAAH', 'AAAAAAH', 'FFFFFFH', 'AAAAAAH'],
    ],
    // Swaps off: hidden for everyone (never deleted).
    [
      'swaps off',
      (actor) => ({ userId: actor.role === 7 ? actor.userId : 900, visibleToActor: true, swapAvailable: false }),
      ...['HHHHHHH', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH'],
    ],
    [
      'a participant they may not see',
      () => ({ userId: 900, visibleToActor: false, swapAvailable: true }),
      ...['HHHHHHH', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH', 'HHHHHHH'],
    ],
  ];
  describe.each(TABLE)('%s', (_name, swaps, ...rows) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actor = actorOf(role);
      ACTIONS.forEach((action, i) =>
        expect(decide(actor, `participantSwaps.${action}`, swaps(actor)), action).toBe(at(rows[i]!, role)),
      );
    });
  });
});
