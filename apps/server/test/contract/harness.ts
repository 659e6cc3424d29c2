import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { allEndpoints, type EndpointDef } from '@stride/contracts';
import type { TestApp } from '../support/app.js';
import { HOSTS } from '../support/app.js';

/** One request of a safety test. */
export interface Probe {
  /** What it tries, for the failure message. */
  label: string;
  method: EndpointDef['method'];
  /** Under /api, already encoded. */
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

/** Cases per operation beyond the fixed ones: a few in `npm test`, more with SAFETY_RUNS (test:pg). */
export const SAFETY_RUNS = Number(process.env.SAFETY_RUNS ?? (process.env.STRIDE_TEST_DB === 'pg' ? 40 : 6));
/** The seed of the generated cases: fixed, so a failure is repeated; SAFETY_SEED=<n> for others. */
export const SAFETY_SEED = Number(process.env.SAFETY_SEED ?? 20240601);

const HANG_MS = 20_000;

/** Sends a probe as a person of a tenant (no token: anonymous); fails when no answer comes. */
export async function send(
  t: TestApp,
  probe: Probe,
  as: { token?: string; host?: keyof typeof HOSTS } = {},
): Promise<{ res: LightMyRequestResponse; traceId: string }> {
  const traceId = `safety-${randomBytes(8).toString('hex')}`;
  const request = t.app.inject({
    method: probe.method,
    url: `/api${probe.url}`,
    headers: {
      host: HOSTS[as.host ?? 'default'],
      'x-trace-id': traceId,
      ...(as.token ? { authorization: `Bearer ${as.token}` } : {}),
      ...probe.headers,
    },
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
  });
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${HANG_MS} ms: ${probe.label}`)), HANG_MS);
  });
  try {
    return { res: await Promise.race([request, hang]), traceId };
  } finally {
    clearTimeout(timer);
  }
}

/** The error body of an answer, or null when it is not the API's JSON error shape. */
/**
 * A failure of the server: a 5xx, except the 503 of an optional engine that this machine lacks (translation
 * without apertium, speech without espeak-ng: docs/decisions.md, "Translation and speech"), a documented answer.
 */
export const serverFault = (res: LightMyRequestResponse) =>
  res.statusCode >= 500 && !(res.statusCode === 503 && errorBody(res)?.code === 'ENGINE_UNAVAILABLE');

export function errorBody(res: LightMyRequestResponse): { message: string; code: string; details?: unknown } | null {
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) return null;
  try {
    const body = res.json() as { message?: unknown; code?: unknown };
    return typeof body.message === 'string' && body.message.length > 0 && typeof body.code === 'string'
      ? (body as { message: string; code: string })
      : null;
  } catch {
    return null;
  }
}

/** Whether a 403 is the roles gate's (auth-hook.ts: a `role` detail), not an object-level refusal. */
export function isRolesGate(res: LightMyRequestResponse): boolean {
  if (res.statusCode !== 403) return false;
  const details = (errorBody(res)?.details ?? []) as { path?: string }[];
  return details.some((d) => d.path === 'role');
}

/** The table's operations, changes last (a safety test that deletes does it after the rest). */
export function operations() {
  const order = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 } as const;
  return allEndpoints()
    .map((op, index) => ({ ...op, index }))
    .sort((a, b) => order[a.endpoint.method] - order[b.endpoint.method] || a.index - b.index);
}

/** `?a=1&b=2` of a record (arrays as repeated keys), or '' when empty. */
export function queryString(query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const item of [v].flat()) search.append(k, item);
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** A path with the parameters put in as they are (raw text, for path tricks) or URL-encoded. */
export function fillPath(path: string, params: Record<string, string | number>, raw: Record<string, string> = {}) {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    name in raw ? raw[name]! : encodeURIComponent(String(params[name] ?? 'missing')),
  );
}

/** The GET of the same path in the table (the resource a change would touch), if there is one. */
export function readerOf(e: EndpointDef): EndpointDef | undefined {
  if (e.method === 'GET') return undefined;
  return allEndpoints().find((o) => o.endpoint.method === 'GET' && o.endpoint.path === e.path)?.endpoint;
}
