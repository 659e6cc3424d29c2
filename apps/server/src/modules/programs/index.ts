// The public surface of the programs module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { programAssignmentsRoutes } from './program-assignments.routes.js';
import { programsRoutes } from './programs.routes.js';
export { forgetPrograms } from './forget.js';
export { deleteCompanyPrograms, inProgramWhere, programsOfProfile } from './programs.service.js';
export { programsRecord } from './record.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [programAssignmentsRoutes, programsRoutes];
