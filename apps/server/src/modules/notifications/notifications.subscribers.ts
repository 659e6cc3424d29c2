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

/** An urgent notification's matter is dealt with: it stays, read or not, but no longer urgent for anyone. */
const resolveUrgent = defineSubscriber('notifications.urgent_resolved', async (event, platform) => {
  await inTenant(platform.db, { tenantId: event.tenantId }, (tx) =>
    tx
      .update(notifications)
      .set({ urgentKey: null })
      .where(and(eq(notifications.tenantId, event.tenantId), eq(notifications.urgentKey, event.payload.urgentKey))),
  );
});

/** The notifications module's subscribers: its producers, the cleanup after a deleted account,
 * and the end of an urgency. */
export const NOTIFICATION_SUBSCRIBERS: Subscriber[] = [...PRODUCERS, forgetNotificationsAbout, resolveUrgent];
