import { idParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import {
  notificationGroupedQuerySchema,
  notificationGroupedSchema,
  notificationGroupPageQuerySchema,
  notificationGroupPageSchema,
  notificationGroupParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadAllQuerySchema,
  notificationReadAllSchema,
  notificationSchema,
  notificationSettingsSchema,
  updateNotificationBodySchema,
  updateNotificationSettingsBodySchema,
} from './notifications.js';
import { ALL_ROLES, STAFF_ROLES } from '../roles.js';

/**
 * /notification-service: the signed-in person's own notifications (spec 002 section 7, Notifications).
 * Everyone has the flat list; staff (who coach participants) also have the list grouped per participant.
 */
export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/notification-service/notifications',
    summary: "The signed-in person's notifications, newest first, with the unread count",
    query: notificationListQuerySchema,
    response: notificationListSchema,
    roles: ALL_ROLES,
  }),
  grouped: endpoint({
    method: 'GET',
    path: '/notification-service/notifications-grouped',
    summary: "The signed-in person's notifications grouped per participant (filter all, 3d, 1d, unread)",
    query: notificationGroupedQuerySchema,
    response: notificationGroupedSchema,
    roles: STAFF_ROLES,
  }),
  groupPage: endpoint({
    method: 'GET',
    path: '/notification-service/notifications-grouped/{id}',
    summary: "One participant's group: the page after lastItem (load more)",
    params: notificationGroupParamsSchema,
    query: notificationGroupPageQuerySchema,
    response: notificationGroupPageSchema,
    roles: STAFF_ROLES,
  }),
  readGroup: endpoint({
    method: 'POST',
    path: '/notification-service/notifications-grouped/{id}/readall',
    summary: "Mark read every notification of one participant's group",
    params: notificationGroupParamsSchema,
    response: notificationReadAllSchema,
    roles: STAFF_ROLES,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/notification-service/notifications/{id}',
    summary: 'Mark a notification read or unread, or snooze it until resendAt',
    params: idParamsSchema,
    body: updateNotificationBodySchema,
    response: notificationSchema,
    roles: ALL_ROLES,
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/notification-service/notifications/readall',
    summary: 'Mark every notification read (isAdvisor: those of the grouped list)',
    query: notificationReadAllQuerySchema,
    response: notificationReadAllSchema,
    roles: ALL_ROLES,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/notification-service/notifications/settings/web',
    summary: "The signed-in person's notification settings",
    response: notificationSettingsSchema,
    roles: ALL_ROLES,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/notification-service/notifications/settings/web',
    summary: "Change the signed-in person's notification settings",
    body: updateNotificationSettingsBodySchema,
    response: notificationSettingsSchema,
    roles: ALL_ROLES,
  }),
};
export type NotificationEndpoints = typeof notificationEndpoints;
