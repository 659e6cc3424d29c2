import { definePolicy, isCompanyAdminOf, isStaffOf } from '../policy.js';

/** What the advisor dashboard rules look at: the advisor's company. */
export interface AdvisorDashboardResource {
  companyId: number | null;
}

/**
 * An advisor's participant dashboard (spec 000 section 6): an advisor of another company is not found;
 * of the actor's company, the company admin reads it.
 */
export const advisorDashboardPolicy = definePolicy<AdvisorDashboardResource, 'read'>({
  view: (actor, a) => isStaffOf(actor, a.companyId),
  read: (actor, a) => isCompanyAdminOf(actor, a.companyId),
});
