import type { Language, Notification, NotificationParameters } from '@stride/contracts';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@stride/contracts';
import { renderStored } from './messages.js';
import type { notifications } from './notifications.table.js';
import type { SettingsRow } from './settings.service.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** A timestamp as the API writes it, from a Date or from a raw query's text. */
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * The spec's notification, from a row (drizzle's or a raw query's with the same names), its message and
 * link worded in the reader's language now (every reader: the lists, the socket event, the push).
 */
export const presentNotification = (n: NotificationRow, language: Language): Notification => ({
  id: Number(n.id),
  type: n.type,
  code: n.code,
  message: renderStored(n.messageKey, n.message, language, n.messageVars),
  linkMessage: renderStored(n.linkKey, n.linkMessage, language, n.messageVars),
  unread: n.unread,
  createdDate: iso(n.createdAt),
  resendAt: n.resendAt ? iso(n.resendAt) : null,
  parameters: n.parameters as NotificationParameters,
  urgent: n.urgentKey !== null,
});

export const presentSettings = (r: SettingsRow | undefined): NotificationSettings =>
  r
    ? {
        routines: r.routines,
        newLogin: r.newLogin,
        smartSurvey: r.smartSurvey,
        journal: r.journal,
        swap: r.swap,
        browserNotifications: r.browserNotifications,
        autoDelete: r.autoDelete,
      }
    : { ...DEFAULT_NOTIFICATION_SETTINGS };
