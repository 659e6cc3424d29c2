// The public surface of the swaps module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { swapsRoutes } from './swaps.routes.js';
export { forgetSwaps } from './forget.js';
export { swapsSource } from './swaps.utilizations.js';
export { swapsRecord } from './record.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [swapsRoutes];
export { swapsFacts } from './swaps.assistant-facts.js';
