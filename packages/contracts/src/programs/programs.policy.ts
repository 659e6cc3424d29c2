import { definePolicy, isAdmin, isCompanyAdminOf, isStaffOf, type PolicyActor } from '../policy.js';

/** What the program rules look at: the program's company. */
export interface ProgramResource {
  companyId: number;
}

/**
 * Company programs (spec 000 section 6: managed by role 4; docs/decisions.md, "Organisation"): admins and
 * the company's staff read them (the participant pages show a participant's programs); the company's own
 * company admin changes, deletes and assigns them. Adding one is the company's rule (`company.writePrograms`).
 */
export const programPolicy = definePolicy<ProgramResource, 'update' | 'delete' | 'assign'>({
  view: (actor, p) => isAdmin(actor) || isStaffOf(actor, p.companyId),
  update: (actor, p) => isCompanyAdminOf(actor, p.companyId),
  delete: (actor, p) => isCompanyAdminOf(actor, p.companyId),
  assign: (actor, p) => isCompanyAdminOf(actor, p.companyId),
});

/**
 * Whose programs a list shows the actor, by `program.view` (its SQL form): 'all' for admins (any company's,
 * or the one they filter on), the actor's own company's id for everyone else, null when they have none.
 */
export function programsListedFor(actor: PolicyActor): 'all' | number | null {
  return isAdmin(actor) ? 'all' : actor.companyId;
}
