import type { Notification, TenantId } from '@stride/contracts';
import type { Platform } from '../../platform/platform.js';

/** A notification just created (or back from a snooze) for one person, with the portal path it opens. */
export interface NotificationDelivery {
  /** The recipient. */
  userId: number;
  notification: Notification;
  /** notificationTarget() of the contracts; null when the target's id is unknown (the portal's start page). */
  url: string | null;
}

/**
 * The browser-push port: what the notifications pipeline calls, after the commit and after the socket
 * emit, without waiting for it (a slow push service holds nobody), with every delivery of one tenant (whatever the recipients' settings: the port applies
 * browserNotifications and the type's switch). A module implements it and sets it per process
 * (setNotificationPush, e.g. from its ModuleJobs function in modules/index.ts). Its failure is logged,
 * never the producer's.
 */
export type NotificationPush = (tenantId: TenantId, deliveries: readonly NotificationDelivery[]) => Promise<unknown>;

const ports = new WeakMap<Platform, NotificationPush>();

/** Sets this process's push port (one per platform: a test app has its own). */
export function setNotificationPush(platform: Platform, push: NotificationPush): void {
  ports.set(platform, push);
}

export const notificationPushOf = (platform: Platform): NotificationPush | undefined => ports.get(platform);
