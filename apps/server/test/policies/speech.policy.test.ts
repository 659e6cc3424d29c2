import { describe, expect, it } from 'vitest';
import { decide } from '@stride/contracts';
import { actorOf, ROLES } from '../support/policy-actors.js';

describe('speech policy', () => {
  it.each(ROLES)('role %i hears a text read aloud', (role) => {
    expect(decide(actorOf(role), 'speech.use', undefined)).toBe('allow');
  });
});
