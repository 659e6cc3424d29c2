import { and, count, eq, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role, type Task } from '@stride/contracts';
import { pageViews } from '../../src/modules/analytics/page-views.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { profiles, users } from '../../src/modules/profiles/profiles.table.js';
import { profilePrograms } from '../../src/modules/programs/programs.table.js';
import { quickMessages } from '../../src/modules/quick-messages/quick-messages.table.js';
import { participantRoutineItems, participantRoutineResults } from '../../src/modules/calendar/calendar.table.js';
import { routineAssignments } from '../../src/modules/routines/sequences.table.js';
import { sprintDefinitions, sprintOccurrences } from '../../src/modules/sprints/sprints.table.js';
import { tasks } from '../../src/modules/tasks/tasks.table.js';
import { oidcPayloads, oneTimeTokens } from '../../src/platform/auth/auth.table.js';
import type { Db } from '../../src/platform/db/client.js';
import { auditRows } from '../support/audit.js';
import { multipart, pngBytes } from '../support/files.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildCompany, buildParticipant, buildPerson, buildProgram, buildQuickMessage } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { OidcClient } from '../support/oidc.js';
import { signedIn } from '../support/people.js';
import { csvFile, upload } from '../participants/import/import-support.js';

// The import job is not started: an uploaded task stays in progress with its file in the store.
const t = useTestApp();
const db = () => t.app.platform.db;

const counted = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** Every row any table keeps that names the person (the audit log aside: it is the record). */
async function leftovers(d: Db, person: { user: { id: number; uuid: string }; profile: { id: number } }) {
  const userId = person.user.id;
  const profileId = person.profile.id;
  const n = { n: count() };
  return {
    users: await counted(d.select(n).from(users).where(eq(users.id, userId))),
    profiles: await counted(d.select(n).from(profiles).where(eq(profiles.userId, userId))),
    coached: await counted(
      d
        .select(n)
        .from(profiles)
        .where(or(eq(profiles.advisorProfileId, profileId), eq(profiles.consultantProfileId, profileId))),
    ),
    quickMessages: await counted(d.select(n).from(quickMessages).where(eq(quickMessages.profileId, profileId))),
    programs: await counted(d.select(n).from(profilePrograms).where(eq(profilePrograms.profileId, profileId))),
    tasks: await counted(
      d
        .select(n)
        .from(tasks)
        .where(or(eq(tasks.createdBy, userId), eq(tasks.surrogateActorUserId, userId))),
    ),
    notifications: await counted(d.select(n).from(notifications).where(eq(notifications.userId, userId))),
    pageViews: await counted(d.select(n).from(pageViews).where(eq(pageViews.userId, userId))),
    oneTimeTokens: await counted(
      d
        .select(n)
        .from(oneTimeTokens)
        .where(or(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.actorUserId, userId))),
    ),
    sessions: await counted(
      d
        .select(n)
        .from(oidcPayloads)
        .where(sql`${oidcPayloads.payload}::text like ${`%${person.user.uuid}%`}`),
    ),
    calendarItems: await counted(
      d.select(n).from(participantRoutineItems).where(eq(participantRoutineItems.participantProfileId, profileId)),
    ),
    results: await counted(
      d.select(n).from(participantRoutineResults).where(eq(participantRoutineResults.participantProfileId, profileId)),
    ),
    assignments: await counted(
      d.select(n).from(routineAssignments).where(eq(routineAssignments.participantProfileId, profileId)),
    ),
    sprintDefinitions: await counted(
      d.select(n).from(sprintDefinitions).where(eq(sprintDefinitions.participantProfileId, profileId)),
    ),
    sprintOccurrences: await counted(
      d.select(n).from(sprintOccurrences).where(eq(sprintOccurrences.participantProfileId, profileId)),
    ),
  };
}

const NOTHING = {
  users: 0,
  profiles: 0,
  coached: 0,
  quickMessages: 0,
  programs: 0,
  tasks: 0,
  notifications: 0,
  pageViews: 0,
  oneTimeTokens: 0,
  sessions: 0,
  calendarItems: 0,
  results: 0,
  assignments: 0,
  sprintDefinitions: 0,
  sprintOccurrences: 0,
};

