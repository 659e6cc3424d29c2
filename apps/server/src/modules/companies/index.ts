// The public surface of the companies module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { companiesRoutes } from './companies.routes.js';
import { companyPictureRoutes } from './company-picture.routes.js';
import { companyUsersRoutes } from './company-users.routes.js';
export {
  companyExists,
  companyFlagOf,
  companyNameJoin,
  companyNamesByIds,
  getVisibleCompany,
  listCompanyNames,
} from './companies.service.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [companiesRoutes, companyPictureRoutes, companyUsersRoutes];
