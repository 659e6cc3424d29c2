import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, endpoints, pathParamNames, Role, type EndpointDef, type RoleId } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { allowedRole, Fixtures, pathFixture } from './fixtures.js';
import { fillPath, operations, queryString, send } from './harness.js';

/**
 * A versioned PUT (or PATCH) whose resource has no GET of its own path is read inside another GET: a
 * routine's item in its routine, a meal in its journal day, a folder or a quick message in its list, a
 * result in the report. Whatever presents it, a client that writes the item back as it read it gets 200
 * (docs/architecture.md, "Wire shapes"; issue 29 item 1): read-only keys ignored, nothing refused.
 * read-modify-write.int.test.ts covers the PUTs with a GET of their own path.
 */
const t = useTestApp();
let f: Fixtures;
beforeAll(async () => {
  f = await Fixtures.create(t);
});

type Json = Record<string, unknown>;
type Params = Record<string, string | number>;

/** Where a client reads what a PUT writes, where it is not the nearest GET up its path. */
interface Reader {
  read?: EndpointDef;
  /** The reader's query (a list's page and filters, a calendar's range). */
  query?: () => Record<string, string>;
  /** The item as the reader presents it. */
  pick?: (answer: Json, params: Params) => unknown;
  /** Who reads and writes it, where not the path's owner (a chat's member, a folder's staff member). */
  as?: RoleId;
  /** What must exist first (a result to change). */
  prepare?: (f: Fixtures, params: Params) => Promise<unknown>;
}

const byId = (key: string, param: string) => (answer: Json, params: Params) =>
  (answer[key] as Json[]).find((x) => x.id === Number(params[param]));
const today = () => new Date().toISOString().slice(0, 10);
const FIXTURE_DAY = '2027-01-04';
const page = { perPage: '100' };

const READERS: Record<string, Reader> = {
  'chat.update': {
    read: endpoints.chat.list,
    pick: (a, p) => (a.chats as Json[]).find((c) => c.id === p.id),
    as: Role.Advisor,
  },
  'quickMessages.update': {
    read: endpoints.quickMessages.list,
    query: () => page,
    pick: byId('quickMessages', 'qmId'),
    as: Role.Advisor,
  },
  'library.updateDirectory': { read: endpoints.library.listItems, pick: (a) => a.directory, as: Role.Advisor },
  'library.setItemLabels': { as: Role.Advisor },
  'library.setTitle': { as: Role.Advisor },
  'routines.updateItem': {
    read: endpoints.routines.listItems,
    query: () => ({ ...page, scope: 'company' }),
    pick: byId('items', 'id'),
  },
  'routines.updateFolder': {
    read: endpoints.routines.listFolders,
    query: () => ({ ...page, scope: 'company' }),
    pick: byId('folders', 'id'),
  },
  'sequences.updateFolder': { read: endpoints.sequences.listFolders, query: () => page, pick: byId('folders', 'id') },
  'calendar.moveItem': {
    read: endpoints.calendar.calendar,
    query: () => ({ from: FIXTURE_DAY, to: FIXTURE_DAY }),
    pick: byId('items', 'itemId'),
  },
  // The participant's result of today's item, as their report presents it (a skip: every key of both kinds).
  'calendarProgress.changeResult': {
    read: endpoints.calendarProgress.report,
    query: () => ({ from: today(), to: today() }),
    pick: (a, p) => (a.items as { item: Json; result: unknown }[]).find((x) => x.item.id === p.itemId)?.result,
    as: Role.Participant,
    prepare: (f, p) =>
      f.call(Role.Participant, endpoints.calendarProgress.recordResult, p, { status: 'SKIPPED', reason: 'Sore wrist' }),
  },
};

/** Versioned writes no GET presents; each says why. */
const UNREAD: Record<string, string> = {
  'assistant.saveFinal': 'the answer is presented only by the POST /sami that made it',
  'library.setThumbnailMl': 'its body names a picture to take (a file, a stock picture), not a key the file presents',
};

const gets = allEndpoints().filter((o) => o.endpoint.method === 'GET');

/** The nearest GET up the path: the resource itself where the PUT writes one of its fields, else its parent. */
function nearestReader(e: EndpointDef): EndpointDef | undefined {
  for (let path = e.path; path.includes('/');) {
    path = path.slice(0, path.lastIndexOf('/'));
    const found = gets.find((g) => g.endpoint.path === path)?.endpoint;
    if (found) return found;
  }
  return undefined;
}

/**
 * The item in the reader's answer: the whole answer where the PUT writes a field of that resource (both
 * answer the same schema), else the entry of one of its lists whose id is the PUT's last path parameter.
 */
function pickDefault(e: EndpointDef, read: EndpointDef, answer: Json, params: Params): unknown {
  if (read.response === e.response && !e.representation) return answer;
  const id = Number(params[pathParamNames(e.path).at(-1)!]);
  for (const value of Object.values(answer)) {
    if (!Array.isArray(value)) continue;
    const found = (value as Json[]).find((x) => x && typeof x === 'object' && x.id === id);
    if (found) return found;
  }
  return undefined;
}

const writes = operations().filter(
  ({ endpoint: e }) =>
    (e.method === 'PUT' || e.method === 'PATCH') &&
    e.versioned &&
    e.body &&
    !gets.some((g) => g.endpoint.path === e.path),
);

describe('a sub-resource written back as its parent presents it', () => {
  it('every versioned write without a GET of its own has a reader, or says why not', () => {
    for (const { operationId, endpoint: e } of writes) {
      const reader = READERS[operationId]?.read ?? nearestReader(e);
      expect(reader || UNREAD[operationId], `${operationId}: where is it read? (READERS or UNREAD)`).toBeTruthy();
    }
  });

  for (const { operationId, endpoint: e } of writes.filter((w) => !UNREAD[w.operationId])) {
    it(`${operationId}: ${e.method} ${e.path} takes the shape its reader presents`, async () => {
      const given = READERS[operationId] ?? {};
      const read = given.read ?? nearestReader(e)!;
      const fixture = pathFixture(e);
      const params = await fixture.params(f);
      await given.prepare?.(f, params);
      const token = await f.token(given.as ?? fixture.owner ?? allowedRole(e) ?? Role.Owner);
      const readParams = Object.fromEntries(pathParamNames(read.path).map((n) => [n, params[n]!]));
      const readUrl = fillPath(read.path, readParams) + queryString(given.query?.() ?? {});
      const answer = (await send(t, { label: 'read', method: 'GET', url: readUrl }, { token })).res;
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json() as Json;
      const item = (given.pick ? given.pick(body, params) : pickDefault(e, read, body, params)) as Json | undefined;
      expect(item, `${operationId}: the item in ${read.path}`).toBeTruthy();
      // Its own version where it has one (a meal, a step), else its parent's (a routine's item).
      const version = typeof item!.version === 'number' ? `W/"${item!.version}"` : String(answer.headers.etag);
      const write = (
        await send(
          t,
          {
            label: 'write back',
            method: e.method,
            url: fillPath(e.path, params),
            headers: { 'content-type': 'application/json', 'if-match': version },
            payload: JSON.stringify(item),
          },
          { token },
        )
      ).res;
      expect(write.statusCode, write.body).toBe(200);
    });
  }
});
