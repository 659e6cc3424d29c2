// The public surface of the routines module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { routinesRoutes } from './routines.routes.js';
import { sequencesRoutes } from './sequences/sequences.routes.js';
import { sharedSequencesRoutes } from './sequences/sequences.shared.routes.js';
export { fieldsOf, getDefinition, resolveMedia, type UploadedMedia } from './definitions/definitions.service.js';
export { forgetRoutines } from './forget.js';
export { presentMedia } from './routines.presenter.js';
export { ROUTINE_SHARE_KINDS } from './routines.sharing.js';
export { routineDefinitionsSource } from './routines.utilizations.js';
export { visibleExercises } from './definitions/visible-exercises.js';
export { routinesRecord } from './record.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [routinesRoutes, sequencesRoutes, sharedSequencesRoutes];
