import { ADMIN_ROLES, PRACTICE_ROLES, Role, type RoleId } from '@stride/contracts';
import type { Actor } from '../../platform/http/context.js';
import type { ProfileRow } from '../profiles/profiles.presenter.js';

/**
 * Company programs (spec 000 section 6: visible only to role 4): the company admin manages the
 * programs of their own company; admins and the company's staff may read them (the participant
 * pages show a participant's programs).
 */
export const PROGRAM_READERS: readonly RoleId[] = [...ADMIN_ROLES, ...PRACTICE_ROLES];
export const PROGRAM_WRITERS: readonly RoleId[] = [Role.CompanyAdmin];

export function canReadPrograms(actor: Actor, self: ProfileRow, companyId: number): boolean {
  return ADMIN_ROLES.includes(actor.role) || (PRACTICE_ROLES.includes(actor.role) && self.companyId === companyId);
}

export function canWritePrograms(actor: Actor, self: ProfileRow, companyId: number): boolean {
  return actor.role === Role.CompanyAdmin && self.companyId === companyId;
}
