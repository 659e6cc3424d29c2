import { and, eq } from 'drizzle-orm';
import { inTenant } from '../../platform/db/tenant-scope.js';
import { defineSubscriber, type Subscriber } from '../../platform/events/subscriber.js';
import { PRODUCERS } from './notifications.producers.js';
import { notifications } from './notifications.table.js';

/** A person's account is gone: the notifications about them go too (their own went with the account). */
const forgetNotificationsAbout = defineSubscriber('account.deleted', async (event, platform) => {
  await inTenant(platform.db, { tenantId: event.tenantId }, (tx) =>
    tx
      .delete(notifications)
      .where(
        and(eq(notifications.tenantId, event.tenantId), eq(notifications.entityProfileId, event.payload.profileId)),
      ),
  );
});

/** The notifications module's subscribers: its producers, and the cleanup after a deleted account. */
export const NOTIFICATION_SUBSCRIBERS: Subscriber[] = [...PRODUCERS, forgetNotificationsAbout];
