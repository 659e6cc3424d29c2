import { NotificationCode, NotificationType, type TenantId } from '@stride/contracts';
import { inTenant } from '../../platform/db/tenant-scope.js';
import type { Platform } from '../../platform/platform.js';
import { inactiveParticipants, recipientsOfProfiles } from '../profiles/index.js';
import { deliverNotifications, insertNotifications, type NotificationDraft } from './deliver.js';

const DAY_MS = 24 * 3_600_000;

/**
 * INACTIVE_USER / INACTIVE_PARTICIPANT: each participant who has not signed in for `days` days (at `now`)
 * gets their advisor and consultant told, once per inactivity period (the key is their last sign-in: a
 * new sign-in starts a new period). Across tenants, a transaction per tenant; answers how many were made.
 */
export async function notifyInactiveParticipants(platform: Platform, days: number, now = new Date()): Promise<number> {
  const inactive = await inactiveParticipants(platform.db, new Date(now.getTime() - days * DAY_MS));
  const byTenant = new Map<string, typeof inactive>();
  for (const p of inactive) byTenant.set(p.tenantId, [...(byTenant.get(p.tenantId) ?? []), p]);
  let made = 0;
  for (const [tenant, people] of byTenant) {
    const tenantId = tenant as TenantId;
    const created = await inTenant(platform.db, { tenantId }, async (tx) => {
      const coachIds = people.flatMap((p) =>
        [p.advisorProfileId, p.consultantProfileId].filter((id): id is number => id !== null),
      );
      const coaches = new Map(
        (await recipientsOfProfiles(tx, tenantId, [...new Set(coachIds)])).map((r) => [r.profileId, r]),
      );
      const drafts: NotificationDraft[] = people.flatMap((p) =>
        [p.advisorProfileId, p.consultantProfileId].flatMap((coachId) => {
          const recipient = coachId === null ? undefined : coaches.get(coachId);
          if (!recipient) return [];
          return [
            {
              recipient,
              type: NotificationType.InactiveUser,
              code: NotificationCode.InactiveParticipant,
              message: 'inactive.participant' as const,
              vars: {
                name: `${p.firstName} ${p.lastName}`.trim(),
                days: Math.floor((now.getTime() - p.lastLoginAt.getTime()) / DAY_MS),
              },
              parameters: { entityProfileId: p.profileId, companyId: p.companyId },
              subjectUserId: p.userId,
              dedupeKey: `inactive:${p.userId}:${p.lastLoginAt.toISOString()}`,
            },
          ];
        }),
      );
      return insertNotifications(tx, tenantId, drafts);
    });
    await deliverNotifications(platform, tenantId, created);
    made += created.length;
  }
  return made;
}
