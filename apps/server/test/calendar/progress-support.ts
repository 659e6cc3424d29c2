import { Role, type CalendarItem, type Definition } from '@stride/contracts';
import type { TestApp } from '../support/app.js';
import { HOSTS } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { json } from '../support/http.js';
import { signedIn } from '../support/people.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Host = keyof typeof HOSTS;

/** The process's clock in these tests (Date only: timers and the database run as usual). */
export const NOW = new Date('2026-11-25T15:00:00Z');

/** The API of one signed-in person (JSON; If-Match where a version is given). */
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
  const ok = async <T>(method: Method, url: string, body?: unknown, status = 200, ifMatch?: number) => {
    const res = await send(method, url, body, ifMatch);
    if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return json<T>(res);
  };
  return { send, ok };
}

/**
 * A practice: its advisor with an exercise (3 x 12 squats at 20 kg, collecting repetitions and weight), a
 * circuit of it and an activity (a 2000 m walk, collecting the distance), and a participant of the company
 * coached by the advisor, signed in; `place` puts a definition on the participant's calendar (the advisor).
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
  const me = client(t, participant.token);
  const def = (path: string, body: Record<string, unknown>) =>
    staff.ok<Definition>('POST', `/routines/definitions/${path}`, body, 201);
  const squat = await def('exercises', {
    title: 'Squat',
    repetitions: 12,
    series: 3,
    weight: 20,
    collect: ['REPETITIONS', 'WEIGHT'],
  });
  const circuit = await def('series', {
    title: 'Leg circuit',
    series: 2,
    exercises: [{ exerciseDefinitionId: squat.id }],
  });
  const walk = await def('activities', { title: 'Walk', distance: 2000, collect: ['DISTANCE'] });
  const base = `/participants/${participant.user.id}/routines`;
  const kinds = { EXERCISE: 'exercises', SERIES: 'series', ACTIVITY: 'activities' } as const;
  const place = (d: Definition, date: string) =>
    staff.ok<CalendarItem>('POST', `${base}/${kinds[d.kind]}/import`, { date, definitionId: d.id }, 201);
  const resultUrl = (itemId: number) => `${base}/calendar/items/${itemId}/result`;
  return { company, advisor, staff, participant, me, squat, circuit, walk, base, place, resultUrl };
}
