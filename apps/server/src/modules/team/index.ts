// The public surface of the team module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { dictionariesRoutes } from './dictionaries.routes.js';
import { teamRoutes } from './team.routes.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [dictionariesRoutes, teamRoutes];
