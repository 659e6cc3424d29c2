import { endpoints, Role } from '@stride/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { endpointUrl } from '../api';

// IndexedDB as a map (jsdom has none): the store's rows, by key, as idb-keyval keeps them.
const rows = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  set: (key: string, value: unknown) => Promise.resolve(void rows.set(key, structuredClone(value))),
  del: (key: string) => Promise.resolve(void rows.delete(key)),
  entries: () => Promise.resolve([...rows.entries()]),
}));

const { flushQueue, onFlushed, pendingCount, sendOrQueue } = await import('./offlineQueue');

interface Sent {
  method: string;
  url: string;
  key: string | null;
  body: unknown;
}
let sent: Sent[] = [];
let online = true;
/** The network: down (fetch throws) or the server, which records each call and answers 201. */
function stubNetwork(answer: (call: Sent) => Response = () => Response.json({ id: sent.length }, { status: 201 })) {
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    if (!online) return Promise.reject(new TypeError('Failed to fetch'));
    const call = {
      method: init.method ?? 'GET',
      url,
      key: new Headers(init.headers).get('Idempotency-Key'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(call);
    return Promise.resolve(answer(call));
  });
}

const meal = (text: string) => ({
  endpoint: 'journal.createMeal' as const,
  input: { params: { id: 7, date: '2026-11-25' }, body: { kind: 'LUNCH', time: null, text, photos: [] } },
  refresh: [['journal', 7]],
});
const MEAL = {
  id: 1,
  participantId: 7,
  date: '2026-11-25',
  kind: 'LUNCH',
  time: null,
  text: 'Soup',
  photos: [],
  comments: [],
  createdAt: '2026-11-25T12:00:00Z',
  updatedAt: '2026-11-25T12:00:00Z',
  version: 1,
};

describe('the offline queue', () => {
  beforeEach(() => {
    rows.clear();
    sent = [];
    online = true;
    signInAs(Role.Participant, { user_id: 7 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends at once when online, with a new Idempotency-Key', async () => {
    stubNetwork(() => Response.json(MEAL, { status: 201 }));
    const result = await sendOrQueue(meal('Soup'));
    expect(result.queued).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows.size).toBe(0);
  });

  it('keeps a call made without a network and sends it once, with the same key, when back online', async () => {
    stubNetwork(() => Response.json(MEAL, { status: 201 }));
    online = false;
    expect(await sendOrQueue(meal('Soup'))).toEqual({ queued: true });
    expect(pendingCount()).toBe(1);
    const [kept] = [...rows.values()] as { key: string }[];
    // Still offline: nothing goes, nothing is lost.
    expect(await flushQueue()).toEqual({ sent: 0, refused: [] });
    expect(rows.size).toBe(1);

    online = true;
    const told = vi.fn();
    const stop = onFlushed(told);
    expect(await flushQueue()).toEqual({ sent: 1, refused: [] });
    stop();
    expect(sent.map((c) => [c.method, c.url, c.key])).toEqual([
      ['POST', endpointUrl(endpoints.journal.createMeal, { id: 7, date: '2026-11-25' }), kept!.key],
    ]);
    expect(sent[0]!.body).toMatchObject({ text: 'Soup' });
    expect(told).toHaveBeenCalledWith({ sent: 1, refused: [] });
    expect(pendingCount()).toBe(0);
    // A second round has nothing left to send.
    await flushQueue();
    expect(sent).toHaveLength(1);
  });

  it('drops a call the server refuses and says so; the others still go', async () => {
    online = false;
    stubNetwork();
    await sendOrQueue(meal('Refused'));
    await sendOrQueue(meal('Fine'));
    online = true;
    stubNetwork((call) =>
      (call.body as { text: string }).text === 'Refused'
        ? Response.json({ message: 'Participant not found.', code: 'NOT_FOUND' }, { status: 404 })
        : Response.json(MEAL, { status: 201 }),
    );
    const outcome = await flushQueue();
    expect(outcome.sent).toBe(1);
    expect(outcome.refused.map((e) => e.status)).toEqual([404]);
    expect(rows.size).toBe(0);
  });

  it("never sends another person's kept calls under the signed-in person's session", async () => {
    stubNetwork();
    online = false;
    await sendOrQueue(meal('Theirs'));
    online = true;
    signInAs(Role.Participant, { user_id: 8 });
    expect(await flushQueue()).toEqual({ sent: 0, refused: [] });
    expect(sent).toEqual([]);
    expect(rows.size).toBe(1);
  });
});
