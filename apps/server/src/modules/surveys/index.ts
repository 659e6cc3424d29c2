// The public surface of the surveys module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { publicSurveysRoutes } from './public/public.routes.js';
import { surveysRoutes } from './surveys.routes.js';
export { forgetSurveys } from './forget.js';
export { ensureSurveyInstruments } from './surveys.seed.js';
export { surveysJobs } from './surveys.jobs.js';
export { surveysRecord } from './record.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [surveysRoutes, publicSurveysRoutes];
