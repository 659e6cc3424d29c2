import { describe, expect, it } from 'vitest';
import { decide, type PolicyAction } from '@stride/contracts';
import { actorOf, byRole, ROLES } from '../support/policy-actors.js';

type TaskAction = Extract<PolicyAction, `task.${string}`>;

/** Roles 1 to 7 (A allow, H hidden: 404), on a task they started and on anyone else's (whatever the company). */
const TABLE: [TaskAction, own: string, others: string][] = [
  ['task.view', 'AAAAAAA', 'HHHHHHH'],
  ['task.delete', 'AAAAAAA', 'HHHHHHH'],
];

describe('task policy', () => {
  describe.each(TABLE)('%s', (action, own, others) => {
    it.each(ROLES.map((role, i) => [role, byRole(own)[i], byRole(others)[i]] as const))(
      'role %i: own task %s, another person’s %s',
      (role, onOwn, onOthers) => {
        const actor = actorOf(role);
        expect(decide(actor, action, { createdBy: actor.userId })).toBe(onOwn);
        expect(decide(actor, action, { createdBy: actor.userId + 1000 })).toBe(onOthers);
      },
    );
  });
});
