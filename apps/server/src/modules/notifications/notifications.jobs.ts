import { NOTIFICATION_AUTODELETE_DAYS, type TenantId } from '@stride/contracts';
import type { ModuleJobs } from '../../platform/jobs/index.js';
import type { Platform } from '../../platform/platform.js';
import { autoDeleteRead, resendDue } from './deliver.js';
import { notifyInactiveParticipants } from './inactivity.js';

export const RESEND_JOB = 'notifications.resend';
export const AUTODELETE_JOB = 'notifications.autodelete';
export const INACTIVITY_JOB = 'notifications.inactivity';
const DAY_MS = 24 * 3_600_000;

const dayKey = (name: string, at: Date) => `${name}:${at.toISOString().slice(0, 10)}`;

/** A job that runs once a day: each run books the next day's; the day in the key makes it once, across processes. */
function defineDaily(platform: Platform, name: string, run: (now: Date) => Promise<number>): void {
  platform.jobs.define(name, async () => {
    const now = new Date();
    const done = await run(now);
    const tomorrow = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS);
    await platform.jobs.enqueue(
      name,
      {},
      { idempotencyKey: dayKey(name, tomorrow), delayMs: tomorrow.getTime() - now.getTime() },
    );
    return { done };
  });
}

/**
 * Books the resend of a snoozed notification at its resendAt (after the snooze's commit). The job makes
 * every due notification unread again (resendDue: each exactly once); the daily autodelete run also
 * sweeps due ones, so a booking lost between commit and enqueue only delays a reminder.
 */
export async function scheduleResend(
  platform: Platform,
  tenantId: TenantId,
  id: number,
  resendAt: Date,
): Promise<void> {
  await platform.jobs.enqueue(
    RESEND_JOB,
    {},
    {
      tenantId,
      delayMs: Math.max(0, resendAt.getTime() - Date.now()),
      idempotencyKey: `${RESEND_JOB}:${tenantId}:${id}:${resendAt.toISOString()}`,
    },
  );
}

/** The notifications' jobs: the resend of snoozed ones, the daily autodelete and inactivity runs (booked at start). */
export const notificationsJobs: ModuleJobs = async (platform) => {
  platform.jobs.define(RESEND_JOB, async () => ({ resent: await resendDue(platform) }));
  defineDaily(platform, AUTODELETE_JOB, async (now) => {
    await resendDue(platform, now);
    return autoDeleteRead(platform, NOTIFICATION_AUTODELETE_DAYS, now);
  });
  defineDaily(platform, INACTIVITY_JOB, (now) =>
    notifyInactiveParticipants(platform, platform.config.NOTIFICATIONS_INACTIVE_DAYS, now),
  );
  const now = new Date();
  await platform.jobs.enqueue(AUTODELETE_JOB, {}, { idempotencyKey: dayKey(AUTODELETE_JOB, now) });
  await platform.jobs.enqueue(INACTIVITY_JOB, {}, { idempotencyKey: dayKey(INACTIVITY_JOB, now) });
};