/** Two items of a participant's calendar, one recorded as done, placed by an assignment. */
async function plan(tenantId: string, participantProfileId: number) {
  const [assignment] = await db()
    .insert(routineAssignments)
    .values({ tenantId, sequenceId: 1, participantProfileId, startDate: '2026-11-02' })
    .returning();
  const items = await db()
    .insert(participantRoutineItems)
    .values(
      ['2026-11-02', '2026-11-03'].map((date) => ({
        tenantId,
        participantProfileId,
        date,
        kind: 'EXERCISE' as const,
        title: 'Plank',
        assignmentId: assignment!.id,
      })),
    )
    .returning();
  await db()
    .insert(participantRoutineResults)
    .values({ itemId: items[0]!.id, tenantId, participantProfileId, status: 'DONE', recordedAt: new Date() });
  // A timed message of theirs, sent once and planned once more.
  const [definition] = await db()
    .insert(sprintDefinitions)
    .values({
      tenantId,
      participantProfileId,
      senderProfileId: 1,
      channelId: `s1_sprint_${participantProfileId}`,
      text: 'Morning!',
      startDate: '2026-11-02',
      time: '08:00',
      repeat: 'DAILY',
      occurrences: 2,
      timeZone: 'UTC',
    })
    .returning();
  await db()
    .insert(sprintOccurrences)
    .values(
      ['2026-11-02', '2026-11-03'].map((date, occurrence) => ({
        tenantId,
        definitionId: definition!.id,
        participantProfileId,
        occurrence,
        localDate: date,
        sendAt: new Date(`${date}T08:00:00Z`),
        status: occurrence === 0 ? ('SENT' as const) : ('PLANNED' as const),
      })),
    );
}

async function notify(tenantId: string, userId: number) {
  await db()
    .insert(notifications)
    .values([1, 2].map((i) => ({ tenantId, userId, type: 'test', message: `Note ${i}` })));
}

