// The public surface of the audit module: the audit log read back (issue 30), its retention job. The log's
// table and its writing are the platform's (platform/audit): every module records, this one reads.
import { auditRoutes } from './audit.routes.js';
export { auditJobs } from './audit.jobs.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [auditRoutes];
