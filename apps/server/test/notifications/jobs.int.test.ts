import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_NEW_EVENT, Role, type NotificationEvent } from '@stride/contracts';
import { autoDeleteRead, resendDue } from '../../src/modules/notifications/deliver.js';
import { notifyInactiveParticipants } from '../../src/modules/notifications/inactivity.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { users } from '../../src/modules/profiles/profiles.table.js';
import { jobs } from '../../src/platform/jobs/jobs.table.js';
import { listen, person, tab } from '../chat/helpers.js';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { eventually, json } from '../support/http.js';
import { advisorOf, notificationsOf, participantOfAdvisor } from './support.js';

const t = useTestApp();
const BASE = '/api/notification-service';
const DAY = 24 * 3_600_000;

const rowOf = async (id: number) =>
  (await t.app.platform.db.select().from(notifications).where(eq(notifications.id, id)))[0];

describe('snooze: unread again at resendAt, exactly once', () => {
  it('books the resend job; when the clock reaches resendAt the notification is unread again, once', async () => {
    const { company, advisor, client } = await advisorOf(t);
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
    const [n] = await notificationsOf(t, advisor.user.id, ana.profile.id, ['remind me']);
    const resendAt = new Date(Date.now() + 2 * DAY);
    const res = await client.put(`${BASE}/notifications/${n!.id}`, {
      unread: false,
      resendAt: resendAt.toISOString(),
    });
    expect(res.statusCode).toBe(200);
    const booked = await eventually(async () => {
      const [job] = await t.app.platform.db
        .select()
        .from(jobs)
        .where(like(jobs.idempotencyKey, `notifications.resend:default:${n!.id}:%`));
      return job;
    });
    expect(booked.status).toBe('queued');
    expect(Math.abs(booked.runAt.getTime() - resendAt.getTime())).toBeLessThan(60_000);

    // Before its time: nothing. A day later than resendAt (the clock moved): back, by one run only. On
    // test:pg's shared database a run also resends other files' due notifications, so this one's row is
    // what the test reads: the UPDATE that takes it clears resendAt, so a second run cannot take it again.
    await resendDue(t.app.platform, new Date(resendAt.getTime() - 60_000));
    expect(await rowOf(n!.id)).toMatchObject({ unread: false, resendAt });
    const later = new Date(resendAt.getTime() + DAY);
    const runs = await Promise.all([resendDue(t.app.platform, later), resendDue(t.app.platform, later)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(n!.id)).toMatchObject({ unread: true, resendAt: null });
    // A restart (a new run of the job later) leaves it as it is.
    await t.app.platform.db.update(notifications).set({ unread: false }).where(eq(notifications.id, n!.id));
    await resendDue(t.app.platform, new Date(later.getTime() + DAY));
    expect(await rowOf(n!.id)).toMatchObject({ unread: false, resendAt: null });
  });
});

describe('autodelete', () => {
  it('removes read notifications of 30 days or more of users who turned it on, and nothing else', async () => {
    const { company, advisor, client } = await advisorOf(t);
    const other = await advisorOf(t);
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
    await client.put(`${BASE}/notifications/settings/web`, { autoDelete: true });
    const [old] = await notificationsOf(t, advisor.user.id, ana.profile.id, ['old read'], {
      unread: false,
      minutesAgo: 30 * 24 * 60 + 1,
    });
    const [oldUnread] = await notificationsOf(t, advisor.user.id, ana.profile.id, ['old unread'], {
      minutesAgo: 40 * 24 * 60,
    });
    const [recent] = await notificationsOf(t, advisor.user.id, ana.profile.id, ['recent read'], {
      unread: false,
      minutesAgo: 29 * 24 * 60,
    });
    const [snoozed] = await notificationsOf(t, advisor.user.id, ana.profile.id, ['old snoozed'], {
      unread: false,
      minutesAgo: 40 * 24 * 60,
    });
    await t.app.platform.db
      .update(notifications)
      .set({ resendAt: new Date(Date.now() + DAY) })
      .where(eq(notifications.id, snoozed!.id));
    const [othersOld] = await notificationsOf(t, other.advisor.user.id, ana.profile.id, ['not theirs to delete'], {
      unread: false,
      minutesAgo: 40 * 24 * 60,
    });
    expect(await autoDeleteRead(t.app.platform, 30)).toBe(1);
    expect(await rowOf(old!.id)).toBeUndefined();
    for (const kept of [oldUnread, recent, snoozed, othersOld]) expect(await rowOf(kept!.id)).toBeDefined();
  });
});

describe('INACTIVE_USER / INACTIVE_PARTICIPANT', () => {
  it('tells the coach of a participant inactive for the configured days, once per inactivity period', async () => {
    const { company, advisor } = await advisorOf(t);
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id, 'Ana');
    const never = await participantOfAdvisor(t, company.id, advisor.profile.id, 'Never');
    const now = new Date();
    const setLastLogin = (at: Date) =>
      t.app.platform.db.update(users).set({ lastLoginAt: at }).where(eq(users.id, ana.user.id));
    await setLastLogin(new Date(now.getTime() - 20 * DAY));
    const inactiveOf = async () =>
      (await t.app.platform.db.select().from(notifications).where(eq(notifications.userId, advisor.user.id))).filter(
        (r) => r.type === 'INACTIVE_USER',
      );
    await notifyInactiveParticipants(t.app.platform, 14, now);
    await notifyInactiveParticipants(t.app.platform, 14, new Date(now.getTime() + DAY));
    const made = await inactiveOf();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      code: 'INACTIVE_PARTICIPANT',
      message: 'Ana Person has not signed in for 20 days.',
      entityProfileId: ana.profile.id,
    });
    expect(made.some((r) => r.entityProfileId === never.profile.id)).toBe(false);
    // Signs in again, then is away again: a new period, a new notification.
    await setLastLogin(new Date(now.getTime() - 15 * DAY));
    await notifyInactiveParticipants(t.app.platform, 14, now);
    expect(await inactiveOf()).toHaveLength(2);
  });
});

describe('realtime: the recipient’s open portal gets the notification at once', () => {
  it("emits 'notification:new' with the notification and the unread count to the recipient only", async () => {
    const url = await listen(t);
    const company = await buildCompany(t.app.platform.db, 'default');
    const advisor = await person(t, { roleId: Role.Advisor, companyId: company.id });
    const bystander = await person(t, { roleId: Role.Advisor, companyId: company.id });
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
    const mine = await tab(url, advisor);
    const theirs = await tab(url, bystander);
    await t.app.platform.events.publish({
      type: 'swap.added',
      tenantId: 'default',
      actorUserId: ana.user.id,
      payload: { participantUserId: ana.user.id, swapId: 3, notes: false },
    });
    const [, payload] = await eventually(async () => mine.seen.find(([e]) => e === NOTIFICATION_NEW_EVENT));
    const event = payload as NotificationEvent;
    expect(event.notification).toMatchObject({ type: 'SWAP', unread: true, parameters: { swapId: 3 } });
    expect(event.unread).toBe(
      json<{ unread: number }>(await advisor.api.get(`${BASE}/notifications?pageSize=1`)).unread,
    );
    expect(theirs.seen.some(([e]) => e === NOTIFICATION_NEW_EVENT)).toBe(false);
  });
});
