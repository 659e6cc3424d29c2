import { definePolicy } from '../policy.js';

/** What the notification rules look at: whom it was sent to. */
export interface NotificationResource {
  userId: number;
}

/**
 * Notifications (spec 002): each person reads, marks and snoozes only their own; anyone else's (another
 * person's, another tenant's) are as if they did not exist (404). Lists filter by the same rule in SQL.
 */
export const notificationPolicy = definePolicy<NotificationResource, 'update'>({
  view: (actor, n) => n.userId === actor.userId,
  update: (actor, n) => n.userId === actor.userId,
});
