// The public surface of the push module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { pushRoutes } from './push.routes.js';
export { pushJobs } from './push.jobs.js';
export { pushMetrics } from './push.metrics.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [pushRoutes];
