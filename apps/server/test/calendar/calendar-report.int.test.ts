import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ITEM_STATES,
  Role,
  stateOf,
  type Calendar,
  type CalendarItem,
  type Report,
  type ReportDay,
  type ReportTotal,
} from '@stride/contracts';
import { participantRoutineResults } from '../../src/modules/calendar/calendar.table.js';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
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

type Recorded = Partial<typeof participantRoutineResults.$inferInsert>;

/**
 * Two weeks of a participant, today being Wednesday 2026-11-25 (the clock): results written as the record
 * call writes them, on their days (the call itself only takes the last 7 days).
 */
async function twoWeeks() {
  const p = await practice(t);
  const { squat, walk, circuit, place } = p;
  const done = (item: CalendarItem, values: Recorded = {}) =>
    db()
      .insert(participantRoutineResults)
      .values({
        itemId: item.id,
        tenantId: 'default',
        participantProfileId: item.participantProfileId,
        status: 'DONE',
        recordedAt: new Date(`${item.date}T18:00:00Z`),
        recordedByProfileId: p.participant.profile.id,
        ...values,
      });
  const items = {
    mon16: await place(squat, '2026-11-16'),
    tue17: await place(walk, '2026-11-17'),
    wed18: await place(squat, '2026-11-18'),
    thu19: await place(walk, '2026-11-19'),
    fri20: await place(squat, '2026-11-20'),
    sat21: await place(circuit, '2026-11-21'),
    sun22: await place(walk, '2026-11-22'),
    // Monday the 23rd: a rest day.
    tue24a: await place(squat, '2026-11-24'),
    tue24b: await place(walk, '2026-11-24'),
    wed25a: await place(squat, '2026-11-25'),
    wed25b: await place(walk, '2026-11-25'),
    thu26: await place(circuit, '2026-11-26'),
  };
  await done(items.mon16, { repetitions: 12, weight: 20, rating: 5 });
  await done(items.tue17, { distance: 1500, rating: 3, comment: 'Windy' });
  await done(items.wed18, { repetitions: 10 });
  await done(items.thu19, { distance: 2500, rating: 4 });
  await done(items.fri20, { status: 'SKIPPED', skipReason: 'Knee pain' });
  await done(items.sun22);
  await done(items.tue24a, { rating: 4 });
  await done(items.tue24b, { distance: 2000 });
  await done(items.wed25a);
  return { ...p, items };
}

const counts = (c: Partial<Record<'planned' | 'done' | 'partial' | 'skipped' | 'missed' | 'total', number>>) => ({
  planned: 0,
  done: 0,
  partial: 0,
  skipped: 0,
  missed: 0,
  total: 0,
  ...c,
});

