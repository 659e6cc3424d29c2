import { eq, like } from 'drizzle-orm';
import { Role } from '@stride/contracts';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { jobs } from '../../src/platform/jobs/jobs.table.js';
import { person } from '../chat/helpers.js';
import type { TestApp } from '../support/app.js';
import { buildCompany, buildParticipant } from '../support/factories.js';
import { api, eventually } from '../support/http.js';
import { makeJobDue } from '../support/jobs.js';
import { signedIn } from '../support/people.js';

const MINUTE = 60_000;

/** An advisor of a new company, signed in, with a client for the API. */
export async function advisorOf(t: TestApp, o: { language?: 'en' | 'es' } = {}) {
  const company = await buildCompany(t.app.platform.db, 'default');
  const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id, ...o });
  return { company, advisor, client: api(t.app, { token: advisor.token }) };
}

/** A participant of the advisor (not signed in: no NEW_LOGIN of their own). */
export const participantOfAdvisor = (t: TestApp, companyId: number, advisorProfileId: number, firstName?: string) =>
  buildParticipant(t.app.platform.db, {
    tenantId: 'default',
    companyId,
    advisorProfileId,
    ...(firstName ? { firstName } : {}),
  });

/**
 * Notifications of a user about a person, the newest first in `messages` order: message i was created
 * `minutesAgo + i` minutes ago. Written as a producer writes them.
 */
export async function notificationsOf(
  t: TestApp,
  userId: number,
  entityProfileId: number,
  messages: string[],
  o: { unread?: boolean; minutesAgo?: number; type?: string; tenantId?: 'default' | 'brain' } = {},
) {
  const now = Date.now();
  const rows = await t.app.platform.db
    .insert(notifications)
    .values(
      messages.map((message, i) => ({
        tenantId: o.tenantId ?? 'default',
        userId,
        type: o.type ?? 'JOURNAL',
        code: null,
        message,
        entityProfileId,
        parameters: { entityProfileId, journalDate: '2026-11-20' },
        unread: o.unread ?? true,
        createdAt: new Date(now - ((o.minutesAgo ?? 0) + i) * MINUTE),
      })),
    )
    .returning();
  return rows;
}

/**
 * An advisor of a new company with one notification about their participant, snoozed a day through the
 * API; answers once the resend job is booked (`key` matches its idempotency key).
 */
export async function snoozedForADay(t: TestApp) {
  const company = await buildCompany(t.app.platform.db, 'default');
  const advisor = await person(t, { roleId: Role.Advisor, companyId: company.id });
  const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
  const [n] = await notificationsOf(t, advisor.user.id, ana.profile.id, ['call Ana back']);
  const snoozed = await advisor.api.put(`/api/notification-service/notifications/${n!.id}`, {
    unread: false,
    resendAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
  });
  const key = `notifications.resend:default:${n!.id}:%`;
  await eventually(async () => (await t.app.platform.db.select().from(jobs).where(like(jobs.idempotencyKey, key)))[0]);
  return { advisor, notification: n!, snoozed, key };
}

/** A day later: the stored resendAt and the booked resend job's time have come. */
export async function reachResendAt(t: TestApp, notificationId: number, key: string) {
  const { db } = t.app.platform;
  await db
    .update(notifications)
    .set({ resendAt: new Date(Date.now() - 1000) })
    .where(eq(notifications.id, notificationId));
  const [booked] = await db.select().from(jobs).where(like(jobs.idempotencyKey, key));
  await makeJobDue(t.app, booked!);
}

/** The resend job's row once it has completed. */
export const completedResend = (t: TestApp, key: string) =>
  eventually(async () => {
    const [row] = await t.app.platform.db.select().from(jobs).where(like(jobs.idempotencyKey, key));
    return row?.status === 'completed' ? row : null;
  });
