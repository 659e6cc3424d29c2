import { describe, expect, it } from 'vitest';
import {
  Role,
  type Calendar,
  type CalendarItem,
  type CalendarPreview,
  type Definition,
  type Sequence,
} from '@stride/contracts';
import { auditRows } from '../support/audit.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildCompany, buildParticipant } from '../support/factories.js';
import { json } from '../support/http.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
const db = () => t.app.platform.db;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Host = keyof typeof HOSTS;

/** The API of one signed-in person (JSON; If-Match where a version is given). */
function client(token: string, host: Host = 'default') {
  const send = (method: Method, url: string, body?: unknown, ifMatch?: number) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        host: HOSTS[host],
        authorization: `Bearer ${token}`,
        ...(ifMatch === undefined ? {} : { 'if-match': `W/"${ifMatch}"` }),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const ok = async <T>(method: Method, url: string, body?: unknown, status = 200, ifMatch?: number) => {
    const res = await send(method, url, body, ifMatch);
    if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return json<T>(res);
  };
  return { send, ok };
}

/**
 * A practice: its advisor with an exercise, a circuit of it and an activity in the company's library, and
 * a participant of the company coached by the advisor, signed in.
 */
async function practice() {
  const company = await buildCompany(db(), 'default');
  const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
  const staff = client(advisor.token);
  const participant = await signedIn(t, {
    roleId: Role.Participant,
    companyId: company.id,
    advisorProfileId: advisor.profile.id,
  });
  const def = (path: string, body: Record<string, unknown>) =>
    staff.ok<Definition>('POST', `/routines/definitions/${path}`, body, 201);
  const squat = await def('exercises', {
    title: 'Squat',
    description: 'Feet apart',
    repetitions: 12,
    series: 3,
    weight: 20,
    collect: ['REPETITIONS', 'WEIGHT'],
  });
  const circuit = await def('series', {
    title: 'Leg circuit',
    series: 2,
    restTimeAfterExercise: 30,
    exercises: [{ exerciseDefinitionId: squat.id }],
  });
  const walk = await def('activities', { title: 'Walk', distance: 2000, collect: ['DISTANCE'] });
  const base = `/participants/${participant.user.id}/routines`;
  const place = (kind: 'exercises' | 'series' | 'activities', definitionId: number, date: string) =>
    staff.ok<CalendarItem>('POST', `${base}/${kind}/import`, { date, definitionId }, 201);
  return { company, advisor, staff, participant, squat, circuit, walk, base, place };
}

