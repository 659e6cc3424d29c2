import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../platform/db/tenant-table.js';

/** What a user is told about (spec 002: Notification). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** The recipient. */
    userId: integer('user_id').notNull(),
    type: text('type').notNull(),
    code: text('code'),
    /**
     * As rendered in the recipient's language at creation: what a reader gets only where the row has no
     * message key (rows older than the keys that could not be matched). Otherwise the message and its link
     * are rendered when read, in the reader's language now (docs/decisions.md, "Coaching loop: notifications
     * in the reader's language").
     */
    message: text('message').notNull(),
    linkMessage: text('link_message'),
    /** The message's key of messages.en.ts / messages.es.ts, and its link's. */
    messageKey: text('message_key'),
    linkKey: text('link_key'),
    /** The message's variables ({name}, {title}, ...), as they were when it was created. */
    messageVars: jsonb('message_vars').$type<Record<string, string | number>>(),
    parameters: jsonb('parameters').notNull().default({}),
    /** parameters.entityProfileId as a column: the grouped list's group, indexed. */
    entityProfileId: integer('entity_profile_id'),
    unread: boolean('unread').notNull().default(true),
    /** A snoozed notification becomes unread again at this time (notifications.resend job). */
    resendAt: timestamp('resend_at', { withTimezone: true }),
    /** One notification per key and recipient: a producer's "once" (first sign-in, an inactivity period). */
    dedupeKey: text('dedupe_key'),
    /**
     * Set while the notification is urgent (shown first, marked): what it is about, e.g. `survey:12` for a
     * critical answer; cleared for every recipient when that is dealt with (the answer acknowledged).
     */
    urgentKey: text('urgent_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('notifications'),
    index('notifications_user_created_idx').on(t.tenantId, t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.tenantId, t.userId, t.createdAt.desc())
      .where(sql`${t.unread}`),
    index('notifications_user_entity_created_idx').on(
      t.tenantId,
      t.userId,
      t.entityProfileId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('notifications_resend_idx')
      .on(t.resendAt)
      .where(sql`${t.resendAt} is not null`),
    index('notifications_urgent_idx')
      .on(t.tenantId, t.urgentKey)
      .where(sql`${t.urgentKey} is not null`),
    uniqueIndex('notifications_user_dedupe_idx')
      .on(t.tenantId, t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/** A user's notification settings (spec 002: Notification settings); absent = the defaults. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    routines: boolean('routines').notNull(),
    newLogin: boolean('new_login').notNull(),
    smartSurvey: boolean('smart_survey').notNull(),
    journal: boolean('journal').notNull(),
    swap: boolean('swap').notNull(),
    browserNotifications: boolean('browser_notifications').notNull(),
    autoDelete: boolean('auto_delete').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('notification_settings'),
    primaryKey({ columns: [t.tenantId, t.userId] }),
    index('notification_settings_autodelete_idx')
      .on(t.tenantId)
      .where(sql`${t.autoDelete}`),
  ],
);
