import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  Role,
  type NotificationGrouped,
  type NotificationGroupPage,
  type NotificationReadAll,
} from '@stride/contracts';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { useTestApp } from '../support/app.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { advisorOf, notificationsOf, participantOfAdvisor } from './support.js';

const t = useTestApp();
const BASE = '/api/notification-service';
const DAY_MIN = 24 * 60;

describe('GET /notification-service/notifications-grouped', () => {
  it('groups the advisor’s notifications per participant, newest group first, five each with the counts', async () => {
    const { company, advisor, client } = await advisorOf(t);
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id, 'Ana');
    const bo = await participantOfAdvisor(t, company.id, advisor.profile.id, 'Bo');
    await notificationsOf(t, advisor.user.id, ana.profile.id, ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'], {
      minutesAgo: 10,
    });
    await notificationsOf(t, advisor.user.id, bo.profile.id, ['b1'], { minutesAgo: 1, unread: false });
    // About nobody: in the bell's count, in no group.
    await t.app.platform.db
      .insert(notifications)
      .values({ tenantId: 'default', userId: advisor.user.id, type: 'MEDIA_LIBRARY', message: 'about nobody' });
    const res = await client.get(`${BASE}/notifications-grouped`);
    expect(res.statusCode).toBe(200);
    const body = json<NotificationGrouped>(res);
    expect(body.unread).toBe(8);
    expect(body.groups.map((g) => [g.profile.profileId, g.count, g.countUnread])).toEqual([
      [bo.profile.id, 1, 0],
      [ana.profile.id, 7, 7],
    ]);
    const anaGroup = body.groups[1]!;
    expect(anaGroup.profile).toMatchObject({ userId: ana.user.id, fullName: 'Ana Person' });
    expect(anaGroup.notifications.map((n) => n.message)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    expect(anaGroup.notifications[0]).toMatchObject({
      type: 'JOURNAL',
      unread: true,
      resendAt: null,
      parameters: { entityProfileId: ana.profile.id, journalDate: '2026-11-20' },
    });
  });

  it('filters by the last 24 hours, 3 days and unread; an unknown filter is a 400', async () => {
    const { company, advisor, client } = await advisorOf(t);
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
    await notificationsOf(t, advisor.user.id, ana.profile.id, ['today'], { minutesAgo: 60 });
    await notificationsOf(t, advisor.user.id, ana.profile.id, ['two days'], { minutesAgo: 2 * DAY_MIN, unread: false });
    await notificationsOf(t, advisor.user.id, ana.profile.id, ['a week'], { minutesAgo: 7 * DAY_MIN });
    const messages = async (filter: string) =>
      json<NotificationGrouped>(await client.get(`${BASE}/notifications-grouped?filter=${filter}`)).groups.flatMap(
        (g) => g.notifications.map((n) => n.message),
      );
    expect(await messages('all')).toEqual(['today', 'two days', 'a week']);
    expect(await messages('1d')).toEqual(['today']);
    expect(await messages('3d')).toEqual(['today', 'two days']);
    expect(await messages('unread')).toEqual(['today', 'a week']);
    const bad = await client.get(`${BASE}/notifications-grouped?filter=2d`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('filter');
  });

  it('is for staff: a participant gets 403', async () => {
    const p = await signedIn(t, { roleId: Role.Participant });
    expect((await api(t.app, { token: p.token }).get(`${BASE}/notifications-grouped`)).statusCode).toBe(403);
  });
});

describe('GET /notification-service/notifications-grouped/{id}: load more', () => {
  it('pages one group after lastItem, five by default, with hasMore', async () => {
    const { company, advisor, client } = await advisorOf(t);
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
    const other = await participantOfAdvisor(t, company.id, advisor.profile.id);
    const rows = await notificationsOf(
      t,
      advisor.user.id,
      ana.profile.id,
      Array.from({ length: 12 }, (_, i) => `n${i + 1}`),
    );
    await notificationsOf(t, advisor.user.id, other.profile.id, ['not in the group']);
    const page = async (q: string) =>
      json<NotificationGroupPage>(await client.get(`${BASE}/notifications-grouped/${ana.profile.id}${q}`));
    const first = await page('');
    expect(first.items.map((n) => n.message)).toEqual(['n1', 'n2', 'n3', 'n4', 'n5']);
    expect(first.hasMore).toBe(true);
    const second = await page(`?lastItem=${first.items.at(-1)!.id}`);
    expect(second.items.map((n) => n.message)).toEqual(['n6', 'n7', 'n8', 'n9', 'n10']);
    const last = await page(`?lastItem=${second.items.at(-1)!.id}&pageSize=5`);
    expect(last).toMatchObject({ hasMore: false });
    expect(last.items.map((n) => n.message)).toEqual(['n11', 'n12']);
    expect(rows).toHaveLength(12);
    // lastItem of another group, an unknown profile: clear 4xx.
    const [foreign] = await notificationsOf(t, advisor.user.id, other.profile.id, ['x']);
    const wrong = await client.get(`${BASE}/notifications-grouped/${ana.profile.id}?lastItem=${foreign!.id}`);
    expect(wrong.statusCode).toBe(400);
    expect(json<{ message: string }>(wrong).message).toBe('lastItem is not a notification of this group.');
    expect((await client.get(`${BASE}/notifications-grouped/2147483000`)).statusCode).toBe(404);
  });
});

