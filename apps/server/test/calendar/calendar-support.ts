import { and, eq } from 'drizzle-orm';
import { Role, type Calendar, type CalendarItem, type CalendarItemsMade, type Definition } from '@stride/contracts';
import { participantRoutineResults } from '../../src/modules/calendar/calendar.table.js';
import { HOSTS, type TestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { json } from '../support/http.js';
import type { multipartBody } from '../support/multipart.js';
import { signedIn } from '../support/people.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Host = keyof typeof HOSTS;
export interface ApiError {
  message: string;
  details?: { path: string; message: string }[];
}

/** The API of one signed-in person (JSON, or a multipart body; If-Match where a version is given). */
export function client(t: TestApp, token: string, host: Host = 'default') {
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
  const multipart = (method: 'POST' | 'PUT', url: string, m: ReturnType<typeof multipartBody>, ifMatch?: number) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        host: HOSTS[host],
        authorization: `Bearer ${token}`,
        ...m.headers,
        ...(ifMatch === undefined ? {} : { 'if-match': `W/"${ifMatch}"` }),
      },
      payload: m.payload,
    });
  const ok = async <T>(method: Method, url: string, body?: unknown, status = 200, ifMatch?: number) => {
    const res = await send(method, url, body, ifMatch);
    if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return json<T>(res);
  };
  /** A refused call: its status and error body. */
  const refused = async (status: number, method: Method, url: string, body?: unknown, ifMatch?: number) => {
    const res = await send(method, url, body, ifMatch);
    if (res.statusCode !== status)
      throw new Error(`${method} ${url}: expected ${status}, got ${res.statusCode} ${res.body}`);
    return json<ApiError>(res);
  };
  return { send, multipart, ok, refused };
}

/**
 * A practice: its advisor with an exercise, a circuit of it and an activity in the company's library, and
 * a participant of the company coached by the advisor, signed in; helpers over the participant's calendar.
 */
export async function practice(t: TestApp) {
  const db = t.app.platform.db;
  const company = await buildCompany(db, 'default');
  const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
  const staff = client(t, advisor.token);
  const participant = await signedIn(t, {
    roleId: Role.Participant,
    companyId: company.id,
    advisorProfileId: advisor.profile.id,
  });
  const def = (path: string, body: Record<string, unknown>) =>
    staff.ok<Definition>('POST', `/routines/definitions/${path}`, body, 201);
  const squat = await def('exercises', { title: 'Squat', repetitions: 12, series: 3, collect: ['REPETITIONS'] });
  const circuit = await def('series', { title: 'Leg circuit', exercises: [{ exerciseDefinitionId: squat.id }] });
  const walk = await def('activities', { title: 'Walk', distance: 2000 });
  const base = `/participants/${participant.user.id}/routines`;
  const place = (kind: 'exercises' | 'series' | 'activities', definitionId: number, date: string) =>
    staff.ok<CalendarItem>('POST', `${base}/${kind}/import`, { date, definitionId }, 201);
  const create = (kind: 'exercises' | 'series' | 'activities', body: Record<string, unknown>) =>
    staff.ok<CalendarItemsMade>('POST', `${base}/${kind}`, body, 201);
  /** The participant's calendar from `from` to `to`: [date, position, title] of each item. */
  const days = async (from: string, to = from) =>
    (await staff.ok<Calendar>('GET', `${base}/calendar?from=${from}&to=${to}`)).items.map(
      (i) => [i.date, i.position, i.title] as const,
    );
  const calendar = async (from: string, to = from) =>
    (await staff.ok<Calendar>('GET', `${base}/calendar?from=${from}&to=${to}`)).items;
  /** A result the participant recorded of an item (as the results' calls write it). */
  const recordDone = async (item: CalendarItem) => {
    await db.insert(participantRoutineResults).values({
      itemId: item.id,
      tenantId: 'default',
      participantProfileId: participant.profile.id,
      status: 'DONE',
      repetitions: 10,
      recordedAt: new Date('2027-01-01T10:00:00Z'),
      recordedByProfileId: participant.profile.id,
    });
  };
  const resultOf = async (itemId: number) =>
    (
      await db
        .select()
        .from(participantRoutineResults)
        .where(and(eq(participantRoutineResults.tenantId, 'default'), eq(participantRoutineResults.itemId, itemId)))
    )[0];
  return {
    company,
    advisor,
    staff,
    participant,
    squat,
    circuit,
    walk,
    base,
    place,
    create,
    days,
    calendar,
    recordDone,
    resultOf,
  };
}
