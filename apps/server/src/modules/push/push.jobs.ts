import type { ModuleJobs } from '../../platform/jobs/index.js';
import { setNotificationPush } from '../notifications/push.port.js';
import { pushNotifications } from './push.service.js';

/**
 * Browser push has no job of its own: it plugs into the notifications pipeline's push port, once per
 * process, before the queue starts or anything delivers (docs/decisions.md, "Browser push").
 */
export const pushJobs: ModuleJobs = (platform) => {
  setNotificationPush(platform, (tenantId, deliveries) => pushNotifications(platform, tenantId, deliveries));
};
