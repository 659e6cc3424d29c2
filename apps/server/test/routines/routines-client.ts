import { Role, type Definition, type DefinitionFolder, type Sequence } from '@stride/contracts';
import { HOSTS, type TestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { json } from '../support/http.js';
import { signedIn } from '../support/people.js';

export const ROUTINES_BASE = '/api/routines/definitions';

export type Host = keyof typeof HOSTS;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One JSON call of the exercise library's API as a signed-in person (If-Match where a version is given). */
export function routinesSender(app: TestApp, token: string, host: Host = 'default') {
  return (method: Method, url: string, body?: unknown, ifMatch?: number) =>
    app.app.inject({
      method,
      url: `${ROUTINES_BASE}${url}`,
      headers: {
        host: HOSTS[host],
        authorization: `Bearer ${token}`,
        ...(ifMatch === undefined ? {} : { 'if-match': `W/"${ifMatch}"` }),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
}

/** The routines' calls of one signed-in person (JSON; If-Match where a version is given). */
export function client(app: TestApp, token: string, host: Host = 'default') {
  const send = routinesSender(app, token, host);
  const ok = async <T>(method: Method, url: string, body: unknown, version: number | undefined, status = 200) => {
    const res = await send(method, url, body, version);
    if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return json<T>(res);
  };
  return {
    send,
    get: (url: string) => send('GET', url),
    async create(path: 'exercises' | 'series' | 'activities', body: Record<string, unknown>): Promise<Definition> {
      return ok<Definition>('POST', `/${path}`, body, undefined, 201);
    },
    routine: (body: Record<string, unknown>) => ok<Sequence>('POST', '/sequences', body, undefined, 201),
    read: (id: number) => ok<Sequence>('GET', `/sequences/${id}`, undefined, undefined),
    add: (s: Sequence, body: Record<string, unknown>) =>
      ok<Sequence>('POST', `/sequences/${s.id}/items`, body, s.version),
    folder: (title: string) => ok<DefinitionFolder>('POST', '/sequences/folders', { title }, undefined, 201),
  };
}

export async function practice(t: TestApp, role: (typeof Role)[keyof typeof Role] = Role.Advisor) {
  const company = await buildCompany(t.app.platform.db, 'default');
  const me = await signedIn(t, { roleId: role, companyId: company.id });
  return { company, me, lib: client(t, me.token) };
}

/** A practice with three definitions (an exercise, a circuit of it, an activity) and an empty routine. */
export async function withLibrary(t: TestApp) {
  const p = await practice(t);
  const squat = await p.lib.create('exercises', { title: 'Squat', repetitions: 12, collect: ['REPETITIONS'] });
  const circuit = await p.lib.create('series', {
    title: 'Leg circuit',
    series: 2,
    exercises: [{ exerciseDefinitionId: squat.id }],
  });
  const walk = await p.lib.create('activities', { title: 'Walk', distance: 2000 });
  const routine = await p.lib.routine({ title: 'Two weeks of legs' });
  return { ...p, squat, circuit, walk, routine };
}
