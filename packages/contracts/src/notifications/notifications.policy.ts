import { definePolicy, isStaff, type PolicyActor } from '../policy.js';
import { Role } from '../roles.js';

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

/** Advisors read their notifications grouped per participant (spec 002 section 2); everyone else the flat list. */
export const readsNotificationsGrouped = (actor: Pick<PolicyActor, 'role'>) => actor.role === Role.Advisor;

/** Staff switch their notification types on and off; a participant's notifications have no switch of theirs. */
export const hasNotificationSettings = (actor: Pick<PolicyActor, 'role'>) => isStaff(actor);
