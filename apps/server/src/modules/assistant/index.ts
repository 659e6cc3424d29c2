// The public surface of the assistant module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { assistantRoutes } from './assistant.routes.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [assistantRoutes];
export { registerFactSource, type FactRange, type FactSource } from './assistant.sources.js';
export type { Fact } from './assistant.provider.js';
