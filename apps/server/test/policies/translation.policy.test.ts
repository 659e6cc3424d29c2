import { describe, expect, it } from 'vitest';
import { decide, Role } from '@stride/contracts';
import { actorOf, ROLES } from '../support/policy-actors.js';

describe('translation policy', () => {
  it.each(ROLES)('role %i: staff translate, a participant does not (403)', (role) => {
    expect(decide(actorOf(role), 'translation.use', undefined)).toBe(role === Role.Participant ? 'forbidden' : 'allow');
  });
});
