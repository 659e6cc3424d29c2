import { and, eq, inArray } from 'drizzle-orm';
import { NotificationCode, NotificationType, type TenantId } from '@stride/contracts';
import type { Db } from '../platform/db/client.js';
import { insertNotifications, type NotificationDraft } from '../modules/notifications/deliver.js';
import { notifications } from '../modules/notifications/notifications.table.js';
import { recipientsOfUsers } from '../modules/profiles/people/recipients.service.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface SeedAdvisor {
  userId: number;
  participants: { userId: number; profileId: number; firstName: string; lastName: string }[];
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A few weeks of notifications for each demo advisor, written by the producers' own insert (messages in
 * the advisor's language, the settings applied): first sign-ins, completed activities, journal entries,
 * swaps, an inactive participant (the surveys' own come with their demo surveys, seed/surveys.ts); the older ones read, one
 * snoozed until tomorrow noon.
 */
export async function seedNotifications(
  tx: Db,
  tenantId: TenantId,
  advisors: SeedAdvisor[],
  o: { now?: Date } = {},
): Promise<void> {
  const now = o.now ?? new Date();
  const recipients = new Map(
    (
      await recipientsOfUsers(
        tx,
        tenantId,
        advisors.map((a) => a.userId),
      )
    ).map((r) => [r.userId, r]),
  );
  const drafts: NotificationDraft[] = advisors.flatMap((advisor) => {
    const recipient = recipients.get(advisor.userId);
    if (!recipient) return [];
    return advisor.participants.slice(0, 8).flatMap((p, j) => {
      const base = {
        recipient,
        vars: { name: `${p.firstName} ${p.lastName}` },
        subjectUserId: p.userId,
      };
      const about = { entityProfileId: p.profileId };
      const at = (ms: number) => new Date(now.getTime() - ms);
      const list: NotificationDraft[] = [
        {
          ...base,
          type: NotificationType.NewLogin,
          code: NotificationCode.NewLoginParticipant,
          message: 'newLogin.firstSignIn',
          parameters: about,
          dedupeKey: `new-login:${p.userId}`,
          createdAt: at((20 - j) * DAY),
        },
        {
          ...base,
          type: NotificationType.Activities,
          code: null,
          message: 'activities.completed',
          link: 'activities.completed.link',
          parameters: { ...about, activityDate: isoDay(at((j + 1) * 5 * HOUR)), rating: 3 + (j % 3) },
          createdAt: at((j + 1) * 5 * HOUR),
        },
        {
          ...base,
          type: NotificationType.Journal,
          code: null,
          message: j % 2 === 0 ? 'journal.entry' : 'journal.comment',
          link: 'journal.link',
          parameters: { ...about, journalDate: isoDay(at((j * 9 + 2) * HOUR)) },
          createdAt: at((j * 9 + 2) * HOUR),
        },
      ];
      if (j % 3 === 0) {
        list.push({
          ...base,
          type: NotificationType.Swap,
          code: null,
          message: 'swap.entry',
          link: 'swap.link',
          parameters: { ...about, swapId: 1000 + j },
          createdAt: at(2 * DAY + j * HOUR),
        });
      }
      if (j === 7) {
        list.push({
          ...base,
          type: NotificationType.InactiveUser,
          code: NotificationCode.InactiveParticipant,
          message: 'inactive.participant',
          vars: { ...base.vars, days: 15 },
          parameters: about,
          createdAt: at(DAY),
        });
      }
      return list;
    });
  });
  const created = await insertNotifications(tx, tenantId, drafts);
  // Older than two days: read. One recent journal entry per advisor: snoozed until tomorrow at noon (UTC).
  const read = created.filter((c) => c.row.createdAt.getTime() < now.getTime() - 2 * DAY).map((c) => c.row.id);
  if (read.length) {
    await tx.update(notifications).set({ unread: false }).where(inArray(notifications.id, read));
  }
  const tomorrowNoon = new Date(Math.floor(now.getTime() / DAY) * DAY + DAY + 12 * HOUR);
  for (const advisor of advisors) {
    const snooze = created.find(
      (c) =>
        c.recipient.userId === advisor.userId &&
        c.row.type === NotificationType.Journal &&
        c.row.createdAt.getTime() >= now.getTime() - 2 * DAY &&
        c.row.entityProfileId !== advisor.participants[0]?.profileId,
    );
    if (snooze) {
      await tx
        .update(notifications)
        .set({ unread: false, resendAt: tomorrowNoon })
        .where(and(eq(notifications.id, snooze.row.id), eq(notifications.tenantId, tenantId)));
    }
  }
}
