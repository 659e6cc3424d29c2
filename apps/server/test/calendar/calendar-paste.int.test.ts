import { describe, expect, it } from 'vitest';
import { Role, type CalendarItemsMade, type Sequence } from '@stride/contracts';
import { auditRows } from '../support/audit.js';
import { useTestApp } from '../support/app.js';
import { buildCompany, buildParticipant } from '../support/factories.js';
import { multipartBody, TINY_PNG } from '../support/multipart.js';
import { signedIn } from '../support/people.js';
import { client, practice } from './calendar-support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

describe("changing a participant's calendar: several items and whole days", () => {
  it('deletes a list of items all or nothing, with their results: Items deleted!', async () => {
    const p = await practice(t);
    const a = await p.place('exercises', p.squat.id, '2027-04-01');
    const b = await p.place('activities', p.walk.id, '2027-04-02');
    const c = await p.place('series', p.circuit.id, '2027-04-03');
    await p.recordDone(b);
    const url = `${p.base}/items`;

    // Spec text when nothing is selected; an id that is not this participant's: 404, nothing deleted.
    expect((await p.staff.refused(400, 'DELETE', url, { items: [] })).details).toEqual([
      { path: 'body.items', message: 'You need to select at least one exercise!' },
    ]);
    const other = await buildParticipant(db(), {
      tenantId: 'default',
      companyId: p.company.id,
      advisorProfileId: p.advisor.profile.id,
    });
    const theirs = await p.staff.ok<{ id: number }>(
      'POST',
      `/participants/${other.user.id}/routines/exercises/import`,
      { date: '2027-04-01', definitionId: p.squat.id },
      201,
    );
    await p.staff.refused(404, 'DELETE', url, { items: [a.id, theirs.id] });
    await p.staff.refused(404, 'DELETE', url, { items: [a.id, 2147483647] });
    expect(await p.days('2027-04-01', '2027-04-03')).toHaveLength(3);

    expect(await p.staff.ok('DELETE', url, { items: [a.id, b.id, b.id] })).toEqual({
      message: 'Items deleted!',
      count: 2,
    });
    expect(await p.days('2027-04-01', '2027-04-03')).toEqual([['2027-04-03', 0, 'Leg circuit']]);
    expect(await p.resultOf(b.id)).toBeUndefined();
    expect((await auditRows(db(), 'participant_routine_item', b.id)).map((r) => r.operation)).toEqual([
      'CREATE',
      'DELETE',
    ]);
    expect(await p.staff.ok('DELETE', url, { items: [c.id] })).toEqual({ message: 'Item deleted!', count: 1 });
  });

  it('pastes items at the end of one day or of several, with the spec texts', async () => {
    const p = await practice(t);
    const a = await p.place('exercises', p.squat.id, '2027-04-10');
    const b = await p.place('activities', p.walk.id, '2027-04-10');
    await p.place('series', p.circuit.id, '2027-04-12');
    const url = `${p.base}/items/copy`;

    const none = await p.staff.refused(400, 'POST', url, { items: [], date: '2027-04-12' });
    expect(none.details).toEqual([{ path: 'body.items', message: 'You need to select at least one exercise!' }]);
    const missing = await p.staff.refused(400, 'POST', url, { date: '2027-04-12' });
    expect(missing.details?.[0]?.message).toBe('You need to select at least one exercise!');
    const noDay = await p.staff.refused(400, 'POST', url, { items: [a.id] });
    expect(noDay.details).toEqual([{ path: 'body.date', message: 'You need to select at least one day!' }]);
    const emptyDays = await p.staff.refused(400, 'POST', url, { items: [a.id], dates: [] });
    expect(emptyDays.details?.[0]?.message).toBe('You need to select at least one day!');
    await p.staff.refused(404, 'POST', url, { items: [a.id, 2147483647], date: '2027-04-12' });

    const one = await p.staff.ok<CalendarItemsMade>('POST', url, { items: [a.id], date: '2027-04-12' }, 201);
    expect(one.message).toBe('Item pasted!');
    expect(one.items.map((i) => [i.date, i.position, i.title, i.repeatKey])).toEqual([
      ['2027-04-12', 1, 'Squat', null],
    ]);

    // Two items (given in any order: pasted in their calendar order) onto two days: copies of one source share a key.
    const many = await p.staff.ok<CalendarItemsMade>(
      'POST',
      url,
      { items: [b.id, a.id], date: '2027-04-13', dates: ['2027-04-14', '2027-04-13'] },
      201,
    );
    expect(many.message).toBe('Exercises pasted!');
    expect(many.items.map((i) => [i.date, i.position, i.title])).toEqual([
      ['2027-04-13', 0, 'Squat'],
      ['2027-04-13', 1, 'Walk'],
      ['2027-04-14', 0, 'Squat'],
      ['2027-04-14', 1, 'Walk'],
    ]);
    const squats = many.items.filter((i) => i.title === 'Squat');
    expect(squats[0]!.repeatKey).not.toBeNull();
    expect(squats[1]!.repeatKey).toBe(squats[0]!.repeatKey);
    expect(many.items.find((i) => i.title === 'Walk')!.repeatKey).not.toBe(squats[0]!.repeatKey);
    expect(await p.days('2027-04-10', '2027-04-14')).toHaveLength(8);
  });

  it('clears a day and pastes a day onto others, with the spec texts', async () => {
    const p = await practice(t);
    await p.place('exercises', p.squat.id, '2027-04-20');
    const walk = await p.place('activities', p.walk.id, '2027-04-20');
    await p.place('series', p.circuit.id, '2027-04-21');
    await p.recordDone(walk);
    const day = (date: string) => `${p.base}/calendar/items/date/${date}`;

    // Paste a day: the spec's texts for no day to copy and no target.
    expect((await p.staff.refused(400, 'POST', `${day('not-a-day')}/copy`, { date: '2027-04-22' })).message).toContain(
      'You need select day to copy!',
    );
    expect((await p.staff.refused(400, 'POST', `${day('2027-04-30')}/copy`, { date: '2027-04-22' })).message).toBe(
      'You need select day to copy!',
    );
    const noTarget = await p.staff.refused(400, 'POST', `${day('2027-04-20')}/copy`, {});
    expect(noTarget.details?.[0]?.message).toBe('You need to select at least one day!');

    const pasted = await p.staff.ok<CalendarItemsMade>(
      'POST',
      `${day('2027-04-20')}/copy`,
      { dates: ['2027-04-21', '2027-04-22'] },
      201,
    );
    expect(pasted.message).toBe('Day pasted!');
    expect(await p.days('2027-04-20', '2027-04-22')).toEqual([
      ['2027-04-20', 0, 'Squat'],
      ['2027-04-20', 1, 'Walk'],
      ['2027-04-21', 0, 'Leg circuit'],
      ['2027-04-21', 1, 'Squat'],
      ['2027-04-21', 2, 'Walk'],
      ['2027-04-22', 0, 'Squat'],
      ['2027-04-22', 1, 'Walk'],
    ]);
    // What the participant recorded stays with the original: copies start undone.
    expect(await p.resultOf(pasted.items[1]!.id)).toBeUndefined();

    expect(await p.staff.ok('DELETE', day('2027-04-20'))).toEqual({
      message: 'All activities for the day deleted!',
      count: 2,
    });
    expect(await p.resultOf(walk.id)).toBeUndefined();
    expect(await p.days('2027-04-20')).toEqual([]);
    expect(await p.staff.ok('DELETE', day('2027-04-20'))).toEqual({
      message: 'All activities for the day deleted!',
      count: 0,
    });
    await p.staff.refused(400, 'DELETE', day('2027-02-30'));
    expect(await p.days('2027-04-21', '2027-04-22')).toHaveLength(5);
  });

  it('is 403 to the participant and 404 to hidden participants and other tenants; nothing changes', async () => {
    const p = await practice(t);
    const item = await p.place('exercises', p.squat.id, '2027-04-25');
    const me = client(t, p.participant.token);
    const stranger = client(
      t,
      (await signedIn(t, { roleId: Role.Advisor, companyId: (await buildCompany(db(), 'default')).id })).token,
    );
    const brain = client(t, (await signedIn(t, { roleId: Role.Owner, tenantId: 'brain' })).token, 'brain');
    const calls: Array<['POST' | 'DELETE', string, unknown]> = [
      ['DELETE', `${p.base}/items`, { items: [item.id] }],
      ['POST', `${p.base}/items/copy`, { items: [item.id], date: '2027-04-26' }],
      ['DELETE', `${p.base}/calendar/items/date/2027-04-25`, undefined],
      ['POST', `${p.base}/calendar/items/date/2027-04-25/copy`, { date: '2027-04-26' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await me.send(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      for (const who of [stranger, brain]) {
        expect((await who.send(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await p.days('2027-04-25', '2027-04-26')).toEqual([['2027-04-25', 0, 'Squat']]);
  });
});

describe('one item for several participants', () => {
  it('places a library definition or a one-off item for each, in one call, audited', async () => {
    const p = await practice(t);
    const second = await buildParticipant(db(), {
      tenantId: 'default',
      companyId: p.company.id,
      advisorProfileId: p.advisor.profile.id,
    });
    await p.place('exercises', p.squat.id, '2027-05-03');
    const ids = [p.participant.profile.id, second.profile.id];

    const fromLibrary = await p.staff.ok(
      'POST',
      '/routines/exercises',
      { participants: ids, date: '2027-05-03', definitionId: p.squat.id },
      201,
    );
    expect(fromLibrary).toEqual({ message: 'Single exercise added!', participants: 2, items: 2 });
    expect(await p.days('2027-05-03')).toEqual([
      ['2027-05-03', 0, 'Squat'],
      ['2027-05-03', 1, 'Squat'],
    ]);
    const theirs = await p.staff.ok<{ items: { title: string; repetitions: number; definitionId: number }[] }>(
      'GET',
      `/participants/${second.user.id}/routines/calendar?from=2027-05-01&to=2027-05-31`,
    );
    expect(theirs.items).toMatchObject([{ title: 'Squat', repetitions: 12, definitionId: p.squat.id }]);

    const repeated = await p.staff.ok(
      'POST',
      '/routines/activities',
      {
        participants: [...ids, second.profile.id],
        date: '2027-05-04',
        title: 'Swim',
        distance: 500,
        collect: ['DISTANCE'],
        repeat: { every: 7, times: 2 },
      },
      201,
    );
    expect(repeated).toEqual({ message: 'Activity added!', participants: 2, items: 4 });
    const mine = await p.calendar('2027-05-04', '2027-05-11');
    expect(mine.map((i) => [i.date, i.title, i.kind, i.distance, i.collect, i.definitionId])).toEqual([
      ['2027-05-04', 'Swim', 'ACTIVITY', 500, ['DISTANCE'], null],
      ['2027-05-11', 'Swim', 'ACTIVITY', 500, ['DISTANCE'], null],
    ]);
    expect(mine[0]!.repeatKey).not.toBeNull();
    expect(mine[1]!.repeatKey).toBe(mine[0]!.repeatKey);
    expect((await auditRows(db(), 'participant_routine_item', mine[0]!.id)).map((r) => r.operation)).toEqual([
      'CREATE',
    ]);

    // Multipart with a picture: one library file for all of them.
    const upload = multipartBody(
      { model: { participants: ids, date: '2027-05-05', title: 'Stretch' } },
      { file: { name: 'stretch.png', type: 'image/png', data: TINY_PNG } },
    );
    const res = await p.staff.multipart('POST', '/routines/exercises', upload);
    expect(res.statusCode, res.body).toBe(201);
    const stretch = (await p.calendar('2027-05-05'))[0]!;
    expect(stretch.media).toMatchObject({ title: 'stretch' });
  });

  it('refuses participants the actor does not see, wrong definitions and bad input; nothing is made', async () => {
    const p = await practice(t);
    const hidden = await buildParticipant(db(), {
      tenantId: 'default',
      companyId: (await buildCompany(db(), 'default')).id,
    });
    const ids = [p.participant.profile.id, hidden.profile.id];
    const res = await p.staff.refused(400, 'POST', '/routines/exercises', {
      participants: ids,
      date: '2027-05-20',
      title: 'X',
    });
    expect(res.message).toBe(`These participants were not found: ${hidden.profile.id}.`);
    const wrongKind = await p.staff.refused(400, 'POST', '/routines/exercises', {
      participants: [p.participant.profile.id],
      date: '2027-05-20',
      definitionId: p.walk.id,
    });
    expect(wrongKind.message).toBe('Choose an exercise of your library.');
    const both = await p.staff.refused(400, 'POST', '/routines/activities', {
      participants: [p.participant.profile.id],
      date: '2027-05-20',
      definitionId: p.walk.id,
      title: 'Walk',
    });
    expect(both.details?.[0]?.message).toBe("Give either a definition of the library or the item's values.");
    const neither = await p.staff.refused(400, 'POST', '/routines/activities', {
      participants: [p.participant.profile.id],
      date: '2027-05-20',
    });
    expect(neither.details).toEqual([{ path: 'body.title', message: 'Required' }]);
    await p.staff.refused(400, 'POST', '/routines/activities', { participants: [], date: '2027-05-20', title: 'X' });
    const tooMany = await p.staff.refused(400, 'POST', '/routines/activities', {
      participants: Array.from({ length: 100 }, (_, i) => p.participant.profile.id + i),
      date: '2027-05-20',
      title: 'X',
      repeat: { every: 1, times: 52 },
    });
    expect(tooMany.message).toBe('At most 2000 items at once (this would make 5200).');
    expect(
      (await client(t, p.participant.token).send('POST', '/routines/exercises', { participants: ids })).statusCode,
    ).toBe(403);
    expect(await p.days('2027-05-20', '2027-07-20')).toEqual([]);
  });
});

describe('repeat keys of assigned routines', () => {
  it('gives the items of one definition within one assignment a shared key: this and following reaches them', async () => {
    const p = await practice(t);
    let routine = await p.staff.ok<Sequence>('POST', '/routines/definitions/sequences', { title: 'Weekly' }, 201);
    for (const [day, key, id] of [
      [1, 'exerciseDefinitionId', p.squat.id],
      [1, 'activityDefinitionId', p.walk.id],
      [3, 'exerciseDefinitionId', p.squat.id],
      [5, 'exerciseDefinitionId', p.squat.id],
    ] as const) {
      routine = await p.staff.ok<Sequence>(
        'POST',
        `/routines/definitions/sequences/${routine.id}/items`,
        { day, [key]: id },
        200,
        routine.version,
      );
    }
    const assign = () =>
      p.staff.ok(
        'POST',
        `/routines/definitions/sequences/${routine.id}/assign`,
        { participants: [p.participant.profile.id], startDate: '2027-06-07' },
        201,
      );
    await assign();
    await assign();
    const items = await p.calendar('2027-06-07', '2027-06-11');
    const squats = items.filter((i) => i.title === 'Squat');
    expect(squats).toHaveLength(6);
    const byAssignment: Record<string, typeof squats> = {};
    for (const i of squats) (byAssignment[String(i.assignmentId)] ??= []).push(i);
    const keys = Object.values(byAssignment).map((group) => new Set(group.map((i) => i.repeatKey)));
    expect(keys.map((k) => k.size)).toEqual([1, 1]);
    expect([...keys[0]!][0]).not.toBe([...keys[1]!][0]);
    const walk = items.find((i) => i.title === 'Walk' && i.assignmentId === squats[0]!.assignmentId)!;
    expect(walk.repeatKey).not.toBe(squats[0]!.repeatKey);

    // "This and following" from the second squat of the first assignment: its day 3 and 5 go, the rest stays.
    const first = byAssignment[String(squats[0]!.assignmentId)]!;
    const secondSquat = first.find((i) => i.date === '2027-06-09')!;
    const res = await p.staff.send('DELETE', `${p.base}/exercises/${secondSquat.id}?following=true`, undefined, 1);
    expect(res.statusCode, res.body).toBe(204);
    const left = await p.calendar('2027-06-07', '2027-06-11');
    expect(left.filter((i) => i.title === 'Squat').map((i) => [i.date, i.assignmentId])).toEqual([
      ['2027-06-07', first[0]!.assignmentId],
      ['2027-06-07', squats.find((i) => i.assignmentId !== first[0]!.assignmentId)!.assignmentId],
      ['2027-06-09', squats.find((i) => i.assignmentId !== first[0]!.assignmentId)!.assignmentId],
      ['2027-06-11', squats.find((i) => i.assignmentId !== first[0]!.assignmentId)!.assignmentId],
    ]);
  });
});
