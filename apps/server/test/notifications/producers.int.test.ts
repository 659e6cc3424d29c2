import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationTarget, Role, type NotificationList, type NotificationGrouped } from '@stride/contracts';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { useTestApp, type TestApp } from '../support/app.js';
import { buildCompany, buildPerson } from '../support/factories.js';
import { api, eventually, json } from '../support/http.js';
import { OidcClient } from '../support/oidc.js';
import { HOSTS } from '../support/app.js';
import { signedIn } from '../support/people.js';
import { buildResource, libraryClient } from '../library/support.js';
import { advisorOf, participantOfAdvisor } from './support.js';

const t = useTestApp();
const BASE = '/api/notification-service';

const rowsOf = (userId: number) =>
  t.app.platform.db.select().from(notifications).where(eq(notifications.userId, userId));

/** Signs a built person in through the real provider (their first sign-in, then the next ones). */
async function signIn(app: TestApp, email: string, password: string) {
  return new OidcClient(app.app, HOSTS.default).signIn(email, password);
}

describe('NEW_LOGIN: a first sign-in', () => {
  it('tells a participant’s advisor once, in the advisor’s language, with the participant’s click target', async () => {
    const { company, advisor, client } = await advisorOf(t, { language: 'es' });
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id, 'Ana');
    await signIn(t, ana.email, ana.password);
    await signIn(t, ana.email, ana.password);
    const grouped = json<NotificationGrouped>(await client.get(`${BASE}/notifications-grouped`));
    expect(grouped.groups).toHaveLength(1);
    const [group] = grouped.groups;
    expect(group!.profile).toMatchObject({ profileId: ana.profile.id, userId: ana.user.id });
    expect(group!.notifications).toHaveLength(1);
    const n = group!.notifications[0]!;
    expect(n).toMatchObject({
      type: 'NEW_LOGIN',
      code: 'NEW_LOGIN_PARTICIPANT',
      unread: true,
      message: 'Ana Person inició sesión por primera vez.',
      parameters: { entityProfileId: ana.profile.id, companyId: company.id },
    });
    expect(notificationTarget(n, group!.profile.userId)).toBe(`/participants/${ana.user.id}`);
    // The advisor's dashboard counts it (real data, no seeded figure).
    const dashboard = json<{ unreadNotifications: { value: number } }>(await client.get('/api/participants/dashboard'));
    expect(dashboard.unreadNotifications.value).toBe(1);
  });

  it('tells the company admins of a new advisor (not the advisor, nobody of another company)', async () => {
    const company = await buildCompany(t.app.platform.db, 'default');
    const other = await buildCompany(t.app.platform.db, 'default');
    const admin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const otherAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: other.id });
    const advisor = await buildPerson(t.app.platform.db, {
      tenantId: 'default',
      roleId: Role.Advisor,
      companyId: company.id,
    });
    await signIn(t, advisor.email, advisor.password);
    const list = json<NotificationList>(await api(t.app, { token: admin.token }).get(`${BASE}/notifications`));
    const newLogins = list.items.filter((i) => i.parameters.entityProfileId === advisor.profile.id);
    expect(newLogins).toHaveLength(1);
    expect(newLogins[0]).toMatchObject({ code: 'NEW_LOGIN_ADVISOR' });
    expect(notificationTarget(newLogins[0]!, advisor.user.id)).toBe(
      `/company/${company.id}/staff?id=${advisor.user.id}&n=1`,
    );
    expect((await rowsOf(otherAdmin.user.id)).filter((r) => r.entityProfileId === advisor.profile.id)).toHaveLength(0);
    expect(await rowsOf(advisor.user.id)).toHaveLength(0);
  });

  it('respects the advisor’s New login switch', async () => {
    const { company, advisor, client } = await advisorOf(t);
    await client.put(`${BASE}/notifications/settings/web`, { newLogin: false });
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
    await signIn(t, ana.email, ana.password);
    expect(await rowsOf(advisor.user.id)).toHaveLength(0);
  });
});

describe('MEDIA_LIBRARY_SHARED_MEDIA: a file shared with the company', () => {
  it('reaches each staff member of that company, opens the shared folder; nobody else', async () => {
    const company = await buildCompany(t.app.platform.db, 'default');
    const other = await buildCompany(t.app.platform.db, 'default');
    const admin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id, language: 'es' });
    const team = await signedIn(t, { roleId: Role.TeamMember, companyId: company.id });
    const participant = await signedIn(t, {
      roleId: Role.Participant,
      companyId: company.id,
      advisorProfileId: advisor.profile.id,
    });
    const stranger = await signedIn(t, { roleId: Role.Advisor, companyId: other.id });
    const brain = await signedIn(t, { roleId: Role.CompanyAdmin, tenantId: 'brain' });
    const lib = libraryClient(t, admin.token);
    const main = await lib.mainFolder();
    const file = await buildResource(t, { directoryId: main.id, ownerProfileId: admin.profile.id, title: 'Breathing' });
    const shared = await lib.post(`/api/ml/resources/${file.id}/shareToCompany`, { companyId: company.id });
    expect(shared.statusCode).toBe(201);
    const folderId = json<{ directoryId: number }>(shared).directoryId;
    const mediaOf = async (userId: number) => (await rowsOf(userId)).filter((r) => r.type === 'MEDIA_LIBRARY');
    const advisorRows = await eventually(async () => {
      const rows = await mediaOf(advisor.user.id);
      return rows.length ? rows : null;
    });
    expect(advisorRows).toHaveLength(1);
    expect(advisorRows[0]).toMatchObject({
      code: 'MEDIA_LIBRARY_SHARED_MEDIA',
      message: expect.stringContaining('«Breathing»'),
      entityProfileId: admin.profile.id,
      parameters: { mediaLibraryFolderId: folderId, companyId: company.id },
    });
    expect(await mediaOf(team.user.id)).toHaveLength(1);
    expect(await mediaOf(admin.user.id)).toHaveLength(0);
    expect(await mediaOf(participant.user.id)).toHaveLength(0);
    expect(await mediaOf(stranger.user.id)).toHaveLength(0);
    expect(await mediaOf(brain.user.id)).toHaveLength(0);
    expect(
      notificationTarget(
        { type: 'MEDIA_LIBRARY', code: 'MEDIA_LIBRARY_SHARED_MEDIA', parameters: { mediaLibraryFolderId: folderId } },
        admin.user.id,
      ),
    ).toBe(`/library?folderId=${folderId}`);
  });
});

