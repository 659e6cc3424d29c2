import {
  definePolicy,
  isAdmin,
  isCompanyAdminOf,
  isPlatform,
  isPracticeStaff,
  isStaffOf,
  type PolicyActor,
} from '../policy.js';

/** What the company rules look at: the company's id. */
export interface CompanyResource {
  id: number;
}

/**
 * Companies (docs/decisions.md, "Organisation"): the platform team (1, 2, 3) sees every company of the
 * tenant, practice staff (4, 5, 6) their own, participants none. Admins create, delete and set a
 * company's feature flags; admins and the company's own company admin edit its name, picture and staff.
 * Staff lists: admins any company, practice staff their own (consultants coach direct-to-consumer
 * participants and do not see practice staff). Programs: the company's own company admin writes them.
 */
export const companyPolicy = definePolicy<
  CompanyResource | undefined,
  'create' | 'update' | 'delete' | 'setFlags' | 'readStaff' | 'writePrograms'
>({
  view: (actor, c) => isPlatform(actor) || isStaffOf(actor, c?.id ?? null),
  create: (actor) => isAdmin(actor),
  update: (actor, c) => isAdmin(actor) || isCompanyAdminOf(actor, c?.id ?? null),
  delete: (actor) => isAdmin(actor),
  setFlags: (actor) => isAdmin(actor),
  readStaff: (actor, c) => isAdmin(actor) || isStaffOf(actor, c?.id ?? null),
  writePrograms: (actor, c) => isCompanyAdminOf(actor, c?.id ?? null),
});

/**
 * The companies a list shows the actor, by `company.view` (its SQL form): 'all' for the platform team, the
 * practice staff's own company's id, null for no company at all (participants, staff without one).
 */
export function companiesListedFor(actor: PolicyActor): 'all' | number | null {
  if (isPlatform(actor)) return 'all';
  return isPracticeStaff(actor) ? actor.companyId : null;
}
