import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  JOURNAL_CHANGED_EVENT,
  NotificationCode,
  NotificationType,
  notificationTarget,
  Role,
  type JournalCalendar,
  type JournalChangedEvent,
  type JournalComment,
  type JournalDay,
  type JournalMeal,
  type NotificationParameters,
} from '@stride/contracts';
import { companies } from '../../src/modules/companies/companies.table.js';
import { journalComments, journalDays, journalMeals } from '../../src/modules/journal/journal.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import { listen, tab } from '../chat/helpers.js';
import { pdfBytes, pngBytes, uploadStorageFile } from '../library/support.js';
import { client } from '../calendar/calendar-support.js';
import { useTestApp } from '../support/app.js';
import { auditRows } from '../support/audit.js';
import { buildCompany } from '../support/factories.js';
import { api, eventually } from '../support/http.js';
import { multipartBody } from '../support/multipart.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
const db = () => t.app.platform.db;

/** A practice with the journal on: an advisor and a participant they coach, and a second participant. */
async function practice(tenantId: 'default' | 'brain' = 'default') {
  const company = await buildCompany(db(), tenantId, { journalAvailable: true });
  const advisor = await signedIn(t, { tenantId, roleId: Role.Advisor, companyId: company.id, firstName: 'Alma' });
  const participant = await signedIn(t, {
    tenantId,
    roleId: Role.Participant,
    companyId: company.id,
    advisorProfileId: advisor.profile.id,
    firstName: 'Pia',
  });
  const other = await signedIn(t, {
    tenantId,
    roleId: Role.Participant,
    companyId: company.id,
    advisorProfileId: advisor.profile.id,
  });
  await db().update(profiles).set({ journalAvailable: true }).where(eq(profiles.companyId, company.id));
  const host = tenantId;
  const staff = client(t, advisor.token, host);
  const me = client(t, participant.token, host);
  const day = (date: string) => `/journals/participants/${participant.user.id}/date/${date}`;
  return { company, advisor, participant, other, staff, me, day, otherClient: client(t, other.token, host) };
}

type Practice = Awaited<ReturnType<typeof practice>>;

async function lunch(p: Practice, date: string, extra: Record<string, unknown> = {}) {
  return p.me.ok<JournalMeal>(
    'POST',
    `${p.day(date)}/meals`,
    { kind: 'LUNCH', time: '13:30', text: 'Salad', ...extra },
    201,
  );
}

const countRows = async (profileId: number) => ({
  days: (await db().select().from(journalDays).where(eq(journalDays.participantProfileId, profileId))).length,
  meals: (await db().select().from(journalMeals).where(eq(journalMeals.participantProfileId, profileId))).length,
  comments: (await db().select().from(journalComments).where(eq(journalComments.participantProfileId, profileId)))
    .length,
});

