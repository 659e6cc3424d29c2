// The public surface of the speech module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces").
import { speechRoutes } from './speech.routes.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [speechRoutes];