describe("a participant's progress", () => {
  it('reports each item with its result and state: done, partly done, skipped, missed, planned', async () => {
    const { staff, me, base, items } = await twoWeeks();
    const report = await staff.ok<Report>('GET', `${base}/report?from=2026-11-16&to=2026-11-26`);
    expect(report.items.map((r) => [r.item.date, r.item.title, r.state])).toEqual([
      ['2026-11-16', 'Squat', 'DONE'],
      ['2026-11-17', 'Walk', 'PARTIAL'],
      ['2026-11-18', 'Squat', 'PARTIAL'],
      ['2026-11-19', 'Walk', 'DONE'],
      ['2026-11-20', 'Squat', 'SKIPPED'],
      ['2026-11-21', 'Leg circuit', 'MISSED'],
      ['2026-11-22', 'Walk', 'DONE'],
      ['2026-11-24', 'Squat', 'DONE'],
      ['2026-11-24', 'Walk', 'DONE'],
      ['2026-11-25', 'Squat', 'DONE'],
      ['2026-11-25', 'Walk', 'PLANNED'],
      ['2026-11-26', 'Leg circuit', 'PLANNED'],
    ]);
    // The item as the calendar presents it, the recorded values against the prescribed ones.
    const tue = report.items[1]!;
    expect(tue.item).toMatchObject({ id: items.tue17.id, kind: 'ACTIVITY', distance: 2000, collect: ['DISTANCE'] });
    expect(tue.result).toMatchObject({ status: 'DONE', distance: 1500, rating: 3, comment: 'Windy', version: 1 });
    expect(report.items[4]!.result).toMatchObject({ status: 'SKIPPED', skipReason: 'Knee pain' });
    expect(report.items[5]!.result).toBeNull();
    // The portal's rule (contracts' stateOf, used to show a recorded result at once) says what the report says.
    expect(report.items.map((r) => stateOf(r.item, r.result, '2026-11-25'))).toEqual(report.items.map((r) => r.state));

    const activities = await me.ok<Report>('GET', `${base}/report?from=2026-11-16&to=2026-11-26&kind=ACTIVITY`);
    expect(activities.items.map((r) => r.state)).toEqual(['PARTIAL', 'DONE', 'DONE', 'DONE', 'PLANNED']);

    const day = await me.ok<ReportDay>('GET', `${base}/report/day/2026-11-24`);
    expect(day).toMatchObject({ date: '2026-11-24' });
    expect(day.items.map((r) => [r.item.id, r.state])).toEqual([
      [items.tue24a.id, 'DONE'],
      [items.tue24b.id, 'DONE'],
    ]);
    expect((await me.ok<ReportDay>('GET', `${base}/report/day/2026-11-23`)).items).toEqual([]);
  });

  it("carries each item's state on the calendar itself, as the report says it (the advisor's month at a glance)", async () => {
    const { staff, me, base } = await twoWeeks();
    const range = 'from=2026-11-16&to=2026-11-26';
    const report = await staff.ok<Report>('GET', `${base}/report?${range}`);
    const calendar = await staff.ok<Calendar>('GET', `${base}/calendar?${range}`);
    expect(calendar.items.map((i) => [i.id, i.state])).toEqual(report.items.map((r) => [r.item.id, r.state]));
    expect(new Set(calendar.items.map((i) => i.state))).toEqual(new Set(ITEM_STATES));
    // The participant reads the same states; the item is the calendar's item plus its state.
    const own = await me.ok<Calendar>('GET', `${base}/calendar?${range}`);
    expect(own.items.map((i) => i.state)).toEqual(calendar.items.map((i) => i.state));
    const { state: _state, ...item } = calendar.items[0]!;
    expect(item).toEqual(report.items[0]!.item);
  });

  it('totals a range: counts, completion rate, streaks, average rating, per kind and per Monday week', async () => {
    const { staff, base } = await twoWeeks();
    const total = await staff.ok<ReportTotal>('GET', `${base}/report/total?from=2026-11-16&to=2026-11-26`);
    expect(total).toEqual({
      from: '2026-11-16',
      to: '2026-11-26',
      counts: counts({ done: 6, partial: 2, skipped: 1, missed: 1, planned: 2, total: 12 }),
      // 8 done or partly done of the 10 due.
      completionRate: 0.8,
      // 16th to 19th in a row; the 20th skipped, the 21st missed; then the 22nd and the 24th (the 23rd is a
      // rest day, today still holds a planned item).
      currentStreak: 2,
      longestStreak: 4,
      averageRating: 4,
      byKind: [
        { kind: 'EXERCISE', counts: counts({ done: 3, partial: 1, skipped: 1, total: 5 }) },
        { kind: 'SERIES', counts: counts({ missed: 1, planned: 1, total: 2 }) },
        { kind: 'ACTIVITY', counts: counts({ done: 3, partial: 1, planned: 1, total: 5 }) },
      ],
      byWeek: [
        { weekStart: '2026-11-16', counts: counts({ done: 3, partial: 2, skipped: 1, missed: 1, total: 7 }) },
        { weekStart: '2026-11-23', counts: counts({ done: 3, planned: 2, total: 5 }) },
      ],
    });
  });

  it('counts a range as asked: weeks from the one holding `from`, streaks up to its end, empty weeks', async () => {
    const { me, base } = await twoWeeks();
    const part = await me.ok<ReportTotal>('GET', `${base}/report/total?from=2026-11-18&to=2026-11-19`);
    expect(part).toMatchObject({
      counts: counts({ done: 1, partial: 1, total: 2 }),
      completionRate: 1,
      currentStreak: 2,
      longestStreak: 2,
      averageRating: 4,
      byWeek: [{ weekStart: '2026-11-16', counts: counts({ done: 1, partial: 1, total: 2 }) }],
    });
    const empty = await me.ok<ReportTotal>('GET', `${base}/report/total?from=2026-12-01&to=2026-12-14`);
    expect(empty).toMatchObject({
      counts: counts({}),
      completionRate: null,
      currentStreak: 0,
      longestStreak: 0,
      averageRating: null,
      byWeek: [
        { weekStart: '2026-11-30', counts: counts({}) },
        { weekStart: '2026-12-07', counts: counts({}) },
        { weekStart: '2026-12-14', counts: counts({}) },
      ],
    });
    // A day later the walk of the 25th is missed and ends the run (8 of 11 due).
    vi.setSystemTime(new Date('2026-11-26T15:00:00Z'));
    const staff = client(t, (await signedIn(t, { roleId: Role.Owner })).token);
    const later = await staff.ok<ReportTotal>('GET', `${base}/report/total?from=2026-11-16&to=2026-11-26`);
    expect(later).toMatchObject({ currentStreak: 0, longestStreak: 4, completionRate: 0.7273 });
  });

  it("lets a participant read their own progress and calendar ahead (My progress, My calendar), never another participant's", async () => {
    const { me, base, company, advisor } = await twoWeeks();
    // Their own: the figures My progress shows and the weeks ahead My calendar lists.
    const own = await me.ok<ReportTotal>('GET', `${base}/report/total?from=2026-10-29&to=2026-11-25`);
    expect(own.completionRate).not.toBeNull();
    const ahead = await me.ok<Report>('GET', `${base}/report?from=2026-11-25&to=2026-12-22`);
    expect(ahead.items.length).toBeGreaterThan(0);
    // Another participant of the same company and coach: a 404 on every one of those calls, as if it did not exist.
    const other = client(
      t,
      (
        await signedIn(t, {
          roleId: Role.Participant,
          companyId: company.id,
          advisorProfileId: advisor.profile.id,
        })
      ).token,
    );
    for (const url of [
      `${base}/report?from=2026-11-25&to=2026-12-22`,
      `${base}/report/total?from=2026-10-29&to=2026-11-25`,
      `${base}/report/day/2026-11-24`,
      `${base}/calendar?from=2026-11-25&to=2026-12-22`,
    ]) {
      const answer = await other.send('GET', url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().message, url).toBe('Participant not found.');
    }
  });

  it('refuses ranges too long, and hides the reports from staff who do not see the participant', async () => {
    const { base } = await twoWeeks();
    const company = await buildCompany(db(), 'default');
    const stranger = client(t, (await signedIn(t, { roleId: Role.Advisor, companyId: company.id })).token);
    const owner = client(t, (await signedIn(t, { roleId: Role.Owner })).token);
    const long = await owner.send('GET', `${base}/report?from=2026-01-01&to=2026-03-04`);
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([{ path: 'querystring.to', message: 'A report covers at most 62 days.' }]);
    const year = await owner.send('GET', `${base}/report/total?from=2026-01-01&to=2027-01-02`);
    expect(year.statusCode).toBe(400);
    expect((await owner.send('GET', `${base}/report/total?from=2026-01-01&to=2027-01-01`)).statusCode).toBe(200);
    for (const url of [
      `${base}/report?from=2026-11-16&to=2026-11-26`,
      `${base}/report/total?from=2026-11-16&to=2026-11-26`,
      `${base}/report/day/2026-11-24`,
    ]) {
      expect((await stranger.send('GET', url)).statusCode, url).toBe(404);
    }
  });
});