describe('the journal day', () => {
  it('the participant writes the day and a meal with photos (upload queue and multipart); staff read it', async () => {
    const p = await practice();
    const empty = await p.me.ok<JournalDay>('GET', p.day('2031-03-04'));
    expect(empty).toMatchObject({ comment: '', version: 0, meals: [], editable: true });

    const storageFileId = await uploadStorageFile(t, p.participant.token, {
      name: 'plate.png',
      type: 'image/png',
      data: await pngBytes(),
    });
    const saved = await p.me.ok<JournalDay>(
      'PUT',
      p.day('2031-03-04'),
      {
        comment: 'A calm day',
        meals: [
          { kind: 'BREAKFAST', time: '08:00', text: 'Oats', photos: [{ storageFileId }] },
          { kind: 'SNACK', text: 'An apple' },
        ],
      },
      200,
      0,
    );
    expect(saved.version).toBe(1);
    expect(saved.meals.map((m) => [m.kind, m.time, m.text, m.photos.length])).toEqual([
      ['BREAKFAST', '08:00', 'Oats', 1],
      ['SNACK', null, 'An apple', 0],
    ]);
    expect(saved.meals[0]!.photos[0]).toMatchObject({ fileTypeId: 18 });
    expect(saved.meals[0]!.photos[0]!.fileUrl).toMatch(/^http|^\//);

    // The multipart form: the model and a picture file, added as a photo.
    const form = multipartBody(
      { model: { kind: 'LUNCH', time: '13:00', text: 'Soup' } },
      { file: { name: 'soup.png', type: 'image/png', data: await pngBytes(80, 60) } },
    );
    const res = await p.me.multipart('POST', `${p.day('2031-03-04')}/meals`, form);
    expect(res.statusCode, res.body).toBe(201);
    const soup = res.json<JournalMeal>();
    expect(soup.photos).toHaveLength(1);

    // Staff who follow the participant read it, by time; they may not write it.
    const read = await p.staff.ok<JournalDay>('GET', p.day('2031-03-04'));
    expect(read.comment).toBe('A calm day');
    expect(read.editable).toBe(false);
    expect(read.meals.map((m) => m.text)).toEqual(['Oats', 'Soup', 'An apple']);
    await p.staff.refused(403, 'PUT', p.day('2031-03-04'), { comment: 'staff' }, read.version);
    await p.staff.refused(403, 'POST', `${p.day('2031-03-04')}/meals`, { kind: 'LUNCH' });

    // The meal's PUT: a changed text, one photo kept, versioned.
    const changed = await p.me.ok<JournalMeal>(
      'PUT',
      `${p.day('2031-03-04')}/meals/${soup.id}`,
      { kind: 'DINNER', time: '20:15', text: 'Soup and bread', photos: soup.photos },
      200,
      soup.version,
    );
    expect(changed).toMatchObject({ kind: 'DINNER', time: '20:15', version: soup.version + 1 });
    expect(changed.photos.map((x) => x.resourceId)).toEqual(soup.photos.map((x) => x.resourceId));
    await p.me.refused(412, 'PUT', `${p.day('2031-03-04')}/meals/${soup.id}`, { kind: 'LUNCH' }, soup.version);

    // The day written back as read (read-modify-write): the comment changes, the meals stay.
    const again = await p.me.ok<JournalDay>('GET', p.day('2031-03-04'));
    const rewritten = await p.me.ok<JournalDay>(
      'PUT',
      p.day('2031-03-04'),
      { ...again, comment: 'A calm, good day' },
      200,
      again.version,
    );
    expect(rewritten.comment).toBe('A calm, good day');
    expect(rewritten.meals).toHaveLength(3);
    await p.me.refused(412, 'PUT', p.day('2031-03-04'), { comment: 'stale' }, again.version);

    // Delete a meal; audited.
    const del = await p.me.send('DELETE', `${p.day('2031-03-04')}/meals/${changed.id}`, undefined, changed.version);
    expect(del.statusCode).toBe(204);
    expect((await p.me.ok<JournalDay>('GET', p.day('2031-03-04'))).meals).toHaveLength(2);
    const audits = await auditRows(db(), 'journal_meal', changed.id);
    expect(audits.map((a) => a.operation)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('comments both ways, each side seeing the other’s new ones marked, and the month calendar', async () => {
    const p = await practice();
    const meal = await lunch(p, '2031-05-10');
    await lunch(p, '2031-05-12');
    const staffComment = await p.staff.ok<JournalComment>(
      'POST',
      `${p.day('2031-05-10')}/meals/${meal.id}/comments`,
      { text: 'Nice choice!' },
      201,
    );
    expect(staffComment).toMatchObject({ byParticipant: false, unread: false, authorProfileId: p.advisor.profile.id });
    expect(staffComment.authorName).toContain('Alma');

    // The participant's calendar: one unread comment on the 10th.
    const month = await p.me.ok<JournalCalendar>(
      'GET',
      `/journals/calendar?participantIds=${p.participant.user.id}&month=2031-05`,
    );
    expect(month).toMatchObject({ from: '2031-05-01', to: '2031-05-31' });
    expect(month.participants[0]!.days).toEqual([
      { date: '2031-05-10', hasEntries: true, meals: 1, comments: 1, unreadComments: 1 },
      { date: '2031-05-12', hasEntries: true, meals: 1, comments: 0, unreadComments: 0 },
    ]);

    // The participant reads the day: the comment shows new once, then read.
    const first = await p.me.ok<JournalDay>('GET', p.day('2031-05-10'));
    expect(first.meals[0]!.comments.map((c) => [c.text, c.unread])).toEqual([['Nice choice!', true]]);
    const second = await p.me.ok<JournalDay>('GET', p.day('2031-05-10'));
    expect(second.meals[0]!.comments[0]).toMatchObject({ unread: false });
    expect(second.meals[0]!.comments[0]!.readAt).not.toBeNull();

    // The participant answers: new to the staff, not to the participant.
    await p.me.ok('POST', `${p.day('2031-05-10')}/meals/${meal.id}/comments`, { text: 'Thanks!' }, 201);
    const staffMonth = await p.staff.ok<JournalCalendar>(
      'GET',
      `/journals/calendar?participantIds=${p.participant.user.id}&from=2031-05-01&to=2031-05-31`,
    );
    expect(staffMonth.participants[0]!.days[0]).toMatchObject({ date: '2031-05-10', comments: 2, unreadComments: 1 });
    const staffRead = await p.staff.ok<JournalDay>('GET', p.day('2031-05-10'));
    expect(staffRead.meals[0]!.comments.map((c) => [c.text, c.byParticipant, c.unread])).toEqual([
      ['Nice choice!', false, false],
      ['Thanks!', true, true],
    ]);
    const after = await p.staff.ok<JournalCalendar>(
      'GET',
      `/journals/calendar?participantIds=${p.participant.user.id}&month=2031-05`,
    );
    expect(after.participants[0]!.days[0]!.unreadComments).toBe(0);
    const audits = await auditRows(db(), 'journal_comment', staffComment.id);
    expect(audits.map((a) => a.operation)).toEqual(['CREATE']);
  });
});

describe('the other side is told', () => {
  it('the advisor’s open view receives journal:changed when the participant adds a meal, and the participant’s when the advisor comments', async () => {
    const url = await listen(t);
    const p = await practice();
    const advisorTab = await tab(url, { ...p.advisor, api: api(t.app, { token: p.advisor.token }) });
    const participantTab = await tab(url, { ...p.participant, api: api(t.app, { token: p.participant.token }) });
    const changes = (seen: Array<[string, unknown]>) =>
      seen.filter(([e]) => e === JOURNAL_CHANGED_EVENT).map(([, x]) => x as JournalChangedEvent);

    const meal = await lunch(p, '2031-06-01');
    const told = await eventually(() => Promise.resolve(changes(advisorTab.seen)[0]));
    expect(told).toEqual({
      participantId: p.participant.user.id,
      participantProfileId: p.participant.profile.id,
      date: '2031-06-01',
      reason: 'meal',
    });

    await p.staff.ok('POST', `${p.day('2031-06-01')}/meals/${meal.id}/comments`, { text: 'Looks good' }, 201);
    const toParticipant = await eventually(() =>
      Promise.resolve(changes(participantTab.seen).find((c) => c.reason === 'comment')),
    );
    expect(toParticipant).toMatchObject({ date: '2031-06-01', participantId: p.participant.user.id });
  });

  it('JOURNAL notifies the advisor of a new meal and a comment (opening the day), and the participant of a staff comment', async () => {
    const p = await practice();
    const meal = await lunch(p, '2031-07-02');
    await p.me.ok('POST', `${p.day('2031-07-02')}/meals/${meal.id}/comments`, { text: 'I was hungry' }, 201);
    const advisorRows = await eventually(async () => {
      const rows = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, p.advisor.user.id), eq(notifications.type, NotificationType.Journal)));
      return rows.length >= 2 ? rows : undefined;
    });
    expect(advisorRows.map((r) => r.message).sort()).toEqual(
      [
        `Pia ${p.participant.profile.lastName} added a journal entry.`,
        `Pia ${p.participant.profile.lastName} commented on a journal entry.`,
      ].sort(),
    );
    const n = advisorRows[0]!;
    expect(
      notificationTarget(
        { type: n.type, code: n.code, parameters: n.parameters as NotificationParameters },
        p.participant.user.id,
      ),
    ).toBe(`/participants/${p.participant.user.id}/journal?date=2031-07-02`);

    await p.staff.ok('POST', `${p.day('2031-07-02')}/meals/${meal.id}/comments`, { text: 'Well done' }, 201);
    const mine = await eventually(async () => {
      const rows = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, p.participant.user.id), eq(notifications.type, NotificationType.Journal)));
      return rows[0];
    });
    expect(mine.code).toBe(NotificationCode.JournalStaffComment);
    expect(mine.message).toContain('commented on your journal');
    expect(
      notificationTarget(
        { type: mine.type, code: mine.code, parameters: mine.parameters as NotificationParameters },
        p.participant.user.id,
      ),
    ).toBe('/my-day?date=2031-07-02');
  });
});

