import { rowsNaming, type RecordSource } from '../accounts/index.js';
import { notifications, notificationSettings } from './notifications.table.js';

/** A participant's export (RECORD_SOURCES in modules/index.ts): their notifications and settings. */
export const notificationsRecord: RecordSource = {
  key: 'notifications',
  read: async (tx, ctx, person) => ({
    rows: {
      notifications: await rowsNaming(tx, ctx.tenantId, notifications, notifications.userId, person.userId),
      settings: await rowsNaming(tx, ctx.tenantId, notificationSettings, notificationSettings.userId, person.userId),
    },
  }),
};
