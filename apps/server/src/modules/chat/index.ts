// The public surface of the chat module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { chatRoutes } from './chat.routes.js';
export { ensureSprintChannel, existingChannelIds } from './channels.service.js';
export { chatMessagesSource } from './chat.utilizations.js';
export { chatFilesStoredBytes } from './chat.stored-bytes.js';
export { chatRealtimeOf, postScheduled, type ScheduledPost } from './messages.service.js';
export { chatRecord } from './record.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [chatRoutes];
export { readTimetokens } from './read-marks.js';
