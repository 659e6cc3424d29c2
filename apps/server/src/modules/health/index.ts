// The public surface of the health module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { appManifestRoutes } from './app-manifest.routes.js';
import { healthRoutes } from './health.routes.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [healthRoutes, appManifestRoutes];
