import { endpoint } from '../endpoint.js';
import { notificationListQuerySchema, notificationListSchema } from '../notifications.js';
import { ALL_ROLES } from '../roles.js';

/** /notification-service: the bell's list of the signed-in person's own notifications (spec 002 section 3). */
export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/notification-service/notifications',
    summary: "The signed-in person's notifications, newest first, with the unread count",
    query: notificationListQuerySchema,
    response: notificationListSchema,
    roles: ALL_ROLES,
  }),
};
export type NotificationEndpoints = typeof notificationEndpoints;
