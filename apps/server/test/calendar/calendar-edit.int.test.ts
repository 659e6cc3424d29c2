import { describe, expect, it } from 'vitest';
import { Role, type CalendarItem, type CalendarItemsMade, type Definition } from '@stride/contracts';
import { auditRows } from '../support/audit.js';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { json } from '../support/http.js';
import { multipartBody, TINY_PNG } from '../support/multipart.js';
import { signedIn } from '../support/people.js';
import { client, practice } from './calendar-support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

describe("changing a participant's calendar: one item", () => {
  it('creates one-off items of each kind at the end of their day, a repeat sharing a key, audited', async () => {
    const p = await practice(t);
    await p.place('exercises', p.squat.id, '2027-02-01');
    const made = await p.create('exercises', {
      title: 'Plank',
      description: 'Hold it',
      time: 60,
      collect: ['TIME'],
      date: '2027-02-01',
    });
    expect(made.message).toBe('Single exercise added!');
    expect(made.items).toHaveLength(1);
    expect(made.items[0]).toMatchObject({
      date: '2027-02-01',
      position: 1,
      kind: 'EXERCISE',
      definitionId: null,
      exerciseDefinitionId: null,
      title: 'Plank',
      description: 'Hold it',
      time: 60,
      collect: ['TIME'],
      restTimeAfterExercise: 0,
      repeatKey: null,
      version: 1,
    });

    const circuit = await p.create('series', {
      title: 'Core',
      date: '2027-02-01',
      exercises: [{ exerciseDefinitionId: p.squat.id }, { exerciseDefinitionId: p.squat.id }],
    });
    expect(circuit.message).toBe('Circuit added!');
    expect(circuit.items[0]!.exercises.map((e) => [e.exerciseDefinitionId, e.position, e.title])).toEqual([
      [p.squat.id, 0, 'Squat'],
      [p.squat.id, 1, 'Squat'],
    ]);

    const walks = await p.create('activities', {
      title: 'Evening walk',
      distance: 3000,
      date: '2027-02-02',
      repeat: { every: 7, times: 3 },
    });
    expect(walks.message).toBe('Activity added!');
    expect(walks.items.map((i) => i.date)).toEqual(['2027-02-02', '2027-02-09', '2027-02-16']);
    const key = walks.items[0]!.repeatKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(walks.items.every((i) => i.repeatKey === key && i.kind === 'ACTIVITY')).toBe(true);

    expect(await p.days('2027-02-01', '2027-02-02')).toEqual([
      ['2027-02-01', 0, 'Squat'],
      ['2027-02-01', 1, 'Plank'],
      ['2027-02-01', 2, 'Core'],
      ['2027-02-02', 0, 'Evening walk'],
    ]);
    for (const item of [...made.items, ...walks.items]) {
      expect((await auditRows(db(), 'participant_routine_item', item.id)).map((r) => r.operation)).toEqual(['CREATE']);
    }
  });

  it('takes the model, file and additionalFile as multipart, as the definitions do', async () => {
    const p = await practice(t);
    const body = multipartBody(
      { model: { title: 'Stretch', date: '2027-02-03', repetitions: 5 } },
      {
        file: { name: 'stretch.png', type: 'image/png', data: TINY_PNG },
        additionalFile: { name: 'stretch-side.png', type: 'image/png', data: TINY_PNG },
      },
    );
    const res = await p.staff.multipart('POST', `${p.base}/exercises`, body);
    expect(res.statusCode, res.body).toBe(201);
    const [item] = json<CalendarItemsMade>(res).items;
    expect(item).toMatchObject({ title: 'Stretch', repetitions: 5, processing: true });
    expect(item!.media).toMatchObject({ title: 'stretch' });
    expect(item!.additionalMedia).toMatchObject({ title: 'stretch-side' });

    // PUT as multipart with If-Match: a new file replaces the media, the additional media stays.
    const put = multipartBody(
      { model: { ...item, title: 'Long stretch' } },
      { file: { name: 'long.png', type: 'image/png', data: TINY_PNG } },
    );
    const changed = await p.staff.multipart('PUT', `${p.base}/exercises/${item!.id}`, put, 1);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.headers.etag).toBe('W/"2"');
    const after = json<CalendarItem>(changed);
    expect(after).toMatchObject({ title: 'Long stretch', repetitions: 5, version: 2 });
    expect(after.media).toMatchObject({ title: 'long' });
    expect(after.additionalMedia?.resourceId).toBe(item!.additionalMedia?.resourceId);

    // A broken model: 400, nothing made.
    const broken = multipartBody({ model: '{nope' }, { file: { name: 'a.png', type: 'image/png', data: TINY_PNG } });
    expect((await p.staff.multipart('POST', `${p.base}/exercises`, broken)).statusCode).toBe(400);
    expect(await p.days('2027-02-03')).toEqual([['2027-02-03', 0, 'Long stretch']]);
  });

  it('changes values with If-Match (428, 412 with the item) and never the definition', async () => {
    const p = await practice(t);
    const item = await p.place('exercises', p.squat.id, '2027-02-05');
    const url = `${p.base}/exercises/${item.id}`;
    await p.staff.refused(428, 'PUT', url, { title: 'Squat', repetitions: 20 });
    const stale = await p.staff.send('PUT', url, { title: 'Squat', repetitions: 20 }, 4);
    expect(stale.statusCode).toBe(412);
    expect(json<{ current: CalendarItem }>(stale).current).toEqual(item);

    // The GET representation, changed and sent back, is accepted (read-only keys dropped).
    const res = await p.staff.send('PUT', url, { ...item, repetitions: 20, weight: 15 }, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<CalendarItem>(res)).toMatchObject({
      repetitions: 20,
      weight: 15,
      title: 'Squat',
      definitionId: p.squat.id,
      date: '2027-02-05',
      position: 0,
      version: 2,
    });
    const definition = await p.staff.ok<Definition>('GET', `/routines/definitions/exercises/${p.squat.id}`);
    expect(definition).toMatchObject({ repetitions: 12, weight: null, version: p.squat.version });
    const audit = await auditRows(db(), 'participant_routine_item', item.id);
    expect(audit.map((r) => r.operation)).toEqual(['CREATE', 'UPDATE']);

    // A circuit's exercises change; an exercise has none; unknown keys are refused.
    const circuit = await p.place('series', p.circuit.id, '2027-02-05');
    const plank = await p.staff.ok<Definition>('POST', '/routines/definitions/exercises', { title: 'Plank' }, 201);
    const withPlank = await p.staff.ok<CalendarItem>(
      'PUT',
      `${p.base}/series/${circuit.id}`,
      { ...circuit, exercises: [{ exerciseDefinitionId: plank.id }, ...circuit.exercises] },
      200,
      1,
    );
    expect(withPlank.exercises.map((e) => e.title)).toEqual(['Plank', 'Squat']);
    const noExercises = await p.staff.refused(
      400,
      'PUT',
      url,
      { title: 'Squat', exercises: [{ exerciseDefinitionId: plank.id }] },
      2,
    );
    expect(noExercises.message).toBe('Only a circuit has exercises.');
    await p.staff.refused(400, 'PUT', url, { title: 'Squat', colour: 'red' }, 2);
    expect((await p.staff.ok<CalendarItem>('GET', url)).version).toBe(2);
  });

  it('refuses bad one-off items with clear messages and makes nothing', async () => {
    const p = await practice(t);
    const other = client(
      t,
      (await signedIn(t, { roleId: Role.Advisor, companyId: (await buildCompany(db(), 'default')).id })).token,
    );
    const theirs = await other.ok<Definition>('POST', '/routines/definitions/exercises', { title: 'Theirs' }, 201);
    const bad = async (kind: string, body: unknown) =>
      (await p.staff.refused(400, 'POST', `${p.base}/${kind}`, body)).message;

    expect(await bad('series', { title: 'Empty', date: '2027-02-07' })).toBe('Choose at least one exercise');
    expect(
      await bad('series', { title: 'Hidden', date: '2027-02-07', exercises: [{ exerciseDefinitionId: theirs.id }] }),
    ).toBe(`These are not exercises of your library: ${theirs.id}.`);
    expect(
      await bad('series', { title: 'Walks', date: '2027-02-07', exercises: [{ exerciseDefinitionId: p.walk.id }] }),
    ).toBe(`These are not exercises of your library: ${p.walk.id}.`);
    expect(
      await bad('exercises', { title: 'X', date: '2027-02-07', exercises: [{ exerciseDefinitionId: p.squat.id }] }),
    ).toBe('Only a circuit has exercises.');
    expect(await bad('exercises', { title: 'X', date: '2027-02-07', repeat: { every: 31, times: 2 } })).toContain(
      'Repeat every 1 to 30 days.',
    );
    expect(await bad('exercises', { title: 'X', date: '2027-02-07', repeat: { every: 1, times: 1 } })).toContain(
      'Repeat 2 to 52 times.',
    );
    await bad('exercises', { title: '', date: '2027-02-07' });
    await bad('exercises', { title: 'X' });
    await bad('exercises', { title: 'X', date: '2027-02-07', media: { mlSourceResourceId: 999_999 } });
    await bad('teas', { title: 'X', date: '2027-02-07' });
    expect(await p.days('2027-02-07')).toEqual([]);
  });
});