describe('read all', () => {
  it('POST notifications-grouped/{id}/readall marks that group read, nothing else', async () => {
    const { company, advisor, client } = await advisorOf(t);
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
    const bo = await participantOfAdvisor(t, company.id, advisor.profile.id);
    await notificationsOf(t, advisor.user.id, ana.profile.id, ['a1', 'a2']);
    await notificationsOf(t, advisor.user.id, bo.profile.id, ['b1']);
    const res = await client.post(`${BASE}/notifications-grouped/${ana.profile.id}/readall`);
    expect(res.statusCode).toBe(200);
    expect(json<NotificationReadAll>(res)).toEqual({ updated: 2, unread: 1 });
  });

  it('POST notifications/readall marks all read; isAdvisor=true those of the grouped list only', async () => {
    const { company, advisor, client } = await advisorOf(t);
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
    await notificationsOf(t, advisor.user.id, ana.profile.id, ['a1', 'a2']);
    await t.app.platform.db
      .insert(notifications)
      .values({ tenantId: 'default', userId: advisor.user.id, type: 'MEDIA_LIBRARY', message: 'about nobody' });
    const advisorVariant = await client.post(`${BASE}/notifications/readall?isAdvisor=true`);
    expect(json<NotificationReadAll>(advisorVariant)).toEqual({ updated: 2, unread: 1 });
    expect(json<NotificationReadAll>(await client.post(`${BASE}/notifications/readall`))).toEqual({
      updated: 1,
      unread: 0,
    });
    expect((await client.post(`${BASE}/notifications/readall?isAdvisor=yes`)).statusCode).toBe(400);
  });
});

describe('PUT /notification-service/notifications/{id}', () => {
  it('marks read and unread; snoozes: read, with resendAt; unread again cancels the snooze', async () => {
    const { company, advisor, client } = await advisorOf(t);
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
    const [n] = await notificationsOf(t, advisor.user.id, ana.profile.id, ['hello']);
    const url = `${BASE}/notifications/${n!.id}`;
    const read = await client.put(url, { unread: false });
    expect(read.statusCode).toBe(200);
    expect(json(read)).toMatchObject({ id: n!.id, unread: false, resendAt: null });
    const at = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString();
    const snoozed = await client.put(url, { unread: false, resendAt: at });
    expect(json(snoozed)).toMatchObject({ unread: false, resendAt: at });
    // The GET's representation written back (read-only keys dropped) is accepted.
    const again = await client.put(url, json(snoozed));
    expect(json(again)).toMatchObject({ unread: false, resendAt: at });
    const unread = await client.put(url, { unread: true });
    expect(json(unread)).toMatchObject({ unread: true, resendAt: null });
  });

  it('refuses a snooze date earlier than today, and another user’s or tenant’s id: nothing changed', async () => {
    const { company, advisor, client } = await advisorOf(t);
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
    const [n] = await notificationsOf(t, advisor.user.id, ana.profile.id, ['keep me']);
    const url = `${BASE}/notifications/${n!.id}`;
    const past = await client.put(url, {
      unread: false,
      resendAt: new Date(Date.now() - 3 * 24 * 3_600_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(json<{ message: string }>(past).message).toBe('The reminder date cannot be earlier than today.');
    const notADate = await client.put(url, { unread: false, resendAt: 'tomorrow' });
    expect(notADate.statusCode).toBe(400);
    const { client: otherAdvisor } = await advisorOf(t);
    expect((await otherAdvisor.put(url, { unread: false })).statusCode).toBe(404);
    const brain = await signedIn(t, { roleId: Role.Owner, tenantId: 'brain' });
    expect((await api(t.app, { token: brain.token, host: 'brain' }).put(url, { unread: false })).statusCode).toBe(404);
    const [row] = await t.app.platform.db.select().from(notifications).where(eq(notifications.id, n!.id));
    expect(row).toMatchObject({ unread: true, resendAt: null });
  });
});

describe('GET and PUT /notification-service/notifications/settings/web', () => {
  it('answers the defaults, saves the switches sent, keeps the others, refuses unknown keys', async () => {
    const { client } = await advisorOf(t);
    const url = `${BASE}/notifications/settings/web`;
    expect(json(await client.get(url))).toEqual({
      routines: true,
      newLogin: true,
      smartSurvey: true,
      journal: true,
      swap: true,
      browserNotifications: false,
      autoDelete: false,
    });
    const saved = await client.put(url, { journal: false, autoDelete: true });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ journal: false, autoDelete: true, swap: true });
    expect(json(await client.get(url))).toMatchObject({ journal: false, autoDelete: true, routines: true });
    const bad = await client.put(url, { journal: 'off' });
    expect(bad.statusCode).toBe(400);
    const unknown = await client.put(url, { email: true });
    expect(unknown.statusCode).toBe(400);
    expect(json(await client.get(url))).toMatchObject({ journal: false });
  });
});
