// The public surface of the notifications module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { notificationsRoutes } from './notifications.routes.js';
export { forgetNotifications } from './forget.js';
export { notificationsJobs } from './notifications.jobs.js';
export { notificationsMetrics } from './notifications.metrics.js';
export { unreadCounts } from './notifications.service.js';
export { NOTIFICATION_SUBSCRIBERS } from './notifications.subscribers.js';
export { setNotificationPush } from './push.port.js';
export { settingsOfUsers } from './settings.service.js';
export { notificationsRecord } from './record.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [notificationsRoutes];