describe("changing a participant's calendar: delete, copy, move", () => {
  it('deletes this one, this and the following, or all occurrences, with their results', async () => {
    const p = await practice(t);
    const made = await p.create('exercises', { title: 'Run', date: '2027-03-01', repeat: { every: 2, times: 5 } });
    const [first, second, third, fourth, fifth] = made.items;
    await p.recordDone(first!);
    await p.recordDone(fourth!);
    const single = await p.place('exercises', p.squat.id, '2027-03-05');

    // Stale If-Match: nothing goes, not even the following ones.
    const stale = await p.staff.send('DELETE', `${p.base}/exercises/${third!.id}?following=true`, undefined, 9);
    expect(stale.statusCode).toBe(412);
    expect(await p.days('2027-03-01', '2027-03-10')).toHaveLength(6);
    await p.staff.refused(400, 'DELETE', `${p.base}/exercises/${third!.id}?following=true&all=true`, undefined, 1);
    await p.staff.refused(400, 'DELETE', `${p.base}/exercises/${third!.id}?following=yes`, undefined, 1);

    // following=true: the 3rd, 4th and 5th (and the 4th's result); the single item stays.
    const res = await p.staff.send('DELETE', `${p.base}/exercises/${third!.id}?following=true`, undefined, 1);
    expect(res.statusCode, res.body).toBe(204);
    expect(await p.days('2027-03-01', '2027-03-10')).toEqual([
      ['2027-03-01', 0, 'Run'],
      ['2027-03-03', 0, 'Run'],
      ['2027-03-05', 1, 'Squat'],
    ]);
    expect(await p.resultOf(fourth!.id)).toBeUndefined();
    expect(await p.resultOf(first!.id)).toBeDefined();
    const audit = await auditRows(db(), 'participant_routine_item', fourth!.id);
    expect(audit.map((r) => r.operation)).toEqual(['CREATE', 'DELETE']);
    expect((audit[1]!.before as { result?: { status: string } }).result?.status).toBe('DONE');
    expect((await auditRows(db(), 'participant_routine_item', fifth!.id)).map((r) => r.operation)).toEqual([
      'CREATE',
      'DELETE',
    ]);

    // all=true from the 2nd: the 1st goes too, with its result.
    expect((await p.staff.send('DELETE', `${p.base}/exercises/${second!.id}?all=true`, undefined, 1)).statusCode).toBe(
      204,
    );
    expect(await p.days('2027-03-01', '2027-03-10')).toEqual([['2027-03-05', 1, 'Squat']]);
    expect(await p.resultOf(first!.id)).toBeUndefined();

    // An item of no repeat: following=true deletes just it.
    expect(
      (await p.staff.send('DELETE', `${p.base}/exercises/${single.id}?following=true`, undefined, 1)).statusCode,
    ).toBe(204);
    expect(await p.days('2027-03-01', '2027-03-10')).toEqual([]);
  });

  it('duplicates an item at the end of its day or of another: Item duplicated!', async () => {
    const p = await practice(t);
    const squat = await p.place('exercises', p.squat.id, '2027-03-11');
    await p.place('activities', p.walk.id, '2027-03-11');
    const same = await p.staff.ok<CalendarItemsMade>('POST', `${p.base}/exercises/${squat.id}/copy`, undefined, 201);
    expect(same.message).toBe('Item duplicated!');
    expect(same.items[0]).toMatchObject({
      date: '2027-03-11',
      position: 2,
      title: 'Squat',
      definitionId: p.squat.id,
      repetitions: 12,
      assignmentId: null,
      repeatKey: null,
      version: 1,
    });
    const later = await p.staff.ok<CalendarItemsMade>(
      'POST',
      `${p.base}/exercises/${squat.id}/copy`,
      { date: '2027-03-12' },
      201,
    );
    expect(later.items.map((i) => [i.date, i.position])).toEqual([['2027-03-12', 0]]);
    const audit = await auditRows(db(), 'participant_routine_item', later.items[0]!.id);
    expect((audit[0]!.after as { copiedFrom: number }).copiedFrom).toBe(squat.id);
    // Another kind's path, a bad date: nothing made.
    await p.staff.refused(404, 'POST', `${p.base}/series/${squat.id}/copy`, {});
    await p.staff.refused(400, 'POST', `${p.base}/exercises/${squat.id}/copy`, { date: '12/03/2027' });
    expect(await p.days('2027-03-11', '2027-03-12')).toHaveLength(4);
  });

  it('moves an item to another day and place with If-Match, its result with it: Item moved!', async () => {
    const p = await practice(t);
    const a = await p.place('exercises', p.squat.id, '2027-03-20');
    const b = await p.place('activities', p.walk.id, '2027-03-21');
    const c = await p.place('series', p.circuit.id, '2027-03-21');
    await p.recordDone(a);
    const url = `${p.base}/calendar/items/${a.id}`;
    await p.staff.refused(428, 'PUT', url, { date: '2027-03-21' });
    const stale = await p.staff.send('PUT', url, { date: '2027-03-21' }, 3);
    expect(stale.statusCode).toBe(412);
    expect(json<{ current: CalendarItem }>(stale).current).toEqual(a);

    // To the first place of another day, with a value changed.
    const moved = await p.staff.send('PUT', url, { date: '2027-03-21', position: 0, repetitions: 8 }, 1);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.headers.etag).toBe('W/"2"');
    expect(json<CalendarItem>(moved)).toMatchObject({ date: '2027-03-21', position: 0, repetitions: 8, series: 3 });
    expect(await p.days('2027-03-20', '2027-03-21')).toEqual([
      ['2027-03-21', 0, 'Squat'],
      ['2027-03-21', 1, 'Walk'],
      ['2027-03-21', 2, 'Leg circuit'],
    ]);
    expect((await p.resultOf(a.id))?.status).toBe('DONE');
    // The others keep their version (the order is the day's).
    expect((await p.staff.ok<CalendarItem>('GET', `${p.base}/activities/${b.id}`)).version).toBe(1);

    // Within the day, past its end: the end.
    await p.staff.ok('PUT', url, { position: 99 }, 200, 2);
    expect(await p.days('2027-03-21')).toEqual([
      ['2027-03-21', 0, 'Walk'],
      ['2027-03-21', 1, 'Leg circuit'],
      ['2027-03-21', 2, 'Squat'],
    ]);
    // A new date alone: the end of that day; any kind's item moves by its id.
    await p.place('exercises', p.squat.id, '2027-03-22');
    const circuit = await p.staff.ok<CalendarItem>(
      'PUT',
      `${p.base}/calendar/items/${c.id}`,
      { date: '2027-03-22' },
      200,
      1,
    );
    expect([circuit.date, circuit.position]).toEqual(['2027-03-22', 1]);
    // The whole item sent back: its values stay, title and the like are read-only here.
    await p.staff.ok('PUT', url, { ...json<CalendarItem>(moved), title: 'Ignored', version: 3 }, 200, 3);
    expect((await p.staff.ok<CalendarItem>('GET', `${p.base}/exercises/${a.id}`)).title).toBe('Squat');
    await p.staff.refused(400, 'PUT', url, { date: '2027-02-30' }, 4);
    await p.staff.refused(400, 'PUT', url, { position: -1 }, 4);
    const audit = await auditRows(db(), 'participant_routine_item', a.id);
    expect(audit.map((r) => r.operation)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'UPDATE']);
  });

  it('is 403 to the participant and 404 to staff who do not see them or another tenant; nothing changes', async () => {
    const p = await practice(t);
    const item = await p.place('exercises', p.squat.id, '2027-03-25');
    const me = client(t, p.participant.token);
    const elsewhere = await buildCompany(db(), 'default');
    const stranger = client(t, (await signedIn(t, { roleId: Role.Advisor, companyId: elsewhere.id })).token);
    const brain = client(t, (await signedIn(t, { roleId: Role.Owner, tenantId: 'brain' })).token, 'brain');
    const calls: Array<[string, string, unknown, number | undefined]> = [
      ['POST', `${p.base}/exercises`, { title: 'X', date: '2027-03-25' }, undefined],
      ['PUT', `${p.base}/exercises/${item.id}`, { title: 'X' }, 1],
      ['DELETE', `${p.base}/exercises/${item.id}?all=true`, undefined, 1],
      ['POST', `${p.base}/exercises/${item.id}/copy`, {}, undefined],
      ['PUT', `${p.base}/calendar/items/${item.id}`, { date: '2027-03-26' }, 1],
    ];
    for (const [method, url, body, version] of calls) {
      expect((await me.send(method as 'POST', url, body, version)).statusCode, `${method} ${url}`).toBe(403);
      for (const who of [stranger, brain]) {
        expect((await who.send(method as 'POST', url, body, version)).statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await p.days('2027-03-25', '2027-03-26')).toEqual([['2027-03-25', 0, 'Squat']]);
    expect((await auditRows(db(), 'participant_routine_item', item.id)).map((r) => r.operation)).toEqual(['CREATE']);
  });
});
