// The public surface of the journal module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { journalRoutes } from './journal.routes.js';
export { forgetJournal } from './forget.js';
export { journalRecord } from './record.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [journalRoutes];
export { journalFacts } from './journal.assistant-facts.js';
