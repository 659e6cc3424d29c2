import { ADMIN_ROLES, PLATFORM_ROLES, PRACTICE_ROLES, Role, STAFF_ROLES, type RoleId } from '@stride/contracts';
import type { Actor } from '../../platform/http/context.js';
import type { ProfileRow } from '../profiles/profiles.presenter.js';

/**
 * Companies (docs/decisions.md, "Organisation"): the platform team (1, 2, 3) sees every company of
 * the tenant, practice staff (4, 5, 6) their own, participants none. Admins create, delete and set
 * a company's feature flags; admins and the company's own company admin edit its name, picture and
 * staff. Staff lists: admins any company, practice staff their own (consultants coach
 * direct-to-consumer participants and do not see practice staff).
 */
export const COMPANY_READERS: readonly RoleId[] = STAFF_ROLES;
export const COMPANY_EDITORS: readonly RoleId[] = [Role.Owner, Role.Admin, Role.CompanyAdmin];
export const COMPANY_STAFF_READERS: readonly RoleId[] = [...ADMIN_ROLES, ...PRACTICE_ROLES];

export type CompanyScope = 'all' | 'none' | number;

export function visibleCompanyScope(actor: Actor, self: ProfileRow): CompanyScope {
  if (PLATFORM_ROLES.includes(actor.role)) return 'all';
  if (PRACTICE_ROLES.includes(actor.role) && self.companyId !== null) return self.companyId;
  return 'none';
}

export function canViewCompany(actor: Actor, self: ProfileRow, companyId: number): boolean {
  const scope = visibleCompanyScope(actor, self);
  return scope === 'all' || scope === companyId;
}

/** Name, picture, staff and the participants' programs. */
export function canEditCompany(actor: Actor, self: ProfileRow, companyId: number): boolean {
  return ADMIN_ROLES.includes(actor.role) || (actor.role === Role.CompanyAdmin && self.companyId === companyId);
}

export function canViewCompanyStaff(actor: Actor, self: ProfileRow, companyId: number): boolean {
  return ADMIN_ROLES.includes(actor.role) || (PRACTICE_ROLES.includes(actor.role) && self.companyId === companyId);
}
