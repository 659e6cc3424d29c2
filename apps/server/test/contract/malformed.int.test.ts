import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsIfMatch, pathParamNames, type EndpointDef } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { auditRowsOfTrace } from '../support/audit.js';
import { multipartBody, truncatedMultipart } from '../support/multipart.js';
import {
  BAD_PATH_VALUES,
  badQueryValue,
  HUGE_STRING,
  jsonSchemaOf,
  malformedObject,
  type JsonSchema,
} from './arbitraries.js';
import { allowedRole, Fixtures, pathFixture, requiredQuery, validBody, validMultipart } from './fixtures.js';
import {
  errorBody,
  fillPath,
  isRolesGate,
  operations,
  queryString,
  SAFETY_RUNS,
  SAFETY_SEED,
  send,
  serverFault,
  type Probe,
} from './harness.js';

/**
 * Every operation of the endpoint table, called with malformed input made from its schemas, as a person of
 * a role it allows: never a 5xx, always the JSON error shape (or a 2xx where the input happens to be
 * valid), and nothing written for a refused call (no audit row of its trace id).
 */
/** SAFETY_LOG=1 prints the server's error logs (the cause of a 500). */
const t = useTestApp(process.env.SAFETY_LOG ? { LOG_LEVEL: 'error' } : {});
let f: Fixtures;
/** Refusals that came from the database, not the schema (error-handler.ts): listed at the end. */
const databaseRefusals = new Set<string>();
beforeAll(async () => {
  f = await Fixtures.create(t);
});
afterAll(() => {
  if (databaseRefusals.size) {
    console.warn(`Input refused only by the database (add a schema limit):\n  ${[...databaseRefusals].join('\n  ')}`);
  }
});

const JSON_HEADERS = { 'content-type': 'application/json' };
const sample = <T>(arb: fc.Arbitrary<T>, n: number, salt: number): T[] =>
  n > 0 ? fc.sample(arb, { numRuns: n, seed: SAFETY_SEED + salt }) : [];
const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);

/** The probes of one operation: its path, query, body or multipart parts made wrong one way at a time. */
async function probesOf(operationId: string, e: EndpointDef): Promise<Probe[]> {
  const params = await pathFixture(e).params(f);
  const query = requiredQuery(e);
  const ifMatch: Record<string, string> = needsIfMatch(e) ? { 'if-match': 'W/"1"' } : {};
  const salt = hash(operationId);
  const url = (raw: Record<string, string> = {}, q: Record<string, string | string[]> = query) =>
    fillPath(e.path, params, raw) + queryString(q);
  const body = await validBody(operationId, e, f);
  const withBody = (payload: string | Buffer | undefined, headers: Record<string, string> = JSON_HEADERS) => ({
    payload,
    headers: { ...ifMatch, ...headers },
  });
  const valid = e.body ? withBody(JSON.stringify(body)) : e.multipart ? multipartProbe() : withBody(undefined, {});
  function multipartProbe(fields?: Record<string, unknown>, files?: Parameters<typeof multipartBody>[1]) {
    const v = validMultipart(operationId, e);
    const m = multipartBody(fields ?? v.fields, files ?? v.files);
    return withBody(m.payload, m.headers);
  }
  const probes: Probe[] = [];
  const add = (label: string, p: Partial<Probe>) =>
    probes.push({ label, method: e.method, url: url(), ...valid, ...p });

  // Path parameters: not numbers, out of range, encoded slashes and dots, NUL.
  for (const name of pathParamNames(e.path)) {
    // 2147483647: a valid id of no row (the handler's own 404); the others never pass the schema.
    const fixed = ['2147483647', 'abc', '2147483648', '%00', '..%2F..%2F1', '%2e%2e'];
    for (const bad of [...fixed, ...sample(fc.constantFrom(...BAD_PATH_VALUES), SAFETY_RUNS, salt)]) {
      add(`path ${name}=${bad.slice(0, 40)}`, { url: url({ [name]: bad }) });
    }
  }
  // Query: an unknown key, each declared one of the wrong kind or with NUL.
  add('query: unknown key', { url: url({}, { ...query, notAParameter: '1' }) });
  const q = jsonSchemaOf(e.query);
  for (const name of Object.keys(q?.properties ?? {})) {
    add(`query ${name}=NUL`, { url: url({}, { ...query, [name]: 'a\u0000b' }) });
    for (const bad of sample(badQueryValue, Math.ceil(SAFETY_RUNS / 2), salt + name.length)) {
      add(`query ${name}=${JSON.stringify(bad).slice(0, 40)}`, { url: url({}, { ...query, [name]: bad }) });
    }
  }
  // If-Match that is no version.
  if (needsIfMatch(e)) {
    for (const tag of ['garbage', 'W/"abc"', 'W/"99999999999999999999"', 'W/"-1"', '*']) {
      add(`If-Match ${tag}`, { headers: { ...valid.headers, 'if-match': tag } });
    }
  }
  if (e.body) jsonBodyProbes(e, body, add, withBody, salt);
  if (e.multipart) {
    const v = validMultipart(operationId, e);
    const m = multipartBody(v.fields, v.files);
    add('multipart as JSON', withBody(JSON.stringify(v.fields)));
    add('multipart without a boundary', withBody(m.payload, { 'content-type': 'multipart/form-data' }));
    add('multipart cut short', withBody(truncatedMultipart(m).payload, m.headers));
    add('multipart cut in the headers', withBody(truncatedMultipart(m, 20).payload, m.headers));
    add(
      'multipart with another boundary',
      withBody(m.payload, { 'content-type': 'multipart/form-data; boundary=zzz' }),
    );
    add('multipart without parts', multipartProbe({}, {}));
    add(
      'multipart with an unknown file part',
      multipartProbe(v.fields, { notAFile: v.files[Object.keys(v.files)[0]!]! }),
    );
    add('multipart with an unknown text part', multipartProbe({ ...v.fields, notAField: 'x' }));
    add(
      'multipart with an empty file',
      multipartProbe(
        v.fields,
        Object.fromEntries(
          Object.keys(v.files).map((k) => [k, { name: 'a.png', type: 'image/png', data: Buffer.alloc(0) }]),
        ),
      ),
    );
    for (const name of Object.keys(v.fields)) {
      add(`multipart ${name}=NUL`, multipartProbe({ ...v.fields, [name]: 'a\u0000b' }));
      add(`multipart ${name}=not JSON`, multipartProbe({ ...v.fields, [name]: '{"a":' }));
      add(`multipart ${name}=huge`, multipartProbe({ ...v.fields, [name]: HUGE_STRING }));
    }
  }
  if (!e.body && !e.multipart && e.method !== 'GET') {
    add('a body where none is taken', withBody('{"unexpected": true}'));
    add('a body that is not JSON', withBody('{"unexpected": '));
  }
  return probes;
}

