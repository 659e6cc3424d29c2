// The public surface of the translation module: what other modules and the registry (modules/index.ts) may
// import of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { translationRoutes } from './translation.routes.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [translationRoutes];
/** The language tools' refusals, which text-to-speech answers too. */
export { engineBusy, engineFailed, engineUnavailable, unsupportedLanguage } from './translation.engines.js';
