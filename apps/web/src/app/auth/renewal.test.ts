import { describe, expect, it } from 'vitest';
import { renewalDelayMs } from './renewal';

describe('renewalDelayMs', () => {
  it('renews an hour-long token 60 s before it expires', () => {
    expect(renewalDelayMs({ issuedAt: 1000, expiresAt: 4600 }, 1000 * 1000)).toBe(3540 * 1000);
  });

  it('renews a short-lived token at 80% of its lifetime', () => {
    expect(renewalDelayMs({ issuedAt: 1000, expiresAt: 1100 }, 1000 * 1000)).toBe(80 * 1000);
  });

  it('renews at once when the token is already expired', () => {
    expect(renewalDelayMs({ issuedAt: 1000, expiresAt: 1100 }, 5000 * 1000)).toBe(0);
  });
});
