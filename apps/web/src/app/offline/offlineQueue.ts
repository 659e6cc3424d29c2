import { endpoints, type EndpointDef } from '@stride/contracts';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { ApiError, callEndpoint, queryClient } from '../api';
import { getSession } from '../auth/session';

/**
 * The participant's changes made without a network (docs/decisions.md, "Coaching loop: the participant's
 * app"): an idempotent call of the endpoint table (recording an item, a journal's meal) that could not reach
 * the server is kept in IndexedDB with its Idempotency-Key, made when the person acted, and sent again when
 * the browser is back online. The server applies a key once: a call whose answer was lost and that is sent
 * again is not applied twice.
 */

/** An idempotent endpoint by its place in the table: `calendarProgress.recordResult`. */
type IdempotentName = {
  [D in keyof typeof endpoints]: {
    [N in keyof (typeof endpoints)[D]]: (typeof endpoints)[D][N] extends { idempotent: true }
      ? `${D & string}.${N & string}`
      : never;
  }[keyof (typeof endpoints)[D]];
}[keyof typeof endpoints];

/** What is kept of a call: its input as callEndpoint takes it (files as Blobs: IndexedDB keeps them). */
export interface QueuedCall {
  /** The Idempotency-Key, also the entry's key in the store. */
  key: string;
  endpoint: IdempotentName;
  input: Record<string, unknown>;
  /** Whose change it is: only sent under their session (another person signed in here sends none of it). */
  userId: number;
  queuedAt: string;
  /** The queries to read again once it is sent (their key's start). */
  refresh: readonly (readonly unknown[])[];
}

/** What happened to queued calls in one round: sent, and refused by the server (with its error). */
export interface FlushOutcome {
  sent: number;
  refused: ApiError[];
}

let store: UseStore | null = null;
const changes = () => (store ??= createStore('stride-offline', 'calls'));

let pending = 0;
const listeners = new Set<() => void>();
const flushListeners = new Set<(outcome: FlushOutcome) => void>();
const setPending = (count: number) => {
  pending = count;
  for (const listener of listeners) listener();
};

/** No network: fetch failed before any answer (the transport's status 0). */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

const endpointOf = (name: IdempotentName) => {
  const [domain, call] = name.split('.') as [keyof typeof endpoints, string];
  return (endpoints[domain] as Record<string, EndpointDef>)[call]!;
};

const send = (call: Pick<QueuedCall, 'endpoint' | 'input' | 'key'>) =>
  callEndpoint(endpointOf(call.endpoint), { ...call.input, idempotencyKey: call.key } as never) as Promise<unknown>;

/** The signed-in user's queued calls, oldest first. */
async function queuedCalls(userId: number): Promise<QueuedCall[]> {
  const all = (await entries<string, QueuedCall>(changes())).map(([, call]) => call);
  return all.filter((call) => call.userId === userId).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/**
 * Sends an idempotent call with a new key; without a network, keeps it to send later. Answers the server's
 * answer, or `queued` (the screen says so and shows the change as made).
 */
export async function sendOrQueue<R>(
  call: Pick<QueuedCall, 'endpoint' | 'input' | 'refresh'>,
  /** How it is sent while online, with the key (a versioned change retried on a 412); by default as queued. */
  sendNow?: (key: string) => Promise<R>,
): Promise<{ queued: false; answer: R } | { queued: true }> {
  const { endpoint, input, refresh } = call;
  const key = crypto.randomUUID();
  const userId = getSession()?.claims.user_id ?? 0;
  if (navigator.onLine) {
    try {
      const answer = sendNow ? await sendNow(key) : ((await send({ endpoint, input, key })) as R);
      return { queued: false, answer };
    } catch (error) {
      if (!isNetworkError(error)) throw error;
    }
  }
  await set(key, { key, endpoint, input, userId, queuedAt: new Date().toISOString(), refresh }, changes());
  setPending((await queuedCalls(userId)).length);
  return { queued: true };
}

let flushing: Promise<FlushOutcome> | null = null;

/**
 * Sends the signed-in user's queued calls, oldest first, each with its own key: stops at the first without a
 * network (the rest wait for the next time online); one the server refuses is dropped and reported.
 */
export function flushQueue(): Promise<FlushOutcome> {
  flushing ??= (async () => {
    const outcome: FlushOutcome = { sent: 0, refused: [] };
    const userId = getSession()?.claims.user_id;
    if (!userId) return outcome;
    const calls = await queuedCalls(userId);
    const refreshed: (readonly unknown[])[] = [];
    for (const call of calls) {
      try {
        await send(call);
        outcome.sent += 1;
        refreshed.push(...call.refresh);
      } catch (error) {
        if (isNetworkError(error)) break;
        outcome.refused.push(error instanceof ApiError ? error : new ApiError(0, undefined, null));
      }
      await del(call.key, changes());
    }
    for (const queryKey of refreshed) void queryClient.invalidateQueries({ queryKey });
    setPending((await queuedCalls(userId)).length);
    if (outcome.sent || outcome.refused.length) for (const listener of flushListeners) listener(outcome);
    return outcome;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Reads how many of the signed-in user's calls wait (on start: calls kept from an earlier visit). */
export async function readPending(): Promise<number> {
  const userId = getSession()?.claims.user_id;
  setPending(userId ? (await queuedCalls(userId)).length : 0);
  return pending;
}

export const pendingCount = () => pending;
export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function onFlushed(listener: (outcome: FlushOutcome) => void): () => void {
  flushListeners.add(listener);
  return () => flushListeners.delete(listener);
}
