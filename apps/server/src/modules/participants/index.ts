// The public surface of the participants module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { participantImportRoutes } from './import/import.routes.js';
import { participantsRoutes } from './participants.routes.js';
export { NO_FIGURES, participantFigures, type Figures, type RangeUnit } from './participant-figures.js';
export { participantFlagOn } from './participant-flags.service.js';
export { visibleParticipantUserIds, visibleParticipantUserIdsSql } from './participant-ids.js';
export { participantsJobs } from './participants.jobs.js';
export {
  participantScope,
  participantScopes,
  scopedResource,
  type ParticipantScopeAction,
  type ScopedParticipant,
} from './participants.policy.js';
export { presentParticipant } from './participants.presenter.js';
export { getVisibleParticipant } from './participants.service.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [participantImportRoutes, participantsRoutes];
