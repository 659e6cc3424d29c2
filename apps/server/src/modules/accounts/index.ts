// The public surface of the accounts module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { accountsRoutes } from './accounts.routes.js';
import { accountSecurityRoutes } from './security.routes.js';
export { registerForgetStep, type ForgetStep } from './forget-person.js';
export { registerRecordSource, rowsNaming, type RecordFile, type RecordSource } from './person-record.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [accountsRoutes, accountSecurityRoutes];