function jsonBodyProbes(
  e: EndpointDef,
  body: unknown,
  add: (label: string, p: Partial<Probe>) => void,
  withBody: (payload: string | Buffer | undefined, headers?: Record<string, string>) => Partial<Probe>,
  salt: number,
): void {
  const s = jsonSchemaOf(e.body) as JsonSchema;
  const text = JSON.stringify(body);
  add('invalid JSON', withBody(text.slice(0, Math.max(1, text.length - 1))));
  add('JSON cut short', withBody(text.slice(0, Math.ceil(text.length / 2))));
  add('no body', withBody(undefined));
  add('empty JSON body', withBody(''));
  add('JSON null', withBody('null'));
  add('JSON array', withBody('[]'));
  add('JSON string', withBody('"text"'));
  add('text/plain', withBody(text, { 'content-type': 'text/plain' }));
  add('no content type', withBody(text, { 'content-type': '' }));
  add('form-urlencoded', withBody('a=1&b=%00', { 'content-type': 'application/x-www-form-urlencoded' }));
  add('__proto__', withBody(text.replace(/^\{/, '{"__proto__":{"isAdmin":true},')));
  add('body over the limit', withBody(JSON.stringify({ ...(body as object), pad: 'x'.repeat(1_100_000) })));
  const props = s.properties ?? {};
  for (const [name, prop] of Object.entries(props)) {
    const bodyWith = (value: unknown) => withBody(JSON.stringify({ ...(body as object), [name]: value }));
    if (prop.type === 'string' || prop.anyOf || !prop.type) {
      add(`body ${name}=NUL`, bodyWith('a\u0000b'));
      add(`body ${name}=huge`, bodyWith(HUGE_STRING));
    }
    if (prop.type === 'array') add(`body ${name}=[NUL]`, bodyWith(['a\u0000b']));
  }
  const arb = s.type === 'object' ? malformedObject(s) : fc.anything();
  for (const bad of sample(arb, SAFETY_RUNS, salt)) {
    const payload = JSON.stringify(bad) ?? 'null';
    add(`body ${payload.slice(0, 60)}`, withBody(payload));
  }
}

describe('malformed input to every endpoint of the table', () => {
  for (const { operationId, endpoint: e } of operations()) {
    it(`${operationId}: ${e.method} ${e.path}`, async () => {
      const role = allowedRole(e);

      const failures: string[] = [];
      for (const probe of await probesOf(operationId, e)) {
        const { res, traceId } = await send(t, probe, { token: role ? await f.token(role) : undefined });
        const error = errorBody(res);
        // A dot segment (%2e%2e) is resolved like a browser would: the call may land on another endpoint,
        // whose roles gate may then refuse it.
        const elsewhere = probe.label.startsWith('path ');
        if (serverFault(res) || (role && res.statusCode === 401) || (isRolesGate(res) && !elsewhere)) {
          failures.push(`${probe.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        } else if (res.statusCode >= 400) {
          if (!error)
            failures.push(`${probe.label}: ${res.statusCode} without the JSON error shape: ${res.body.slice(0, 200)}`);
          const written = await auditRowsOfTrace(t.app.platform.db, traceId);
          if (written) failures.push(`${probe.label}: refused with ${res.statusCode} but wrote ${written} audit rows`);
          if (error?.message === 'A value in the request is not valid.')
            databaseRefusals.add(`${operationId}: ${probe.label}`);
        } else if (res.statusCode >= 300) failures.push(`${probe.label}: ${res.statusCode}`);
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});
