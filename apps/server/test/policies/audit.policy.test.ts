import { describe, expect, it } from 'vitest';
import { decide } from '@stride/contracts';
import { actorOf, byRole, ROLES } from '../support/policy-actors.js';

/** Roles 1 to 7 (A allow, F forbidden: 403): the audit log is the owner's and the admins'. */
const READ = 'AAFFFFF';

describe('audit log policy', () => {
  it.each(ROLES.map((role, i) => [role, byRole(READ)[i]] as const))('role %i reads the log: %s', (role, expected) => {
    expect(decide(actorOf(role), 'auditLog.read', undefined)).toBe(expected);
  });
});
