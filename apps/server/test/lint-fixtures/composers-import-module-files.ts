// Linted as apps/server/src/modules/index.ts (the registry) and as apps/server/src/app.ts by
// test/platform/boundaries.test.ts: a line whose "crossing:" names the file must be reported there, the others not.
import { chatRoutes } from './chat/chat.routes.js'; // crossing: registry
import { profilesRoutes } from './profiles/index.js';
import { seedDemo } from '../seed/seed.js'; // crossing: registry
import type { ModuleJobs } from '../platform/jobs/index.js';
import { accountStore } from './modules/profiles/accounts.service.js'; // crossing: app, registry
import { loadActor } from './modules/profiles/index.js'; // crossing: registry
import { MODULES } from './modules/index.js';
import { createAuth } from './platform/auth/index.js'; // crossing: registry

export { chatRoutes, profilesRoutes, seedDemo, accountStore, loadActor, MODULES, createAuth };
export type { ModuleJobs };
