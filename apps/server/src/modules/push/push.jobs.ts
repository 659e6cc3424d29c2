import type { ModuleJobs } from '../../platform/jobs/index.js';
import { setNotificationPush } from '../notifications/index.js';
import { countPushed } from './push.metrics.js';
import { pushNotifications } from './push.service.js';

/**
 * Browser push has no job of its own: it plugs into the notifications pipeline's push port, once per
 * process, before the queue starts or anything delivers (docs/decisions.md, "Browser push"). The port
 * answers at once and the messages go out in the background: the request or job that made the
 * notification never waits for a push service (up to its 10 s timeout).
 */
export const pushJobs: ModuleJobs = (platform) => {
  setNotificationPush(platform, async (tenantId, deliveries) => {
    void pushNotifications(platform, tenantId, deliveries)
      .then((outcome) => countPushed(platform, outcome))
      .catch((err: unknown) => platform.log.error({ err, tenantId }, 'push: the notifications could not be pushed'));
  });
};
