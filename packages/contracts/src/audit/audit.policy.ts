import { definePolicy, isAdmin } from '../policy.js';

/**
 * The audit log (issue 30): the platform's owner and admins read their tenant's, nobody else (a company
 * admin neither: docs/decisions.md, "Audit: who reads the log"). No resource: the rule is the role's.
 */
export const auditLogPolicy = definePolicy<undefined, 'read'>({
  view: () => true,
  read: (actor) => isAdmin(actor),
});
