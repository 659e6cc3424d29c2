import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DEFINITION_IN_USE,
  FOLDER_NOT_EMPTY,
  Role,
  type Definition,
  type DefinitionFolder,
  type Sequence,
} from '@stride/contracts';
import { participantRoutineItems } from '../../src/modules/calendar/calendar.table.js';
import { routineAssignments } from '../../src/modules/routines/sequences.table.js';
import { auditRows } from '../support/audit.js';
import { useTestApp } from '../support/app.js';
import { client, practice as practiceOf, withLibrary as withLibraryOf, type Method } from './routines-client.js';
import { buildCompany, buildParticipant } from '../support/factories.js';
import { json } from '../support/http.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
const practice = (role?: Parameters<typeof practiceOf>[1]) => practiceOf(t, role);
const withLibrary = () => withLibraryOf(t);
const db = () => t.app.platform.db;

const places = (s: Sequence) => s.items.map((i) => [i.day, i.position, i.title]);

describe('routines', () => {
  it('creates, adds items of each kind by day, reads them ordered, renames with If-Match', async () => {
    const { lib, company, squat, circuit, walk, routine } = await withLibrary();
    expect(routine).toMatchObject({
      title: 'Two weeks of legs',
      days: 14,
      companyId: company.id,
      folderId: null,
      rootFolder: null,
      itemCount: 0,
      editable: true,
      version: 1,
      items: [],
    });
    let s = await lib.add(routine, { day: 2, activityDefinitionId: walk.id });
    expect(s.version).toBe(2);
    s = await lib.add(s, { day: 1, seriesDefinitionId: circuit.id });
    s = await lib.add(s, { day: 1, exerciseDefinitionId: squat.id, position: 0 });
    expect(places(s)).toEqual([
      [1, 0, 'Squat'],
      [1, 1, 'Leg circuit'],
      [2, 0, 'Walk'],
    ]);
    expect(s.items[0]).toMatchObject({
      kind: 'EXERCISE',
      definitionId: squat.id,
      exerciseDefinitionId: squat.id,
      seriesDefinitionId: null,
      activityDefinitionId: null,
      media: null,
      processing: false,
    });
    expect(s.itemCount).toBe(3);

    const read = await lib.get(`/sequences/${s.id}`);
    expect(read.headers.etag).toBe(`W/"${s.version}"`);
    expect(json<Sequence>(read)).toEqual(s);

    // A definition of the wrong kind for its key, or of another library: 400 on the field.
    const wrong = await lib.send(
      'POST',
      `/sequences/${s.id}/items`,
      { day: 1, exerciseDefinitionId: walk.id },
      s.version,
    );
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe('Choose an exercise of this library.');
    const other = await practice();
    const theirs = await other.lib.create('exercises', { title: 'Theirs' });
    const hidden = await lib.send(
      'POST',
      `/sequences/${s.id}/items`,
      { day: 1, exerciseDefinitionId: theirs.id },
      s.version,
    );
    expect(hidden.statusCode).toBe(400);
    const two = await lib.send(
      'POST',
      `/sequences/${s.id}/items`,
      { day: 1, exerciseDefinitionId: squat.id, activityDefinitionId: walk.id },
      s.version,
    );
    expect(two.statusCode).toBe(400);
    // Adding on day 20 grows the routine.
    s = await lib.add(s, { day: 20, exerciseDefinitionId: squat.id });
    expect(s.days).toBe(20);

    const renamed = await lib.send('PUT', `/sequences/${s.id}`, { title: 'Legs, three weeks', days: 21 }, s.version);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(json<Sequence>(renamed)).toMatchObject({ title: 'Legs, three weeks', days: 21, version: s.version + 1 });
    // Never shorter than the last day with an item.
    const short = await lib.send('PUT', `/sequences/${s.id}`, { days: 7 }, s.version + 1);
    expect(short.statusCode).toBe(400);
    expect(json(short).message).toContain('Day 20 has items');
    const ops = (await auditRows(db(), 'routine_sequence', s.id)).map((r) => r.operation);
    expect(ops[0]).toBe('CREATE');
    expect(ops.filter((o) => o === 'UPDATE')).toHaveLength(5);
  });

  it('needs the routine’s If-Match on every change: 428 without, 412 stale with the whole routine', async () => {
    const { lib, squat, routine } = await withLibrary();
    const s = await lib.add(routine, { day: 1, exerciseDefinitionId: squat.id });
    const item = s.items[0]!;
    const calls: [Method, string, unknown][] = [
      ['PUT', `/sequences/${s.id}`, { title: 'x' }],
      ['PUT', `/sequences/${s.id}/folder`, { folderId: null }],
      ['POST', `/sequences/${s.id}/items`, { day: 1, exerciseDefinitionId: squat.id }],
      ['POST', `/sequences/${s.id}/items/copy`, { start: 8, items: [item.id] }],
      ['POST', `/sequences/${s.id}/items/${item.id}/copy`, {}],
      ['PUT', `/sequences/${s.id}/items/${item.id}`, { day: 2, position: 0 }],
      ['DELETE', `/sequences/${s.id}/items/${item.id}`, undefined],
      ['POST', `/sequences/${s.id}/items/delete`, { items: [item.id] }],
      ['DELETE', `/sequences/${s.id}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const missing = await lib.send(method, url, body);
      expect(missing.statusCode, `${method} ${url}`).toBe(428);
      const stale = await lib.send(method, url, body, 1);
      expect(stale.statusCode, `${method} ${url}`).toBe(412);
      expect(json<{ current: Sequence }>(stale).current).toMatchObject({
        id: s.id,
        version: 2,
        items: [{ id: item.id }],
      });
    }
    expect(await lib.read(s.id)).toEqual(s);
  });

  it('copies a block of days (1-3 to 8-10), repeats it at an interval, and refuses past day 366', async () => {
    const { lib, squat, circuit, walk, routine } = await withLibrary();
    let s = await lib.add(routine, { day: 1, exerciseDefinitionId: squat.id });
    s = await lib.add(s, { day: 1, activityDefinitionId: walk.id });
    s = await lib.add(s, { day: 3, seriesDefinitionId: circuit.id });
    s = await lib.add(s, { day: 5, exerciseDefinitionId: squat.id });
    s = await lib.add(s, { day: 8, activityDefinitionId: walk.id });
    const block = s.items.filter((i) => i.day <= 3).map((i) => i.id);
    const res = await lib.send(
      'POST',
      `/sequences/${s.id}/items/copy`,
      { start: 8, repetitions: 1, items: block },
      s.version,
    );
    expect(res.statusCode, res.body).toBe(200);
    s = json<Sequence>(res);
    expect(places(s)).toEqual([
      [1, 0, 'Squat'],
      [1, 1, 'Walk'],
      [3, 0, 'Leg circuit'],
      [5, 0, 'Squat'],
      [8, 0, 'Walk'],
      [8, 1, 'Squat'],
      [8, 2, 'Walk'],
      [10, 0, 'Leg circuit'],
    ]);
    // Twice more, a week apart from day 15: 15-17 and 22-24; the routine grows to 24 days.
    const again = await lib.send(
      'POST',
      `/sequences/${s.id}/items/copy`,
      { start: 15, repetitions: 2, interval: 7, items: block },
      s.version,
    );
    s = json<Sequence>(again);
    expect(s.items.filter((i) => i.day >= 15).map((i) => [i.day, i.title])).toEqual([
      [15, 'Squat'],
      [15, 'Walk'],
      [17, 'Leg circuit'],
      [22, 'Squat'],
      [22, 'Walk'],
      [24, 'Leg circuit'],
    ]);
    expect(s.days).toBe(24);
    const tooFar = await lib.send('POST', `/sequences/${s.id}/items/copy`, { start: 365, items: block }, s.version);
    expect(tooFar.statusCode).toBe(400);
    expect(json(tooFar).message).toContain('at most 366 days');
    const none = await lib.send('POST', `/sequences/${s.id}/items/copy`, { start: 2, items: [] }, s.version);
    expect(none.statusCode).toBe(400);
    expect(json(none).message).toContain('You need to select at least one exercise!');
    const notOurs = await lib.send(
      'POST',
      `/sequences/${s.id}/items/copy`,
      { start: 2, items: [2147483647] },
      s.version,
    );
    expect(notOurs.statusCode).toBe(400);
    expect(json(notOurs).message).toContain('2147483647');

    // One item duplicated at the end of its day, or onto another day.
    const first = s.items[0]!;
    s = json<Sequence>(await lib.send('POST', `/sequences/${s.id}/items/${first.id}/copy`, {}, s.version));
    expect(s.items.filter((i) => i.day === 1).map((i) => [i.position, i.title])).toEqual([
      [0, 'Squat'],
      [1, 'Walk'],
      [2, 'Squat'],
    ]);
    s = json<Sequence>(await lib.send('POST', `/sequences/${s.id}/items/${first.id}/copy`, { day: 2 }, s.version));
    expect(s.items.filter((i) => i.day === 2).map((i) => i.title)).toEqual(['Squat']);
  });

  it('moves items within a day and across days, renumbering both days', async () => {
    const { lib, squat, circuit, walk, routine } = await withLibrary();
    let s = await lib.add(routine, { day: 1, exerciseDefinitionId: squat.id });
    s = await lib.add(s, { day: 1, seriesDefinitionId: circuit.id });
    s = await lib.add(s, { day: 1, activityDefinitionId: walk.id });
    s = await lib.add(s, { day: 2, exerciseDefinitionId: squat.id });
    const [a, b, c] = s.items;
    // Within day 1: the walk to the top.
    s = json<Sequence>(await lib.send('PUT', `/sequences/${s.id}/items/${c!.id}`, { day: 1, position: 0 }, s.version));
    expect(places(s)).toEqual([
      [1, 0, 'Walk'],
      [1, 1, 'Squat'],
      [1, 2, 'Leg circuit'],
      [2, 0, 'Squat'],
    ]);
    // Across days: the first squat to day 2's top; day 1 closes the gap.
    const res = await lib.send('PUT', `/sequences/${s.id}/items/${a!.id}`, { day: 2, position: 0 }, s.version);
    expect(res.statusCode, res.body).toBe(200);
    s = json<Sequence>(res);
    expect(s.items.map((i) => [i.id, i.day, i.position])).toEqual([
      [c!.id, 1, 0],
      [b!.id, 1, 1],
      [a!.id, 2, 0],
      [s.items[3]!.id, 2, 1],
    ]);
    // A place past the end is the end; a day past the routine grows it.
    s = json<Sequence>(await lib.send('PUT', `/sequences/${s.id}/items/${c!.id}`, { day: 2, position: 99 }, s.version));
    expect(places(s)).toEqual([
      [1, 0, 'Leg circuit'],
      [2, 0, 'Squat'],
      [2, 1, 'Squat'],
      [2, 2, 'Walk'],
    ]);
    s = json<Sequence>(await lib.send('PUT', `/sequences/${s.id}/items/${b!.id}`, { day: 30, position: 0 }, s.version));
    expect(s.days).toBe(30);
    expect(
      (await lib.send('PUT', `/sequences/${s.id}/items/2147483647`, { day: 1, position: 0 }, s.version)).statusCode,
    ).toBe(404);
  });

  it('takes an item as the routine presents it; with another day and no position, to the end of that day', async () => {
    const { lib, squat, walk, routine } = await withLibrary();
    let s = await lib.add(routine, { day: 1, exerciseDefinitionId: squat.id });
    s = await lib.add(s, { day: 1, activityDefinitionId: walk.id });
    s = await lib.add(s, { day: 2, exerciseDefinitionId: squat.id });
    const [first] = s.items;
    // Written back as GET /sequences/{id} presents it (kind, definitionId, title, media...): no move.
    let res = await lib.send('PUT', `/sequences/${s.id}/items/${first!.id}`, first, s.version);
    expect(res.statusCode, res.body).toBe(200);
    s = json<Sequence>(res);
    expect(places(s)).toEqual([
      [1, 0, 'Squat'],
      [1, 1, 'Walk'],
      [2, 0, 'Squat'],
    ]);
    // The item read, its day changed, its old position dropped: the end of day 2.
    const { position: _old, ...item } = s.items[0]!;
    res = await lib.send('PUT', `/sequences/${s.id}/items/${first!.id}`, { ...item, day: 2 }, s.version);
    expect(res.statusCode, res.body).toBe(200);
    s = json<Sequence>(res);
    expect(s.items.map((i) => [i.id, i.day, i.position])).toEqual([
      [s.items[0]!.id, 1, 0],
      [s.items[1]!.id, 2, 0],
      [first!.id, 2, 1],
    ]);
    // A key the item does not have is still refused, named.
    res = await lib.send('PUT', `/sequences/${s.id}/items/${first!.id}`, { day: 1, colour: 'red' }, s.version);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('colour');
  });

  it('removes one item or several, renumbering the days', async () => {
    const { lib, squat, walk, routine } = await withLibrary();
    let s = await lib.add(routine, { day: 1, exerciseDefinitionId: squat.id });
    s = await lib.add(s, { day: 1, activityDefinitionId: walk.id });
    s = await lib.add(s, { day: 1, exerciseDefinitionId: squat.id });
    s = await lib.add(s, { day: 2, activityDefinitionId: walk.id });
    const [a, b, c, d] = s.items;
    const one = await lib.send('DELETE', `/sequences/${s.id}/items/${a!.id}`, undefined, s.version);
    expect(one.statusCode, one.body).toBe(200);
    s = json<Sequence>(one);
    expect(s.items.map((i) => [i.id, i.position])).toEqual([
      [b!.id, 0],
      [c!.id, 1],
      [d!.id, 0],
    ]);
    s = json<Sequence>(await lib.send('POST', `/sequences/${s.id}/items/delete`, { items: [b!.id, d!.id] }, s.version));
    expect(s.items.map((i) => [i.id, i.day, i.position])).toEqual([[c!.id, 1, 0]]);
    expect((await lib.send('DELETE', `/sequences/${s.id}/items/${a!.id}`, undefined, s.version)).statusCode).toBe(404);
  });

  it('lists by title with search, folder, root and paging; duplicates; deletes', async () => {
    const { lib, squat, routine } = await withLibrary();
    const folder = await lib.folder('Beginners');
    const s = await lib.add(routine, { day: 1, exerciseDefinitionId: squat.id });
    const moved = await lib.send('PUT', `/sequences/${s.id}/folder`, { folderId: folder.id }, s.version);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<Sequence>(moved)).toMatchObject({
      folderId: folder.id,
      rootFolder: { id: folder.id, title: 'Beginners' },
    });
    await lib.routine({ title: 'Balance basics', days: 7 });
    await lib.routine({ title: 'Core in a week', days: 7, folderId: folder.id });

    const all = json<{ items: Sequence[]; _meta: unknown }>(await lib.get('/sequences?scope=company&perPage=2'));
    expect(all.items.map((i) => [i.title, i.itemCount])).toEqual([
      ['Balance basics', 0],
      ['Core in a week', 0],
    ]);
    expect(all._meta).toEqual({ totalCount: 3, pageCount: 2, currentPage: 1, perPage: 2 });
    const inFolder = json<{ items: Sequence[] }>(await lib.get(`/sequences?folderId=${folder.id}`));
    expect(inFolder.items.map((i) => [i.title, i.itemCount])).toEqual([
      ['Core in a week', 0],
      ['Two weeks of legs', 1],
    ]);
    const root = json<{ items: Sequence[] }>(await lib.get('/sequences?folderId=root&scope=company'));
    expect(root.items.map((i) => i.title)).toEqual(['Balance basics']);
    const found = json<{ items: Sequence[] }>(await lib.get('/sequences?search=LEGS'));
    expect(found.items.map((i) => i.title)).toEqual(['Two weeks of legs']);

    const copy = await lib.send('POST', `/sequences/${s.id}/copy`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    const dup = json<Sequence>(copy);
    expect(dup).toMatchObject({ title: 'Two weeks of legs (copy)', folderId: folder.id, days: 14, version: 1 });
    expect(places(dup)).toEqual([[1, 0, 'Squat']]);
    expect(dup.items[0]!.id).not.toBe(s.items[0]!.id);

    // A folder of routines is not one of definitions, and the other way round.
    const defFolder = json<DefinitionFolder>(await lib.send('POST', '/folders', { title: 'Exercises' }));
    expect(
      (await lib.send('PUT', `/sequences/${s.id}/folder`, { folderId: defFolder.id }, json<Sequence>(moved).version))
        .statusCode,
    ).toBe(400);
    expect((await lib.send('POST', '/exercises', { title: 'x', folderId: folder.id })).statusCode).toBe(400);
    const defFolders = json<{ folders: DefinitionFolder[] }>(await lib.get('/folders?scope=company'));
    expect(defFolders.folders.map((f) => f.title)).toEqual(['Exercises']);
    const seqFolders = json<{ folders: DefinitionFolder[] }>(await lib.get('/sequences/folders?scope=company'));
    expect(seqFolders.folders.map((f) => [f.title, f.itemCount])).toEqual([['Beginners', 3]]);
    expect((await lib.send('PUT', `/sequences/folders/${defFolder.id}`, { title: 'x' }, 1)).statusCode).toBe(404);
    expect((await lib.send('PUT', `/folders/${folder.id}`, { title: 'x' }, 1)).statusCode).toBe(404);

    const removed = await lib.send('DELETE', `/sequences/${dup.id}`, undefined, 1);
    expect(removed.statusCode).toBe(204);
    expect((await lib.get(`/sequences/${dup.id}`)).statusCode).toBe(404);
    expect((await auditRows(db(), 'routine_sequence', dup.id)).map((r) => r.operation)).toEqual(['CREATE', 'DELETE']);
  });

  it('folders of routines: create, rename, refuse a non-empty delete unless completely', async () => {
    const { lib, routine } = await withLibrary();
    const folder = await lib.folder('Programs');
    const renamed = await lib.send('PUT', `/sequences/folders/${folder.id}`, { title: 'Programs 2026' }, 1);
    expect(json<DefinitionFolder>(renamed)).toMatchObject({ title: 'Programs 2026', version: 2, itemCount: 0 });
    await lib.send('PUT', `/sequences/${routine.id}/folder`, { folderId: folder.id }, routine.version);
    const refused = await lib.send('DELETE', `/sequences/folders/${folder.id}`, undefined, 2);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: FOLDER_NOT_EMPTY });
    expect((await lib.send('DELETE', `/sequences/folders/${folder.id}/completely`, undefined, 1)).statusCode).toBe(412);
    expect((await lib.send('DELETE', `/sequences/folders/${folder.id}/completely`, undefined, 2)).statusCode).toBe(204);
    expect((await lib.get(`/sequences/${routine.id}`)).statusCode).toBe(404);
    const empty = await lib.folder('Empty');
    expect((await lib.send('DELETE', `/sequences/folders/${empty.id}`, undefined, 1)).statusCode).toBe(204);
  });
});

describe('assigning a routine', () => {
  it('creates an assignment and calendar items on startDate + day - 1 for each participant, and lists them', async () => {
    const { lib, me, company, squat, circuit, walk, routine } = await withLibrary();
    let s = await lib.add(routine, { day: 1, exerciseDefinitionId: squat.id });
    s = await lib.add(s, { day: 1, seriesDefinitionId: circuit.id });
    s = await lib.add(s, { day: 3, activityDefinitionId: walk.id });
    const ana = await buildParticipant(db(), {
      tenantId: 'default',
      companyId: company.id,
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    const ben = await buildParticipant(db(), {
      tenantId: 'default',
      companyId: company.id,
      firstName: 'Ben',
      lastName: 'Ode',
    });
    const res = await lib.send('POST', `/sequences/${s.id}/assign`, {
      participants: [ana.profile.id, ben.profile.id],
      startDate: '2026-12-30',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toEqual({ message: 'Routine assigned!', participants: 2, items: 6 });

    const items = await db()
      .select()
      .from(participantRoutineItems)
      .where(eq(participantRoutineItems.participantProfileId, ana.profile.id))
      .orderBy(asc(participantRoutineItems.date), asc(participantRoutineItems.position));
    expect(items.map((i) => [i.date, i.position, i.kind, i.title, i.definitionId])).toEqual([
      ['2026-12-30', 0, 'EXERCISE', 'Squat', squat.id],
      ['2026-12-30', 1, 'SERIES', 'Leg circuit', circuit.id],
      ['2027-01-01', 0, 'ACTIVITY', 'Walk', walk.id],
    ]);
    expect(items[0]).toMatchObject({ repetitions: 12, collect: ['REPETITIONS'], createdByProfileId: me.profile.id });
    expect(items[1]!.exercises).toEqual([
      { exerciseDefinitionId: squat.id, position: 0, title: 'Squat', mediaResourceId: null },
    ]);
    expect(items[2]).toMatchObject({ distance: 2000 });
    const [assignment] = await db()
      .select()
      .from(routineAssignments)
      .where(and(eq(routineAssignments.sequenceId, s.id), eq(routineAssignments.participantProfileId, ana.profile.id)));
    expect(items.every((i) => i.assignmentId === assignment!.id)).toBe(true);
    expect((await auditRows(db(), 'routine_assignment', assignment!.id)).map((r) => r.operation)).toEqual(['CREATE']);

    // Assigned again from the same day: after what the calendar already holds.
    await lib.send('POST', `/sequences/${s.id}/assign`, { participants: [ana.profile.id], startDate: '2026-12-30' });
    const again = await db()
      .select()
      .from(participantRoutineItems)
      .where(
        and(
          eq(participantRoutineItems.participantProfileId, ana.profile.id),
          eq(participantRoutineItems.date, '2026-12-30'),
        ),
      )
      .orderBy(asc(participantRoutineItems.position));
    expect(again.map((i) => [i.position, i.title])).toEqual([
      [0, 'Squat'],
      [1, 'Leg circuit'],
      [2, 'Squat'],
      [3, 'Leg circuit'],
    ]);

    const listed = json<{ items: { participantProfileId: number; name: string; startDate: string }[]; _meta: unknown }>(
      await lib.get(`/sequences/${s.id}/participants`),
    );
    expect(listed.items.map((i) => [i.name, i.startDate])).toEqual([
      ['Ana Ruiz', '2026-12-30'],
      ['Ben Ode', '2026-12-30'],
      ['Ana Ruiz', '2026-12-30'],
    ]);

    // Participants the actor does not see: 400 naming them, nothing done.
    const elsewhere = await buildCompany(db(), 'default');
    const stranger = await buildParticipant(db(), { tenantId: 'default', companyId: elsewhere.id });
    const refused = await lib.send('POST', `/sequences/${s.id}/assign`, {
      participants: [ben.profile.id, stranger.profile.id],
      startDate: '2027-01-05',
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toContain(String(stranger.profile.id));
    expect(json(refused).message).not.toContain(String(ben.profile.id));
    const benItems = await db()
      .select()
      .from(participantRoutineItems)
      .where(eq(participantRoutineItems.participantProfileId, ben.profile.id));
    expect(benItems).toHaveLength(3);
    expect(
      (await lib.send('POST', `/sequences/${s.id}/assign`, { participants: [ben.profile.id], startDate: '2027-02-30' }))
        .statusCode,
    ).toBe(400);

    // Deleting an assigned routine: allowed; the calendar items stay with their assignment.
    const version = (await lib.read(s.id)).version;
    expect((await lib.send('DELETE', `/sequences/${s.id}`, undefined, version)).statusCode).toBe(204);
    const kept = await db()
      .select()
      .from(participantRoutineItems)
      .where(eq(participantRoutineItems.participantProfileId, ben.profile.id));
    expect(kept.map((i) => i.assignmentId !== null)).toEqual([true, true, true]);
  });
});

describe('a definition used in a routine or on a calendar', () => {
  it('is refused by its delete, naming the routine and the calendars, unless forced', async () => {
    const { lib, company, squat, walk, routine } = await withLibrary();
    let s = await lib.add(routine, { day: 1, exerciseDefinitionId: squat.id });
    s = await lib.add(s, { day: 1, activityDefinitionId: walk.id });
    s = await lib.add(s, { day: 2, activityDefinitionId: walk.id });
    const refused = await lib.send('DELETE', `/activities/${walk.id}`, undefined, 1);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: DEFINITION_IN_USE,
      usedIn: [{ kind: 'SEQUENCE', id: s.id, title: 'Two weeks of legs' }],
    });
    expect(json(refused).message).toBe(
      '"Walk" is used in the routine "Two weeks of legs". Remove it from there first, or delete it anyway.',
    );

    const ana = await buildParticipant(db(), { tenantId: 'default', companyId: company.id });
    await lib.send('POST', `/sequences/${s.id}/assign`, { participants: [ana.profile.id], startDate: '2027-03-01' });
    const both = await lib.send('DELETE', `/activities/${walk.id}`, undefined, 1);
    expect(json(both).message).toBe(
      '"Walk" is used in the routine "Two weeks of legs" and the calendar of 1 participant. Remove it from there first, or delete it anyway.',
    );
    expect(json<{ usedIn: unknown[] }>(both).usedIn).toContainEqual({
      kind: 'CALENDAR',
      id: walk.id,
      title: 'Walk',
      participants: 1,
    });

    const forced = await lib.send('DELETE', `/activities/${walk.id}`, { force: true }, 1);
    expect(forced.statusCode, forced.body).toBe(204);
    const after = await lib.read(s.id);
    expect(places(after)).toEqual([[1, 0, 'Squat']]);
    expect(after.version).toBe(s.version + 1);
    const calendar = await db()
      .select()
      .from(participantRoutineItems)
      .where(eq(participantRoutineItems.participantProfileId, ana.profile.id))
      .orderBy(asc(participantRoutineItems.date), asc(participantRoutineItems.position));
    expect(calendar.map((i) => [i.title, i.definitionId])).toEqual([
      ['Squat', squat.id],
      ['Walk', null],
      ['Walk', null],
    ]);
  });
});

describe('who sees which routine', () => {
  it('platform routines are read-only to companies; another company’s or tenant’s are not found; participants 403', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const platform = client(t, admin.token);
    const stretch = await platform.create('exercises', { title: 'Platform stretch' });
    const pr = await platform.add(await platform.routine({ title: 'Platform week', days: 7 }), {
      day: 1,
      exerciseDefinitionId: stretch.id,
    });
    expect(pr.companyId).toBeNull();

    const a = await withLibrary();
    const b = await practice();
    const seen = await a.lib.read(pr.id);
    expect(seen.editable).toBe(false);
    expect((await a.lib.send('PUT', `/sequences/${pr.id}`, { title: 'Mine' }, pr.version)).statusCode).toBe(403);
    expect(
      (await a.lib.send('POST', `/sequences/${pr.id}/items`, { day: 2, exerciseDefinitionId: stretch.id }, pr.version))
        .statusCode,
    ).toBe(403);
    // A company's routine may hold platform exercises; copying the platform's gives an editable one.
    const mine = await a.lib.add(a.routine, { day: 1, exerciseDefinitionId: stretch.id });
    expect(places(mine)).toEqual([[1, 0, 'Platform stretch']]);
    const copied = json<Sequence>(await a.lib.send('POST', `/sequences/${pr.id}/copy`, { title: 'Our week' }));
    expect(copied).toMatchObject({ title: 'Our week', companyId: a.company.id, editable: true });

    // Another company, the platform team: 404 for a company's routine, and in lists.
    for (const other of [b.lib, platform]) {
      expect((await other.get(`/sequences/${mine.id}`)).statusCode).toBe(404);
      expect((await other.send('PUT', `/sequences/${mine.id}`, { title: 'x' }, mine.version)).statusCode).toBe(404);
      expect(
        (
          await other.send(
            'POST',
            `/sequences/${mine.id}/items`,
            { day: 1, exerciseDefinitionId: stretch.id },
            mine.version,
          )
        ).statusCode,
      ).toBe(404);
      expect((await other.send('POST', `/sequences/${mine.id}/copy`, {})).statusCode).toBe(404);
      expect((await other.get(`/sequences/${mine.id}/participants`)).statusCode).toBe(404);
      expect(json<{ items: Sequence[] }>(await other.get('/sequences?search=two weeks of legs')).items).toEqual([]);
    }
    const brain = await signedIn(t, { roleId: Role.Admin, tenantId: 'brain' });
    const brainLib = client(t, brain.token, 'brain');
    expect((await brainLib.get(`/sequences/${pr.id}`)).statusCode).toBe(404);
    expect((await brainLib.send('DELETE', `/sequences/${pr.id}`, undefined, pr.version)).statusCode).toBe(404);

    const participant = await signedIn(t, { roleId: Role.Participant, companyId: a.company.id });
    const p = client(t, participant.token);
    expect((await p.get('/sequences')).statusCode).toBe(403);
    expect((await p.get(`/sequences/${mine.id}`)).statusCode).toBe(403);
    expect((await p.send('POST', '/sequences', { title: 'x' })).statusCode).toBe(403);
    expect((await p.get('/sequences/folders')).statusCode).toBe(403);
    expect(await a.lib.read(mine.id)).toEqual(mine);
  });
});

describe('sharing a routine', () => {
  it('is read-only to the company it is shared with until imported; the copy is independent', async () => {
    const a = await withLibrary();
    const b = await practice(Role.CompanyAdmin);
    const c = await practice();
    let s = await a.lib.add(a.routine, { day: 1, exerciseDefinitionId: a.squat.id });
    s = await a.lib.add(s, { day: 2, seriesDefinitionId: a.circuit.id });
    expect((await b.lib.get(`/sequences/${s.id}`)).statusCode).toBe(404);

    const shared = await a.lib.send('POST', `/sequences/${s.id}/shared`, { companyId: [b.company.id] });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(json(shared)).toMatchObject({ message: 'Routine shared!', sharedWith: [{ id: b.company.id }] });
    // Only one's own library is shared, and not with one's own company.
    expect((await a.lib.send('POST', `/sequences/${s.id}/shared`, { companyId: [a.company.id] })).statusCode).toBe(400);
    expect((await b.lib.send('POST', `/sequences/${s.id}/shared`, { companyId: [c.company.id] })).statusCode).toBe(403);

    const seen = await b.lib.read(s.id);
    expect(seen).toMatchObject({ title: 'Two weeks of legs', editable: false, companyId: a.company.id });
    expect(places(seen)).toEqual([
      [1, 0, 'Squat'],
      [2, 0, 'Leg circuit'],
    ]);
    expect((await b.lib.send('PUT', `/sequences/${s.id}`, { title: 'Ours' }, s.version)).statusCode).toBe(403);
    expect((await c.lib.get(`/sequences/${s.id}`)).statusCode).toBe(404);
    expect((await c.lib.send('POST', `/sequences/${s.id}/shared/copy`, {})).statusCode).toBe(404);
    // The sharer's own routine is not "shared with" them: nothing to import.
    expect((await a.lib.send('POST', `/sequences/${s.id}/shared/copy`, {})).statusCode).toBe(404);

    const folder = await b.lib.folder('Imported');
    const imported = await b.lib.send('POST', `/sequences/${s.id}/shared/copy`, { folderId: folder.id });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = json<Sequence>(imported);
    expect(copy).toMatchObject({
      title: 'Two weeks of legs',
      companyId: b.company.id,
      folderId: folder.id,
      editable: true,
      days: 14,
    });
    expect(places(copy)).toEqual(places(seen));
    // Company A's definitions are copied along into B's library: the copy stands on its own.
    const squatCopy = copy.items[0]!;
    expect(squatCopy.definitionId).not.toBe(a.squat.id);
    const def = json<Definition>(await b.lib.get(`/exercises/${squatCopy.definitionId}`));
    expect(def).toMatchObject({ title: 'Squat', companyId: b.company.id, editable: true });

    const edited = await b.lib.send('PUT', `/sequences/${copy.id}`, { title: 'Our legs' }, copy.version);
    expect(edited.statusCode).toBe(200);
    await b.lib.send('DELETE', `/sequences/${copy.id}/items/${squatCopy.id}`, undefined, copy.version + 1);
    const original = await a.lib.read(s.id);
    expect(original.title).toBe('Two weeks of legs');
    expect(places(original)).toEqual(places(seen));
    expect(original.version).toBe(s.version);

    // Deleted by its company: gone for the receiver too; the imported copy stays.
    expect((await a.lib.send('DELETE', `/sequences/${s.id}`, undefined, s.version)).statusCode).toBe(204);
    expect((await b.lib.get(`/sequences/${s.id}`)).statusCode).toBe(404);
    expect((await b.lib.get(`/sequences/${copy.id}`)).statusCode).toBe(200);
  });
});
