import { and, eq } from 'drizzle-orm';
import { type NotificationSettings, type UpdateNotificationSettingsBody } from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { anyId } from '../../platform/db/arrays.js';
import type { RequestContext } from '../../platform/http/context.js';
import { unauthorized } from '../../platform/http/errors.js';
import { notificationSettings } from './notifications.table.js';
import { presentSettings } from './notifications.presenter.js';

export type SettingsRow = typeof notificationSettings.$inferSelect;

/** Several users' settings in one query (the defaults for those who never saved any). */
export async function settingsOfUsers(
  tx: Db,
  tenantId: string,
  userIds: number[],
): Promise<Map<number, NotificationSettings>> {
  const rows = userIds.length
    ? await tx
        .select()
        .from(notificationSettings)
        .where(and(eq(notificationSettings.tenantId, tenantId), anyId(notificationSettings.userId, userIds)))
    : [];
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return new Map(userIds.map((id) => [id, presentSettings(byUser.get(id))]));
}

/** GET notifications/settings/web: the actor's settings. */
export async function getSettings(tx: Db, ctx: RequestContext): Promise<NotificationSettings> {
  if (!ctx.actor) throw unauthorized();
  return (await settingsOfUsers(tx, ctx.tenantId, [ctx.actor.userId])).get(ctx.actor.userId)!;
}

/** PUT notifications/settings/web: the switches sent change, the others stay; audited. */
export async function updateSettings(
  tx: Db,
  ctx: RequestContext,
  body: UpdateNotificationSettingsBody,
): Promise<NotificationSettings> {
  if (!ctx.actor) throw unauthorized();
  const before = await getSettings(tx, ctx);
  const after: NotificationSettings = { ...before };
  for (const [k, v] of Object.entries(body) as [keyof NotificationSettings, boolean | undefined][]) {
    if (v !== undefined) after[k] = v;
  }
  await tx
    .insert(notificationSettings)
    .values({ tenantId: ctx.tenantId, userId: ctx.actor.userId, ...after })
    .onConflictDoUpdate({
      target: [notificationSettings.tenantId, notificationSettings.userId],
      set: { ...after, updatedAt: new Date() },
    });
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: 'notification_settings',
    entityId: ctx.actor.userId,
    before,
    after,
  });
  return after;
}
