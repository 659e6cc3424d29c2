import { and, sql } from 'drizzle-orm';
import {
  NOTIFICATION_NEW_EVENT,
  NOTIFICATION_SETTING_OF_TYPE,
  notificationTarget,
  type NotificationEvent,
  type NotificationParameters,
  type NotificationType,
  type TenantId,
} from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { inTenant } from '../../platform/db/tenant-scope.js';
import type { Platform } from '../../platform/platform.js';
import { userRoom } from '../../platform/realtime/rooms.js';
import { recipientsOfUsers, userIdsOfProfiles, type Recipient } from '../profiles/index.js';
import { renderMessage, type MessageKey } from './messages.js';
import { presentNotification, type NotificationRow } from './notifications.presenter.js';
import { unreadCounts } from './notifications.service.js';
import { notifications, notificationSettings } from './notifications.table.js';
import { settingsOfUsers } from './settings.service.js';
import { countSent } from './notifications.metrics.js';
import { notificationPushOf, type NotificationDelivery } from './push.port.js';

/** A notification a producer wants to create for one recipient (its text is rendered in their language when read). */
export interface NotificationDraft {
  recipient: Recipient;
  type: NotificationType;
  code: string | null;
  message: MessageKey;
  link?: MessageKey;
  vars: Record<string, string | number>;
  /** entityProfileId: the person it is about (the advisor's group). */
  parameters: NotificationParameters & { entityProfileId: number };
  /** The user id of entityProfileId (the click target's {id}). */
  subjectUserId: number | null;
  /** At most one notification of this key per recipient (a first sign-in, an inactivity period). */
  dedupeKey?: string;
  /** Urgent until this is dealt with (`survey:12`): shown first, and delivered whatever the settings say. */
  urgentKey?: string;
  /** When it happened, where not now (the demo's history). */
  createdAt?: Date;
}

/** A notification written, with whom it goes to. */
export interface CreatedNotification {
  row: NotificationRow;
  recipient: Recipient;
  subjectUserId: number | null;
}

/**
 * Writes the drafts the recipients' settings let through (the type's switch), in the caller's
 * transaction, one statement; a draft whose dedupeKey its recipient already has is skipped. Deliver the
 * answer after the commit (deliverNotifications).
 */
