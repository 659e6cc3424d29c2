import { describe, expect, it } from 'vitest';
import { decide } from '@stride/contracts';
import { actorOf, ROLES } from '../support/policy-actors.js';

describe('quick messages policy', () => {
  it.each(ROLES)('role %i manages their own quick messages, never another profile’s (403)', (role) => {
    const actor = actorOf(role);
    expect(decide(actor, 'quickMessages.manage', { profileId: actor.profileId })).toBe('allow');
    // Another profile of the same company or of another: whether it is seen at all is the profiles' rule.
    expect(decide(actor, 'quickMessages.manage', { profileId: actor.profileId + 1 })).toBe('forbidden');
    expect(decide(actorOf(role, { companyId: 2 }), 'quickMessages.manage', { profileId: 999 })).toBe('forbidden');
  });
});
