import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, Role, type EndpointDef } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { allowedRole, Fixtures, pathFixture } from './fixtures.js';
import { fillPath, operations, send } from './harness.js';

/**
 * Every versioned resource a PUT (or PATCH) changes, written back as its GET answered it: GET, PUT the whole
 * object with its ETag -> 200 and a new ETag (read-only keys ignored by the mechanism); a second writer
 * with the same, now stale, ETag -> 412 with the resource as it is now.
 */
const t = useTestApp();
let f: Fixtures;
beforeAll(async () => {
  f = await Fixtures.create(t);
});

/** The GET of the same path: the representation a client reads before it writes. */
const readerOf = (e: EndpointDef) =>
  allEndpoints().find((o) => o.endpoint.method === 'GET' && o.endpoint.path === e.path)?.endpoint;

describe('read, change, write back', () => {
  const writes = operations().filter(
    ({ endpoint: e }) => (e.method === 'PUT' || e.method === 'PATCH') && e.versioned && e.body && readerOf(e),
  );

  it('covers the versioned resources', () => {
    expect(writes.map((w) => w.operationId).length).toBeGreaterThan(5);
  });

  for (const { operationId, endpoint: e } of writes) {
    it(`${operationId}: ${e.method} ${e.path} takes its GET's representation; a stale ETag gets 412`, async () => {
      const fixture = pathFixture(e);
      const params = await fixture.params(f);
      const url = fillPath(e.path, params);
      const token = await f.token(fixture.owner ?? allowedRole(e) ?? Role.Owner);
      const read = (await send(t, { label: 'read', method: 'GET', url }, { token })).res;
      expect(read.statusCode, read.body).toBe(200);
      const etag = String(read.headers.etag);
      const representation = read.json() as Record<string, unknown>;

      const write = () =>
        send(
          t,
          {
            label: 'write back',
            method: e.method,
            url,
            headers: { 'content-type': 'application/json', 'if-match': etag },
            payload: JSON.stringify(representation),
          },
          { token },
        );
      const first = (await write()).res;
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers.etag).not.toBe(etag);

      const second = (await write()).res;
      expect(second.statusCode, second.body).toBe(412);
      const current = (second.json() as { current?: { version?: number } }).current;
      expect(current?.version, 'the 412 carries the current resource').toBe(
        (first.json() as { version: number }).version,
      );
    });
  }
});