describe("a participant's calendar", () => {
  it('places definitions of each kind as copies, at the end of their date, versioned and audited', async () => {
    const { staff, participant, squat, circuit, walk, base, place } = await practice();
    const res = await staff.send('POST', `${base}/exercises/import`, { date: '2027-03-01', definitionId: squat.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.etag).toBe('W/"1"');
    const first = json<CalendarItem>(res);
    expect(first).toMatchObject({
      participantProfileId: participant.profile.id,
      date: '2027-03-01',
      position: 0,
      kind: 'EXERCISE',
      definitionId: squat.id,
      exerciseDefinitionId: squat.id,
      exerciseDefinitionSeriesId: null,
      activityDefinitionId: null,
      assignmentId: null,
      title: 'Squat',
      name: 'Squat',
      description: 'Feet apart',
      repetitions: 12,
      series: 3,
      weight: 20,
      collect: ['REPETITIONS', 'WEIGHT'],
      exercises: [],
      media: null,
      additionalMedia: null,
      processing: false,
      version: 1,
    });
    const second = await place('series', circuit.id, '2027-03-01');
    expect(second).toMatchObject({
      position: 1,
      kind: 'SERIES',
      exerciseDefinitionSeriesId: circuit.id,
      exerciseDefinitionId: null,
      restTimeAfterExercise: 30,
      exercises: [{ exerciseDefinitionId: squat.id, position: 0, title: 'Squat', media: null }],
    });
    const third = await place('activities', walk.id, '2027-03-02');
    expect(third).toMatchObject({ position: 0, kind: 'ACTIVITY', activityDefinitionId: walk.id, distance: 2000 });

    // A copy: changing the definition later leaves the participant's item as it was placed.
    await staff.ok(
      'PUT',
      `/routines/definitions/exercises/${squat.id}`,
      { title: 'Deep squat', repetitions: 20 },
      200,
      1,
    );
    const read = await staff.send('GET', `${base}/exercises/${first.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('W/"1"');
    expect(json<CalendarItem>(read)).toEqual(first);

    const audit = await auditRows(db(), 'participant_routine_item', first.id);
    expect(audit.map((r) => r.operation)).toEqual(['CREATE']);
  });

  it('reads a range by date then position (assigned routines too) and counts per day and kind', async () => {
    const { staff, participant, squat, circuit, walk, base, place } = await practice();
    await place('activities', walk.id, '2027-04-02');
    await place('exercises', squat.id, '2027-04-01');
    await place('series', circuit.id, '2027-04-01');
    await place('exercises', squat.id, '2027-05-10');
    // A routine assigned from 2027-04-02: its day 1 goes after what that date holds.
    const routine = await staff.ok<Sequence>('POST', '/routines/definitions/sequences', { title: 'Legs' }, 201);
    const withItem = await staff.ok<Sequence>(
      'POST',
      `/routines/definitions/sequences/${routine.id}/items`,
      { day: 1, exerciseDefinitionId: squat.id },
      200,
      routine.version,
    );
    await staff.ok(
      'POST',
      `/routines/definitions/sequences/${withItem.id}/assign`,
      { participants: [participant.profile.id], startDate: '2027-04-02' },
      201,
    );

    const cal = await staff.ok<Calendar>('GET', `${base}/calendar?from=2027-04-01&to=2027-04-30`);
    expect(cal.from).toBe('2027-04-01');
    expect(cal.to).toBe('2027-04-30');
    expect(cal.items.map((i) => [i.date, i.position, i.kind, i.title, i.assignmentId !== null])).toEqual([
      ['2027-04-01', 0, 'EXERCISE', 'Squat', false],
      ['2027-04-01', 1, 'SERIES', 'Leg circuit', false],
      ['2027-04-02', 0, 'ACTIVITY', 'Walk', false],
      ['2027-04-02', 1, 'EXERCISE', 'Squat', true],
    ]);
    const none = await staff.ok<Calendar>('GET', `${base}/calendar?from=2027-06-01&to=2027-06-01`);
    expect(none.items).toEqual([]);

    const month = await staff.ok<CalendarPreview>('GET', `${base}/calendar/preview?month=2027-04`);
    expect(month).toEqual({
      from: '2027-04-01',
      to: '2027-04-30',
      days: [
        { date: '2027-04-01', exercises: 1, series: 1, activities: 0, total: 2 },
        { date: '2027-04-02', exercises: 1, series: 0, activities: 1, total: 2 },
      ],
    });
    const range = await staff.ok<CalendarPreview>('GET', `${base}/calendar/preview?from=2027-04-02&to=2027-05-10`);
    expect(range.days.map((d) => [d.date, d.total])).toEqual([
      ['2027-04-02', 2],
      ['2027-05-10', 1],
    ]);
    const current = await staff.ok<CalendarPreview>('GET', `${base}/calendar/preview`);
    expect(current.from).toBe(`${new Date().toISOString().slice(0, 7)}-01`);
  });

  it('deletes with If-Match: 428 without, 412 with the current item when stale, then 204 and audited', async () => {
    const { staff, squat, base, place } = await practice();
    const item = await place('exercises', squat.id, '2027-03-05');
    const url = `${base}/exercises/${item.id}`;
    const without = await staff.send('DELETE', url);
    expect(without.statusCode).toBe(428);
    const stale = await staff.send('DELETE', url, undefined, 7);
    expect(stale.statusCode).toBe(412);
    expect(json<{ current: CalendarItem }>(stale).current).toEqual(item);
    // Another kind's path does not reach it.
    expect((await staff.send('DELETE', `${base}/activities/${item.id}`, undefined, 1)).statusCode).toBe(404);
    expect((await staff.send('GET', `${base}/series/${item.id}`)).statusCode).toBe(404);
    expect((await staff.send('DELETE', url, undefined, 1)).statusCode).toBe(204);
    expect((await staff.send('GET', url)).statusCode).toBe(404);
    const audit = await auditRows(db(), 'participant_routine_item', item.id);
    expect(audit.map((r) => r.operation)).toEqual(['CREATE', 'DELETE']);
  });

  it('lets the participant read their own calendar and change nothing; others get 404', async () => {
    const { company, participant, squat, base, place } = await practice();
    const item = await place('exercises', squat.id, '2027-03-10');
    const me = client(participant.token);
    const own = await me.ok<Calendar>('GET', `${base}/calendar?from=2027-03-01&to=2027-03-31`);
    expect(own.items.map((i) => i.id)).toEqual([item.id]);
    expect((await me.send('GET', `${base}/exercises/${item.id}`)).statusCode).toBe(200);
    expect((await me.send('GET', `${base}/calendar/preview?month=2027-03`)).statusCode).toBe(200);

    // Changing: 403, nothing changed.
    const imported = await me.send('POST', `${base}/exercises/import`, { date: '2027-03-10', definitionId: squat.id });
    expect(imported.statusCode).toBe(403);
    const removed = await me.send('DELETE', `${base}/exercises/${item.id}`, undefined, 1);
    expect(removed.statusCode).toBe(403);
    expect((await me.ok<Calendar>('GET', `${base}/calendar?from=2027-03-01&to=2027-03-31`)).items).toHaveLength(1);

    // Another participant of the same company: not theirs to see.
    const other = await buildParticipant(db(), { tenantId: 'default', companyId: company.id });
    const theirs = await me.send(
      'GET',
      `/participants/${other.user.id}/routines/calendar?from=2027-03-01&to=2027-03-31`,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('is 404 to staff who do not see the participant and to another tenant; nothing changes', async () => {
    const { squat, base, place } = await practice();
    const item = await place('exercises', squat.id, '2027-03-12');
    const elsewhere = await buildCompany(db(), 'default');
    const stranger = client((await signedIn(t, { roleId: Role.Advisor, companyId: elsewhere.id })).token);
    const brain = client((await signedIn(t, { roleId: Role.Owner, tenantId: 'brain' })).token, 'brain');
    for (const who of [stranger, brain]) {
      expect((await who.send('GET', `${base}/calendar?from=2027-03-01&to=2027-03-31`)).statusCode).toBe(404);
      expect((await who.send('GET', `${base}/calendar/preview?month=2027-03`)).statusCode).toBe(404);
      expect((await who.send('GET', `${base}/exercises/${item.id}`)).statusCode).toBe(404);
      expect((await who.send('DELETE', `${base}/exercises/${item.id}`, undefined, 1)).statusCode).toBe(404);
      const res = await who.send('POST', `${base}/exercises/import`, { date: '2027-03-12', definitionId: squat.id });
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe('Participant not found.');
    }
    const audit = await auditRows(db(), 'participant_routine_item', item.id);
    expect(audit.map((r) => r.operation)).toEqual(['CREATE']);
  });

  it('refuses bad dates, ranges and definitions with clear messages', async () => {
    const { staff, squat, walk, base } = await practice();
    const refused = async (url: string, method: Method = 'GET', body?: unknown) => {
      const res = await staff.send(method, url, body);
      expect(res.statusCode, res.body).toBe(400);
      return json<{ message: string; details?: { path: string; message: string }[] }>(res);
    };
    const detail = async (url: string, method: Method = 'GET', body?: unknown) =>
      (await refused(url, method, body)).details?.map((d) => d.message);

    expect(await detail(`${base}/calendar?from=2027-03-10&to=2027-03-01`)).toContain(
      'The end date (to) must be on or after the start date (from).',
    );
    expect(await detail(`${base}/calendar?from=2027-01-01&to=2027-03-31`)).toContain(
      'A calendar range is at most 62 days.',
    );
    expect(await detail(`${base}/calendar?from=2027-02-30&to=2027-03-01`)).toContain('A date as YYYY-MM-DD');
    expect(await detail(`${base}/calendar?from=2027-03-01`)).toBeDefined();
    expect(await detail(`${base}/calendar/preview?month=2027-13`)).toContain('A month as YYYY-MM');
    expect(await detail(`${base}/calendar/preview?month=2027-03&from=2027-03-01&to=2027-03-02`)).toContain(
      'Give either month, or from and to.',
    );
    expect(await detail(`${base}/calendar/preview?from=2027-03-01`)).toContain('Give both from and to, or a month.');
    expect(await detail(`${base}/calendar/preview?from=2027-01-01&to=2027-12-31`)).toContain(
      'A calendar range is at most 62 days.',
    );
    expect((await staff.send('GET', `${base}/calendar/preview?from=2027-01-01&to=2027-03-03`)).statusCode).toBe(200);
    expect((await staff.send('GET', `${base}/teas/1`)).statusCode).toBe(400);

    expect(await detail(`${base}/exercises/import`, 'POST', { date: '03/01/2027', definitionId: squat.id })).toContain(
      'A date as YYYY-MM-DD',
    );
    // A definition of another kind, or of a library the actor does not see: 400 on definitionId.
    const wrongKind = await refused(`${base}/exercises/import`, 'POST', { date: '2027-03-01', definitionId: walk.id });
    expect(wrongKind.message).toBe('Choose an exercise of your library.');
    const other = client(
      (await signedIn(t, { roleId: Role.Advisor, companyId: (await buildCompany(db(), 'default')).id })).token,
    );
    const theirs = await other.ok<Definition>('POST', '/routines/definitions/activities', { title: 'Theirs' }, 201);
    const hidden = await refused(`${base}/activities/import`, 'POST', { date: '2027-03-01', definitionId: theirs.id });
    expect(hidden.message).toBe('Choose an activity of your library.');
    expect(hidden.details).toEqual([{ path: 'body.definitionId', message: 'Choose an activity of your library.' }]);
  });
});