export async function insertNotifications(
  tx: Db,
  tenantId: TenantId,
  drafts: readonly NotificationDraft[],
): Promise<CreatedNotification[]> {
  if (drafts.length === 0) return [];
  const settings = await settingsOfUsers(tx, tenantId, [...new Set(drafts.map((d) => d.recipient.userId))]);
  const wanted = drafts.filter((d) => {
    const key = NOTIFICATION_SETTING_OF_TYPE[d.type];
    return key === null || d.urgentKey !== undefined || settings.get(d.recipient.userId)?.[key] !== false;
  });
  if (wanted.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(
      wanted.map((d) => ({
        tenantId,
        userId: d.recipient.userId,
        type: d.type,
        code: d.code,
        // The key and variables are what readers render, in their language then; the text as rendered now
        // is kept for the record (and is what a reader gets should the key ever be gone).
        messageKey: d.message,
        linkKey: d.link ?? null,
        messageVars: d.vars,
        message: renderMessage(d.message, d.recipient.language, d.vars),
        linkMessage: d.link ? renderMessage(d.link, d.recipient.language, d.vars) : null,
        parameters: d.parameters,
        entityProfileId: d.parameters.entityProfileId,
        dedupeKey: d.dedupeKey ?? null,
        urgentKey: d.urgentKey ?? null,
        ...(d.createdAt ? { createdAt: d.createdAt } : {}),
      })),
    )
    .onConflictDoNothing()
    .returning();
  const keyOf = (userId: number, entity: number | null, type: string, dedupe: string | null) =>
    `${userId}:${entity}:${type}:${dedupe ?? ''}`;
  const draftOf = new Map(
    wanted.map((d) => [keyOf(d.recipient.userId, d.parameters.entityProfileId, d.type, d.dedupeKey ?? null), d]),
  );
  return rows.map((row) => {
    const d = draftOf.get(keyOf(row.userId, row.entityProfileId, row.type, row.dedupeKey))!;
    return { row, recipient: d.recipient, subjectUserId: d.subjectUserId };
  });
}

/**
 * After the commit: each recipient's open portals get NOTIFICATION_NEW_EVENT with the notification (in the
 * recipient's language now, as the push) and their unread count (one query for all, one message to the other processes for all), then the push port
 * gets the deliveries (not awaited). Failures are logged: the notifications are written whatever happens here.
 */
export async function deliverNotifications(
  platform: Platform,
  tenantId: TenantId,
  created: readonly CreatedNotification[],
): Promise<void> {
  if (created.length === 0) return;
  const types = created.map((c) => c.row.type);
  countSent(platform, types);
  try {
    const unread = await inTenant(platform.db, { tenantId }, (tx) =>
      unreadCounts(tx, tenantId, [...new Set(created.map((c) => c.recipient.userId))]),
    );
    platform.realtime.emitMany(
      created.map((c) => ({
        rooms: [userRoom(tenantId, c.recipient.uuid)],
        event: NOTIFICATION_NEW_EVENT,
        payload: {
          notification: presentNotification(c.row, c.recipient.language),
          unread: unread.get(c.recipient.userId) ?? 0,
        } satisfies NotificationEvent,
      })),
    );
  } catch (err) {
    platform.log.error({ err, tenantId }, 'notifications: the realtime delivery failed');
  }
  const push = notificationPushOf(platform);
  if (!push) return;
  const deliveries: NotificationDelivery[] = created.map((c) => {
    const notification = presentNotification(c.row, c.recipient.language);
    return { userId: c.recipient.userId, notification, url: notificationTarget(notification, c.subjectUserId) };
  });
  // Not awaited: a slow push service must not hold the event's publisher (a sign-in, a share).
  void push(tenantId, deliveries).catch((err: unknown) =>
    platform.log.error({ err, tenantId }, 'notifications: the push port failed'),
  );
}

/** Writes the drafts in their own transaction, then delivers them: what a producer does with an event. */
export async function notify(
  platform: Platform,
  tenantId: TenantId,
  drafts: readonly NotificationDraft[],
): Promise<CreatedNotification[]> {
  const created = await inTenant(platform.db, { tenantId }, (tx) => insertNotifications(tx, tenantId, drafts));
  await deliverNotifications(platform, tenantId, created);
  return created;
}

/**
 * Snoozed notifications whose resendAt has come (at `now`: the caller's clock) become unread again and are
 * delivered again. One UPDATE claims them: a row is claimed by one run only (a concurrent run waits for
 * its lock, then finds resend_at cleared), so each comes back exactly once, across processes and restarts.
 * Runs on the owner connection, across tenants (the resend job).
 */
export async function resendDue(platform: Platform, now = new Date()): Promise<number> {
  const due = await platform.db
    .update(notifications)
    .set({ unread: true, resendAt: null })
    .where(and(sql`${notifications.resendAt} is not null`, sql`${notifications.resendAt} <= ${now.toISOString()}`))
    .returning();
  const byTenant = new Map<string, NotificationRow[]>();
  for (const row of due) byTenant.set(row.tenantId, [...(byTenant.get(row.tenantId) ?? []), row]);
  for (const [tenant, rows] of byTenant) {
    const tenantId = tenant as TenantId;
    const { recipients, subjects } = await inTenant(platform.db, { tenantId }, async (tx) => ({
      recipients: await recipientsOfUsers(tx, tenantId, [...new Set(rows.map((r) => r.userId))]),
      subjects: await userIdsOfProfiles(tx, tenantId, [
        ...new Set(rows.flatMap((r) => (r.entityProfileId === null ? [] : [r.entityProfileId]))),
      ]),
    }));
    const byUser = new Map(recipients.map((r) => [r.userId, r]));
    await deliverNotifications(
      platform,
      tenantId,
      rows.flatMap((row) => {
        const recipient = byUser.get(row.userId);
        if (!recipient) return [];
        const subjectUserId = row.entityProfileId === null ? null : (subjects.get(row.entityProfileId) ?? null);
        return [{ row, recipient, subjectUserId }];
      }),
    );
  }
  return due.length;
}

/**
 * Read notifications created 30 days ago or earlier (at `now`) of the users who turned Autodelete on are
 * removed; unread ones, snoozed ones and other users' stay. Answers how many. Across tenants (a job).
 */
export async function autoDeleteRead(platform: Platform, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 3_600_000);
  const removed = await platform.db.execute(sql`
    delete from ${notifications} n
    using ${notificationSettings} s
    where s.tenant_id = n.tenant_id and s.user_id = n.user_id and s.auto_delete
      and not n.unread and n.resend_at is null and n.created_at <= ${cutoff.toISOString()}
    returning n.id`);
  return (removed as unknown as { rows: unknown[] }).rows.length;
}
