import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationTarget, Role, type CalendarResult, type ReportDay } from '@stride/contracts';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { participantRoutineResults } from '../../src/modules/calendar/calendar.table.js';
import { auditRows, auditRowsOfTrace } from '../support/audit.js';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { eventually, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { client, NOW, practice } from './progress-support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const storedResult = async (itemId: number) =>
  (await db().select().from(participantRoutineResults).where(eq(participantRoutineResults.itemId, itemId)))[0];
const activitiesOf = (userId: number, code: string | null = null) =>
  db()
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'ACTIVITIES'),
        code === null ? isNull(notifications.code) : eq(notifications.code, code),
      ),
    );
/** The coaches' notifications of skips. */
const skipsOf = (userId: number) => activitiesOf(userId, 'ACTIVITY_SKIPPED');

describe("the participant's results", () => {
  it('records an item done with its values, comment and rating: versioned, audited, the advisor notified', async () => {
    const { advisor, participant, me, squat, place, resultUrl, base } = await practice(t);
    const item = await place(squat, '2026-11-25');
    const res = await me.send('POST', resultUrl(item.id), {
      status: 'DONE',
      repetitions: 10,
      weight: 20,
      comment: 'Heavy today',
      rating: 4,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.etag).toBe('W/"1"');
    expect(json<CalendarResult>(res)).toEqual({
      itemId: item.id,
      status: 'DONE',
      series: null,
      repetitions: 10,
      weight: 20,
      time: null,
      distance: null,
      comment: 'Heavy today',
      rating: 4,
      skipReason: null,
      recordedAt: NOW.toISOString(),
      version: 1,
    });
    const audit = await auditRows(db(), 'participant_routine_result', item.id);
    expect(audit.map((a) => a.operation)).toEqual(['CREATE']);

    // The advisor's ACTIVITIES notification opens the progress tab at the item's date.
    const [made] = await eventually(async () => {
      const rows = await activitiesOf(advisor.user.id);
      return rows.length ? rows : undefined;
    });
    expect(made).toMatchObject({ message: `${participant.profile.firstName} Person completed an activity.` });
    expect(
      notificationTarget(
        { type: 'ACTIVITIES', code: null, parameters: made!.parameters as object },
        participant.user.id,
      ),
    ).toBe(`/participants/${participant.user.id}/routines-progress?date=2026-11-25`);
    expect(made!.parameters).toMatchObject({ activityDate: '2026-11-25', rating: 4 });

    // The advisor's report shows it against the prescription: 10 of 12 repetitions, partly done.
    const staffDay = await client(t, advisor.token).ok<ReportDay>('GET', `${base}/report/day/2026-11-25`);
    expect(staffDay.items).toEqual([
      expect.objectContaining({
        item: expect.objectContaining({ id: item.id, repetitions: 12, weight: 20 }),
        result: expect.objectContaining({ repetitions: 10, weight: 20 }),
        state: 'PARTIAL',
      }),
    ]);
  });

  it('notifies the advisor per their settings: the Activities switch off, nothing', async () => {
    const { advisor, me, squat, walk, place, resultUrl } = await practice(t);
    const staff = client(t, advisor.token);
    const first = await place(squat, '2026-11-24');
    const second = await place(walk, '2026-11-25');
    await staff.ok('PUT', '/notification-service/notifications/settings/web', { routines: false });
    await me.ok('POST', resultUrl(first.id), { status: 'DONE' }, 201);
    await staff.ok('PUT', '/notification-service/notifications/settings/web', { routines: true });
    await me.ok('POST', resultUrl(second.id), { status: 'DONE', distance: 2000 }, 201);
    const rows = await eventually(async () => {
      const made = await activitiesOf(advisor.user.id);
      return made.length ? made : undefined;
    });
    expect(rows.map((r) => (r.parameters as { activityDate: string }).activityDate)).toEqual(['2026-11-25']);
  });

  it('changes a result with If-Match (stale: 412 with the current one), and undoes it', async () => {
    const { advisor, me, walk, place, resultUrl, base } = await practice(t);
    const item = await place(walk, '2026-11-24');
    await me.ok('POST', resultUrl(item.id), { status: 'SKIPPED', reason: 'Rain all day' }, 201);
    expect(await activitiesOf(advisor.user.id)).toHaveLength(0);
    expect(await skipsOf(advisor.user.id)).toHaveLength(1);

    expect((await me.send('PUT', resultUrl(item.id), { status: 'DONE', distance: 2100 })).statusCode).toBe(428);
    const changed = await me.ok<CalendarResult>(
      'PUT',
      resultUrl(item.id),
      { status: 'DONE', distance: 2100, rating: 5 },
      200,
      1,
    );
    expect(changed).toMatchObject({ status: 'DONE', distance: 2100, rating: 5, skipReason: null, version: 2 });
    // Skipped, then done: the advisor hears of it once; another change of a done item notifies nobody again.
    await eventually(async () => ((await activitiesOf(advisor.user.id)).length === 1 ? true : undefined));
    await me.ok('PUT', resultUrl(item.id), { status: 'DONE', distance: 2200 }, 200, 2);

    const stale = await me.send('PUT', resultUrl(item.id), { status: 'DONE', distance: 1 }, 1);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ distance: 2200, version: 3 });
    expect((await me.send('DELETE', resultUrl(item.id), undefined, 2)).statusCode).toBe(412);
    expect(await storedResult(item.id)).toMatchObject({ distance: 2200, version: 3 });

    expect((await me.send('DELETE', resultUrl(item.id), undefined, 3)).statusCode).toBe(204);
    expect(await storedResult(item.id)).toBeUndefined();
    const day = await me.ok<ReportDay>('GET', `${base}/report/day/2026-11-24`);
    // Yesterday's item, unrecorded again: missed (it can still be recorded).
    expect(day.items.map((i) => [i.state, i.result])).toEqual([['MISSED', null]]);
    expect((await auditRows(db(), 'participant_routine_result', item.id)).map((a) => a.operation)).toEqual([
      'CREATE',
      'UPDATE',
      'UPDATE',
      'DELETE',
    ]);
    // Nothing to change or undo any more: 404.
    expect((await me.send('DELETE', resultUrl(item.id), undefined, 3)).statusCode).toBe(404);
    expect(await activitiesOf(advisor.user.id)).toHaveLength(1);
  });

  it('tells the coaches of a skip, naming the item and the reason, under the Activities switch', async () => {
    const { advisor, participant, me, squat, walk, place, resultUrl } = await practice(t);
    const staff = client(t, advisor.token);
    const name = `${participant.profile.firstName} ${participant.profile.lastName}`;
    const squats = await place(squat, '2026-11-24');
    const walks = await place(walk, '2026-11-25');
    await me.ok('POST', resultUrl(squats.id), { status: 'SKIPPED', reason: 'Sore wrist today' }, 201);
    const [made] = await eventually(async () => {
      const rows = await skipsOf(advisor.user.id);
      return rows.length ? rows : undefined;
    });
    expect(made).toMatchObject({
      message: `${name} skipped Squat: Sore wrist today`,
      linkMessage: 'See the progress',
      parameters: { activityDate: '2026-11-24', entityProfileId: participant.profile.id },
    });
    expect(
      notificationTarget(
        { type: 'ACTIVITIES', code: made!.code, parameters: made!.parameters as object },
        participant.user.id,
      ),
    ).toBe(`/participants/${participant.user.id}/routines-progress?date=2026-11-24`);
    // The bell: the advisor's list has it, unread.
    const list = await staff.ok<{ unread: number; items: { message: string }[] }>(
      'GET',
      '/notification-service/notifications',
    );
    expect(list.items.map((i) => i.message)).toContain(`${name} skipped Squat: Sore wrist today`);

    // Another reason for the same skip tells nobody again; done, then skipped again, does.
    await me.ok('PUT', resultUrl(squats.id), { status: 'SKIPPED', reason: 'Still sore' }, 200, 1);
    await me.ok('PUT', resultUrl(squats.id), { status: 'DONE' }, 200, 2);
    await me.ok('PUT', resultUrl(squats.id), { status: 'SKIPPED', reason: 'Sore again' }, 200, 3);
    await eventually(async () => ((await skipsOf(advisor.user.id)).length === 2 ? true : undefined));
    expect((await skipsOf(advisor.user.id)).map((r) => r.message)).toEqual([
      `${name} skipped Squat: Sore wrist today`,
      `${name} skipped Squat: Sore again`,
    ]);

    // The Activities switch off: a skip tells nothing.
    await staff.ok('PUT', '/notification-service/notifications/settings/web', { routines: false });
    await me.ok('POST', resultUrl(walks.id), { status: 'SKIPPED', reason: 'Rain' }, 201);
    await t.app.platform.events.idle();
    expect(await skipsOf(advisor.user.id)).toHaveLength(2);
  });

  it('refuses an item of a later day and one more than 7 days past; a second record is a 409', async () => {
    const { participant, me, squat, place, resultUrl } = await practice(t);
    const tomorrowSomewhere = await place(squat, '2026-11-26');
    const later = await place(squat, '2026-11-27');
    const lastDay = await place(squat, '2026-11-18');
    const tooLate = await place(squat, '2026-11-17');
    const future = await me.send('POST', resultUrl(later.id), { status: 'DONE' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('This item is planned for a later day: you can record it from its day on.');
    expect(future.json().code).toBe('RESULT_NOT_YET');
    const late = await me.send('POST', resultUrl(tooLate.id), { status: 'SKIPPED', reason: 'Forgot' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This item was more than 7 days ago: it can no longer be recorded or changed.');
    expect(late.json().code).toBe('RESULT_TOO_LATE');
    expect(await storedResult(later.id)).toBeUndefined();
    expect(await storedResult(tooLate.id)).toBeUndefined();

    // Already the 26th somewhere (UTC+14), and the 7th day after the 18th: both recordable.
    await me.ok('POST', resultUrl(tomorrowSomewhere.id), { status: 'DONE' }, 201);
    await me.ok('POST', resultUrl(lastDay.id), { status: 'DONE', repetitions: 12 }, 201);
    const again = await me.send('POST', resultUrl(lastDay.id), { status: 'DONE' });
    expect(again.statusCode).toBe(409);
    // The next day, the 18th is closed for changes too.
    vi.setSystemTime(new Date('2026-11-26T15:00:00Z'));
    const nextDay = client(t, (await participant.client.signIn(participant.email, participant.password)).access_token);
    expect((await nextDay.send('PUT', resultUrl(lastDay.id), { status: 'DONE' }, 1)).statusCode).toBe(400);
    expect((await nextDay.send('DELETE', resultUrl(lastDay.id), undefined, 1)).statusCode).toBe(400);
    expect(await storedResult(lastDay.id)).toMatchObject({ repetitions: 12, version: 1 });
  });

  it('takes only the values the item collects or prescribes (400 naming the field otherwise)', async () => {
    const { me, squat, walk, place, resultUrl } = await practice(t);
    const squatItem = await place(squat, '2026-11-25');
    const walkItem = await place(walk, '2026-11-25');
    const res = await me.send('POST', resultUrl(walkItem.id), { status: 'DONE', distance: 1800, weight: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.weight', message: 'This item asks for no weight: record only what it asks for.' },
    ]);
    // Sets are prescribed (3 x 12): accepted though not collected.
    await me.ok('POST', resultUrl(squatItem.id), { status: 'DONE', series: 2, repetitions: 12 }, 201);
    const bad = await me.send('POST', resultUrl(walkItem.id), { status: 'SKIPPED', reason: '  ' });
    expect(bad.statusCode).toBe(400);
    const mixed = await me.send('POST', resultUrl(walkItem.id), { status: 'SKIPPED', reason: 'Tired', distance: 3 });
    expect(mixed.statusCode).toBe(400);
    const rating = await me.send('POST', resultUrl(walkItem.id), { status: 'DONE', rating: 6 });
    expect(rating.statusCode).toBe(400);
    expect(await storedResult(walkItem.id)).toBeUndefined();
  });

  it("refuses staff at the roles gate, another participant's item or id, another tenant: nothing changes", async () => {
    const { company, advisor, participant, me, squat, place, resultUrl, base } = await practice(t);
    const item = await place(squat, '2026-11-25');
    const other = await signedIn(t, {
      roleId: Role.Participant,
      companyId: company.id,
      advisorProfileId: advisor.profile.id,
    });
    const otherApi = client(t, other.token);
    const brainCompany = await buildCompany(db(), 'brain');
    const brain = await signedIn(t, { roleId: Role.Participant, tenantId: 'brain', companyId: brainCompany.id });
    const ownIdOthersItem = `/participants/${other.user.id}/routines/calendar/items/${item.id}/result`;
    const refusals = [
      // Staff, at the roles gate.
      [403, await client(t, advisor.token).send('POST', resultUrl(item.id), { status: 'DONE' })],
      // Another participant: with Ana's id, or with their own id and Ana's item.
      [404, await otherApi.send('POST', resultUrl(item.id), { status: 'DONE' })],
      [404, await otherApi.send('POST', ownIdOthersItem, { status: 'DONE' })],
      [404, await client(t, brain.token, 'brain').send('POST', resultUrl(item.id), { status: 'DONE' })],
      // Another participant's report: 404.
      [404, await otherApi.send('GET', `${base}/report/day/2026-11-25`)],
    ] as const;
    for (const [status, res] of refusals) {
      expect(res.statusCode).toBe(status);
      // Nothing written by the refused call (by its trace: the queue's work of earlier calls may still audit).
      expect(await auditRowsOfTrace(db(), String(res.headers['x-trace-id']))).toBe(0);
    }
    expect(await storedResult(item.id)).toBeUndefined();

    // The participant's own record still works, and the others cannot change or undo it.
    await me.ok('POST', resultUrl(item.id), { status: 'DONE' }, 201);
    expect((await otherApi.send('PUT', resultUrl(item.id), { status: 'SKIPPED', reason: 'x' }, 1)).statusCode).toBe(
      404,
    );
    expect((await otherApi.send('DELETE', ownIdOthersItem, undefined, 1)).statusCode).toBe(404);
    expect((await client(t, advisor.token).send('DELETE', resultUrl(item.id), undefined, 1)).statusCode).toBe(403);
    expect(await storedResult(item.id)).toMatchObject({ status: 'DONE', version: 1 });
    expect(participant.user.id).not.toBe(other.user.id);
  });
});
