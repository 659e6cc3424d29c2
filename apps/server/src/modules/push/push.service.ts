import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  NOTIFICATION_SETTING_OF_TYPE,
  type Notification,
  type NotificationSettings,
  type PushMessage,
  type PushSubscriptionBody,
  type TenantId,
} from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { inTenant } from '../../platform/db/tenant-scope.js';
import type { RequestContext } from '../../platform/http/context.js';
import { conflict, notFound, unauthorized } from '../../platform/http/errors.js';
import { isOutboundRefused } from '../../platform/net/outbound.js';
import type { Platform } from '../../platform/platform.js';
import { TENANTS } from '../../platform/tenancy/tenants.js';
import { settingsOfUsers } from '../notifications/index.js';
import { pushSubscriptions } from './push.table.js';
import { deliver } from './push-endpoint.js';
import { vapidKeys } from './vapid.js';

/** A person keeps this many browsers subscribed; a new one beyond it replaces their oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 20;
/** Requests to push services at once, per call. */
const PUSH_CONCURRENCY = 8;

function me(ctx: RequestContext) {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor.userId;
}

/**
 * PUT push/subscriptions: stores (or refreshes) this browser's subscription for the actor, its endpoint
 * checked before (checkPushEndpoint, outside the transaction: it looks the host up). The same
 * browser subscribed for another person of the tenant (they signed out, this person signed in) moves to
 * the actor only when its keys match: the authentication secret is known to that browser and to us alone.
 */
export async function saveSubscription(
  tx: Db,
  ctx: RequestContext,
  body: PushSubscriptionBody,
  userAgent: string | null,
): Promise<void> {
  const userId = me(ctx);
  const [held] = await tx
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, ctx.tenantId), eq(pushSubscriptions.endpoint, body.endpoint)));
  if (held && held.userId !== userId && (held.auth !== body.keys.auth || held.p256dh !== body.keys.p256dh)) {
    throw conflict('This push subscription belongs to another browser.');
  }
  const values = {
    userId,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent?.slice(0, 512) ?? null,
    updatedAt: new Date(),
  };
  await tx
    .insert(pushSubscriptions)
    .values({ tenantId: ctx.tenantId, endpoint: body.endpoint, ...values })
    .onConflictDoUpdate({ target: [pushSubscriptions.tenantId, pushSubscriptions.endpoint], set: values });
  // The newest MAX_PUSH_SUBSCRIPTIONS_PER_USER stay.
  const mine = and(eq(pushSubscriptions.tenantId, ctx.tenantId), eq(pushSubscriptions.userId, userId));
  const keep = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(mine)
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
  if (keep.length === MAX_PUSH_SUBSCRIPTIONS_PER_USER) {
    await tx.delete(pushSubscriptions).where(
      and(
        mine,
        notInArray(
          pushSubscriptions.id,
          keep.map((k) => k.id),
        ),
      ),
    );
  }
}

/** DELETE push/subscriptions: the actor's subscription of this browser; another person's is a 404. */
export async function removeSubscription(tx: Db, ctx: RequestContext, endpoint: string): Promise<void> {
  const userId = me(ctx);
  const removed = await tx
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.tenantId, ctx.tenantId),
        eq(pushSubscriptions.userId, userId),
        eq(pushSubscriptions.endpoint, endpoint),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound('Push subscription');
}

/** Whether a notification of this type goes to the person's browsers: push on, and the type on. */
export function pushWanted(settings: NotificationSettings, type: string): boolean {
  if (!settings.browserNotifications) return false;
  const key = NOTIFICATION_SETTING_OF_TYPE[type as keyof typeof NOTIFICATION_SETTING_OF_TYPE];
  return key === null || key === undefined || settings[key];
}

/**
 * A notification created for a person, with the portal path a click on it opens: the notifications
 * module's NotificationDelivery (its push port), of which a push reads this much.
 */