describe('DELETE /accounts/{id} leaves nothing of the person behind', () => {
  it('a company admin: quick messages, picture, tasks and their files, notifications, page views, tokens, sessions', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const company = await buildCompany(db(), 'default');
    const ca = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const advisor = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, companyId: company.id });
    const caApi = api(t.app, { token: ca.token });

    await buildQuickMessage(db(), 'default', ca.profile.id);
    await buildQuickMessage(db(), 'default', ca.profile.id);
    const picture = multipart({ name: 'me.png', type: 'image/png', data: await pngBytes(300, 300) });
    const pictured = await caApi.put(`/api/profiles/${ca.profile.id}/picture`, picture.payload, {
      ...picture.headers,
      'if-match': 'W/"1"',
    });
    expect(pictured.statusCode).toBe(200);
    const uploaded = await upload(
      t.app,
      ca.token,
      advisor.profile.id,
      csvFile('firstName,lastName,email\nA,B,a@b.c\n'),
    );
    expect(uploaded.statusCode).toBe(202);
    const ownTask = json<Task>(uploaded);
    await notify('default', ca.user.id);
    expect((await caApi.post('/api/page-views', { path: '/participants' })).statusCode).toBe(204);
    expect((await api(t.app).post('/api/auth/password-reset', { email: ca.email })).statusCode).toBe(202);

    // As the advisor in a surrogate session, the company admin starts a task that is the advisor's.
    const started = await caApi.post(`/api/profiles/${advisor.profile.id}/tokens`, {
      type: 'SURROGATE',
      surrogate: true,
    });
    expect(started.statusCode).toBe(201);
    const asAdvisor = await new OidcClient(t.app, HOSTS.default).signInWithLoginToken(
      json<{ token: string }>(started).token,
    );
    const advisorTask = json<Task>(
      await upload(t.app, asAdvisor.access_token, advisor.profile.id, csvFile('firstName,lastName,email\nC,D,c@d.e\n')),
    );
    // A surrogate start asked for and not used yet.
    expect(
      (await caApi.post(`/api/profiles/${advisor.profile.id}/tokens`, { type: 'SURROGATE', surrogate: true }))
        .statusCode,
    ).toBe(201);

    const [stored] = await db().select().from(profiles).where(eq(profiles.id, ca.profile.id));
    const [taskRow] = await db().select().from(tasks).where(eq(tasks.id, ownTask.id));
    const files = [stored!.pictureKey!, taskRow!.fileKey!];
    for (const key of files) expect(await t.app.platform.storage.stat(key)).not.toBeNull();
    const before = await leftovers(db(), ca);
    expect(before).toMatchObject({ quickMessages: 2, tasks: 2, notifications: 2, pageViews: 1, oneTimeTokens: 3 });
    expect(before.sessions).toBeGreaterThan(0);

    const [account] = await db().select({ version: users.version }).from(users).where(eq(users.id, ca.user.id));
    const gone = await api(t.app, { token: admin.token }).delete(`/api/accounts/${ca.user.id}`, {
      'if-match': `W/"${account!.version}"`,
    });
    expect(gone.statusCode, gone.body).toBe(204);

    expect(await leftovers(db(), ca)).toEqual(NOTHING);
    for (const key of files) expect(await t.app.platform.storage.stat(key)).toBeNull();
    // The advisor's task stays theirs; only the reference to the deleted company admin went.
    const [kept] = await db().select().from(tasks).where(eq(tasks.id, advisorTask.id));
    expect(kept).toMatchObject({ createdBy: advisor.user.id, surrogateActorUserId: null });
    // The session is over: its refresh token no longer works.
    expect((await ca.client.refresh(ca.tokens.refresh_token)).statusCode).toBe(400);

    const [audit] = (await auditRows(db(), 'account', ca.user.id)).filter((r) => r.operation === 'DELETE');
    expect(audit?.after).toMatchObject({
      removed: { quickMessages: 2, programIds: [], tasks: 1, notifications: 2, pageViews: 1, oneTimeLinks: 3 },
    });
    expect(JSON.stringify(audit)).not.toMatch(/base64/);
  });

  it('a participant: program assignments, calendar and results, notifications and sessions; the other tenant is untouched', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin, tenantId: 'brain' });
    const company = await buildCompany(db(), 'brain');
    const programs = [await buildProgram(db(), 'brain', company.id), await buildProgram(db(), 'brain', company.id)];
    const p = await signedIn(t, { roleId: Role.Participant, tenantId: 'brain', companyId: company.id });
    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, tenantId: 'brain', companyId: company.id });
    const assigned = await api(t.app, { token: companyAdmin.token, host: 'brain' }).put(
      `/api/profiles/${p.profile.id}/programs`,
      { programs: programs.map((x) => x.id) },
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    await notify('brain', p.user.id);
    await plan('brain', p.profile.id);
    const other = await buildParticipant(db(), { tenantId: 'default' });
    await notify('default', other.user.id);
    await plan('default', other.profile.id);

    expect(await leftovers(db(), p)).toMatchObject({
      programs: 2,
      notifications: 2,
      calendarItems: 2,
      results: 1,
      assignments: 1,
      sprintDefinitions: 1,
      sprintOccurrences: 2,
    });
    const gone = await api(t.app, { token: admin.token, host: 'brain' }).delete(`/api/accounts/${p.user.id}`, {
      'if-match': 'W/"1"',
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await leftovers(db(), p)).toEqual(NOTHING);
    expect(await leftovers(db(), other)).toMatchObject({
      users: 1,
      profiles: 1,
      notifications: 2,
      calendarItems: 2,
      results: 1,
      assignments: 1,
      sprintDefinitions: 1,
      sprintOccurrences: 2,
    });
    const stillAssigned = await db()
      .select({ n: count() })
      .from(profilePrograms)
      .where(and(eq(profilePrograms.tenantId, 'brain'), eq(profilePrograms.programId, programs[0]!.id)));
    expect(stillAssigned[0]?.n).toBe(0);
  });
});
