// The public surface of the analytics module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { analyticsRoutes } from './analytics.routes.js';
export { forgetPageViews } from './forget.js';
export { pageViewsPerDay } from './page-views.service.js';
export { analyticsRecord } from './record.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [analyticsRoutes];
