// The public surface of the sprints module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { sprintsRoutes } from './sprints.routes.js';
export { messagesForFeed, type FeedMessage } from './feed-messages.js';
export { forgetSprints } from './forget.js';
export { addDays, todayIn } from './schedule.js';
export { sprintsJobs } from './sprints.jobs.js';
export { sprintsMetrics } from './sprints.metrics.js';
export { SPRINT_SHARE_KINDS } from './sprints.sharing.js';
export { sprintPlannedSource, sprintTemplatesSource } from './sprints.utilizations.js';
export { sprintsRecord } from './record.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [sprintsRoutes];
export { sprintsFacts } from './sprints.assistant-facts.js';