describe('the flags', () => {
  it('off (the participant’s or the company’s): every call is a 404; on again: the old entries are back', async () => {
    const p = await practice();
    const meal = await lunch(p, '2031-08-03');
    const calendar = `/journals/calendar?participantIds=${p.participant.user.id}&month=2031-08`;

    await db().update(profiles).set({ journalAvailable: false }).where(eq(profiles.id, p.participant.profile.id));
    await p.me.refused(404, 'GET', p.day('2031-08-03'));
    await p.staff.refused(404, 'GET', p.day('2031-08-03'));
    await p.staff.refused(404, 'GET', calendar);
    await p.me.refused(404, 'POST', `${p.day('2031-08-03')}/meals`, { kind: 'LUNCH' });
    await p.staff.refused(404, 'POST', `${p.day('2031-08-03')}/meals/${meal.id}/comments`, { text: 'x' });

    await db().update(profiles).set({ journalAvailable: true }).where(eq(profiles.id, p.participant.profile.id));
    await db().update(companies).set({ journalAvailable: false }).where(eq(companies.id, p.company.id));
    await p.me.refused(404, 'GET', p.day('2031-08-03'));
    await p.staff.refused(404, 'GET', calendar);

    await db().update(companies).set({ journalAvailable: true }).where(eq(companies.id, p.company.id));
    const back = await p.staff.ok<JournalDay>('GET', p.day('2031-08-03'));
    expect(back.meals.map((m) => m.id)).toEqual([meal.id]);
  });
});