export interface PushDelivery {
  /** The recipient. */
  userId: number;
  notification: Pick<Notification, 'id' | 'type' | 'message'>;
  /** The click target (notificationTarget of the contracts); null opens the portal's start page. */
  url: string | null;
}

/** What the service worker gets: the tenant's title and icon, the message, where a click goes. */
export function pushMessage(tenantId: TenantId, push: PushDelivery): PushMessage {
  const tenant = TENANTS[tenantId];
  // Only a path of the portal itself: never another site, never a protocol-relative //host.
  const url = push.url && /^\/(?![/\\])/.test(push.url) ? push.url : '/';
  return {
    title: tenant.title,
    body: push.notification.message,
    icon: tenant.favicon,
    url,
    tag: `notification-${push.notification.id}`,
    notificationId: push.notification.id,
  };
}

export interface PushOutcome {
  /** Messages the push services accepted. */
  sent: number;
  /** Subscriptions removed because their push service answered 404 or 410 (the browser unsubscribed). */
  removed: number;
  /** Messages that failed otherwise, or that the endpoint rule refused at send time (logged; the subscription stays). */
  failed: number;
}

/**
 * Pushes created notifications to their recipients' browsers, after the notifications are committed (the
 * notifications module's push port, set in push.jobs.ts):
 * each recipient's settings and subscriptions are read in one query each, then every subscribed browser
 * of a recipient whose settings want it (pushWanted) gets the message. A subscription whose push service
 * answers 404 or 410 is removed. Never throws for a push service's failure (logged).
 */
export async function pushNotifications(
  platform: Pick<Platform, 'config' | 'db' | 'log' | 'outbound'>,
  tenantId: TenantId,
  pushes: readonly PushDelivery[],
): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  if (pushes.length === 0) return outcome;
  const userIds = [...new Set(pushes.map((p) => p.userId))];
  const { settings, subscriptions } = await inTenant(platform.db, { tenantId }, async (tx) => ({
    settings: await settingsOfUsers(tx, tenantId, userIds),
    subscriptions: await tx
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.tenantId, tenantId), inArray(pushSubscriptions.userId, userIds))),
  }));
  const wanted = pushes.filter((p) => {
    const s = settings.get(p.userId);
    return s !== undefined && pushWanted(s, p.notification.type);
  });
  const deliveries = wanted.flatMap((p) =>
    subscriptions.filter((s) => s.userId === p.userId).map((s) => ({ subscription: s, push: p })),
  );
  if (deliveries.length === 0) return outcome;
  const vapid = await vapidKeys(platform.config, platform.db);
  const gone: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < deliveries.length) {
      const { subscription: s, push } = deliveries[next++]!;
      const status = await deliver(
        platform,
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        JSON.stringify(pushMessage(tenantId, push)),
        vapid,
      ).catch((error: unknown) => {
        // An endpoint the rule refuses now (its host resolves to an internal address) gets nothing: logged.
        const refused = isOutboundRefused(error) ? { refused: error.reason } : { err: error };
        platform.log.warn({ ...refused, subscriptionId: s.id }, 'push: the message could not be sent');
        return 0;
      });
      if (status >= 200 && status < 300) outcome.sent++;
      else if (status === 404 || status === 410) gone.push(s.id);
      else {
        outcome.failed++;
        if (status) platform.log.warn({ status, subscriptionId: s.id }, 'push: the push service refused the message');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, deliveries.length) }, worker));
  if (gone.length > 0) {
    const unique = [...new Set(gone)];
    await inTenant(platform.db, { tenantId }, (tx) =>
      tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.tenantId, tenantId), inArray(pushSubscriptions.id, unique))),
    );
    outcome.removed = unique.length;
  }
  return outcome;
}

/** One person's notification: pushNotifications of one. */
export function pushNotification(
  platform: Pick<Platform, 'config' | 'db' | 'log' | 'outbound'>,
  tenantId: TenantId,
  push: PushDelivery,
): Promise<PushOutcome> {
  return pushNotifications(platform, tenantId, [push]);
}