describe('the care domains’ types (synthetic events until their domains land)', () => {
  it('JOURNAL: with the Journal switch off, a journal event creates no notification for that advisor', async () => {
    const { company, advisor, client } = await advisorOf(t);
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
    const publish = async () => {
      await t.app.platform.events.publish({
        type: 'journal.entry_added',
        tenantId: 'default',
        actorUserId: ana.user.id,
        payload: { participantUserId: ana.user.id, journalDate: '2026-11-23', comment: false },
      });
      await t.app.platform.events.idle();
    };
    await publish();
    const [made] = await rowsOf(advisor.user.id);
    expect(made).toMatchObject({ type: 'JOURNAL', message: `${ana.profile.firstName} Person added a journal entry.` });
    expect(
      notificationTarget({ type: 'JOURNAL', code: null, parameters: made!.parameters as object }, ana.user.id),
    ).toBe(`/participants/${ana.user.id}/journal?date=2026-11-23`);
    await client.put(`${BASE}/notifications/settings/web`, { journal: false });
    await publish();
    expect(await rowsOf(advisor.user.id)).toHaveLength(1);
  });

  it('ACTIVITIES, SMART_SURVEY and SWAP reach the advisor with their targets', async () => {
    const { company, advisor } = await advisorOf(t);
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
    const base = { tenantId: 'default' as const, actorUserId: ana.user.id };
    const { events } = t.app.platform;
    await events.publish({
      ...base,
      type: 'activity.completed',
      payload: { participantUserId: ana.user.id, activityDate: '2026-11-22', rating: 4 },
    });
    await events.idle();
    await events.publish({
      ...base,
      type: 'smart_survey.updated',
      payload: {
        participantUserId: ana.user.id,
        surveyId: 7,
        kind: 'SMART_SURVEY',
        name: 'Initial Questions',
        completed: true,
      },
    });
    await events.idle();
    await events.publish({
      ...base,
      type: 'swap.added',
      payload: { participantUserId: ana.user.id, swapId: 9, notes: true },
    });
    await events.idle();
    const rows = await t.app.platform.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, advisor.user.id)))
      .orderBy(notifications.id);
    expect(rows.map((r) => notificationTarget({ ...r, parameters: r.parameters as object }, ana.user.id))).toEqual([
      `/participants/${ana.user.id}/routines-progress?date=2026-11-22`,
      `/participants/${ana.user.id}/smart-survey?survey=7`,
      `/participants/${ana.user.id}/swaps?id=9`,
    ]);
  });
});

describe('ACTIVITY_SKIPPED: a skipped item', () => {
  it('names the item and the reason in the coach’s language; a long reason is cut to one line', async () => {
    const { company, advisor, client } = await advisorOf(t, { language: 'es' });
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id, 'Henry');
    const skip = async (reason: string) => {
      await t.app.platform.events.publish({
        type: 'activity.skipped',
        tenantId: 'default',
        actorUserId: ana.user.id,
        payload: { participantUserId: ana.user.id, activityDate: '2026-11-24', title: 'Cat-cow', reason },
      });
      await t.app.platform.events.idle();
    };
    await skip('Sore wrist today');
    await skip(`Long story: ${'x'.repeat(300)}`);
    const list = json<NotificationList>(await client.get(`${BASE}/notifications`));
    const [long, short] = list.items;
    expect(short).toMatchObject({
      type: 'ACTIVITIES',
      code: 'ACTIVITY_SKIPPED',
      message: 'Henry Person se saltó Cat-cow: Sore wrist today',
      linkMessage: 'Ver el progreso',
    });
    expect(long!.message.endsWith('…')).toBe(true);
    expect(long!.message.length).toBe('Henry Person se saltó Cat-cow: '.length + 140);
  });
});

describe('a deleted account', () => {
  it('takes the notifications about that person with it', async () => {
    const { company, advisor } = await advisorOf(t);
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
    const bo = await participantOfAdvisor(t, company.id, advisor.profile.id);
    for (const p of [ana, bo]) {
      await t.app.platform.events.publish({
        type: 'routine.changed',
        tenantId: 'default',
        actorUserId: p.user.id,
        payload: { participantUserId: p.user.id },
      });
      await t.app.platform.events.idle();
    }
    expect(await rowsOf(advisor.user.id)).toHaveLength(2);
    await t.app.platform.events.publish({
      type: 'account.deleted',
      tenantId: 'default',
      actorUserId: advisor.user.id,
      payload: { userId: ana.user.id, profileId: ana.profile.id, roleId: Role.Participant },
    });
    await t.app.platform.events.idle();
    expect((await rowsOf(advisor.user.id)).map((r) => r.entityProfileId)).toEqual([bo.profile.id]);
  });
});