describe('bad input: a clear 4xx and nothing stored', () => {
  it('refuses a date that is not a date, another participant’s meal, another tenant, a stale version, a file that is not a picture, an oversized text', async () => {
    const p = await practice();
    const meal = await lunch(p, '2031-09-09');
    const before = await countRows(p.participant.profile.id);

    await p.me.refused(400, 'GET', `/journals/participants/${p.participant.user.id}/date/2031-02-30`);
    await p.me.refused(400, 'GET', `/journals/participants/${p.participant.user.id}/date/yesterday`);
    await p.me.refused(400, 'GET', `/journals/calendar?participantIds=${p.participant.user.id}&month=2031-13`);
    await p.me.refused(400, 'GET', `/journals/calendar?participantIds=${p.participant.user.id}`);

    // A meal of another day, of another participant.
    await p.me.refused(404, 'PUT', `${p.day('2031-09-10')}/meals/${meal.id}`, { kind: 'LUNCH' }, meal.version);
    const theirs = await p.otherClient.ok<JournalMeal>(
      'POST',
      `/journals/participants/${p.other.user.id}/date/2031-09-09/meals`,
      { kind: 'SNACK' },
      201,
    );
    await p.me.refused(404, 'PUT', `${p.day('2031-09-09')}/meals/${theirs.id}`, { kind: 'LUNCH' }, theirs.version);
    await p.staff.refused(404, 'POST', `${p.day('2031-09-09')}/meals/${theirs.id}/comments`, { text: 'hi' });
    // Another participant's journal: 404 to a participant.
    await p.me.refused(404, 'GET', `/journals/participants/${p.other.user.id}/date/2031-09-09`);

    // Another tenant's staff and participant ids.
    const far = await practice('brain');
    await far.staff.refused(404, 'GET', p.day('2031-09-09'));
    await far.staff.refused(404, 'POST', `${p.day('2031-09-09')}/meals/${meal.id}/comments`, { text: 'hi' });
    await far.staff.refused(404, 'GET', `/journals/calendar?participantIds=${p.participant.user.id}&month=2031-09`);

    // Stale version and a missing If-Match.
    await p.me.ok('PUT', `${p.day('2031-09-09')}/meals/${meal.id}`, { kind: 'DINNER' }, 200, meal.version);
    await p.me.refused(412, 'PUT', `${p.day('2031-09-09')}/meals/${meal.id}`, { kind: 'SNACK' }, meal.version);
    await p.me.refused(428, 'PUT', `${p.day('2031-09-09')}/meals/${meal.id}`, { kind: 'SNACK' });
    const afterStale = await countRows(p.participant.profile.id);

    // A file that is not a picture: through the queue and as the multipart file.
    const pdf = await uploadStorageFile(t, p.participant.token, {
      name: 'menu.pdf',
      type: 'application/pdf',
      data: pdfBytes(),
    });
    const notPicture = await p.me.refused(400, 'POST', `${p.day('2031-09-11')}/meals`, {
      kind: 'LUNCH',
      photos: [{ storageFileId: pdf }],
    });
    expect(notPicture.message).toContain('picture');
    const form = multipartBody(
      { model: { kind: 'LUNCH' } },
      { file: { name: 'menu.pdf', type: 'application/pdf', data: pdfBytes() } },
    );
    const res = await p.me.multipart('POST', `${p.day('2031-09-11')}/meals`, form);
    expect(res.statusCode, res.body).toBe(400);

    // Oversized texts, an unknown kind, a bad time, an empty comment.
    await p.me.refused(400, 'POST', `${p.day('2031-09-11')}/meals`, { kind: 'LUNCH', text: 'x'.repeat(2001) });
    await p.me.refused(400, 'PUT', p.day('2031-09-11'), { comment: 'x'.repeat(2001) }, 0);
    await p.me.refused(400, 'POST', `${p.day('2031-09-11')}/meals`, { kind: 'BRUNCH' });
    await p.me.refused(400, 'POST', `${p.day('2031-09-11')}/meals`, { kind: 'LUNCH', time: '25:00' });
    await p.me.refused(400, 'POST', `${p.day('2031-09-09')}/meals/${meal.id}/comments`, { text: '   ' });
    await p.me.refused(400, 'POST', `${p.day('2031-09-09')}/meals/${meal.id}/comments`, { text: 'x'.repeat(2001) });

    expect(await countRows(p.participant.profile.id)).toEqual(afterStale);
    expect(afterStale).toEqual(before);
  });
});

describe('account deletion', () => {
  it('removes a deleted participant’s journal, and the comments a deleted staff member wrote', async () => {
    const p = await practice();
    const admin = await signedIn(t, { roleId: Role.Admin });
    const meal = await lunch(p, '2031-10-01');
    await p.me.ok('POST', `${p.day('2031-10-01')}/meals/${meal.id}/comments`, { text: 'Mine' }, 201);
    await p.staff.ok('POST', `${p.day('2031-10-01')}/meals/${meal.id}/comments`, { text: 'Theirs' }, 201);
    const deleteAccount = (userId: number) =>
      api(t.app, { token: admin.token }).delete(`/api/accounts/${userId}`, { 'if-match': 'W/"1"' });

    const advisorGone = await deleteAccount(p.advisor.user.id);
    expect(advisorGone.statusCode, advisorGone.body).toBe(204);
    const left = await db().select().from(journalComments).where(eq(journalComments.mealId, meal.id));
    expect(left.map((c) => c.text)).toEqual(['Mine']);

    const participantGone = await deleteAccount(p.participant.user.id);
    expect(participantGone.statusCode, participantGone.body).toBe(204);
    expect(await countRows(p.participant.profile.id)).toEqual({ days: 0, meals: 0, comments: 0 });
  });
});
