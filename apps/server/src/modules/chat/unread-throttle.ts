import type { TenantId } from '@stride/contracts';
import type { Recipient, UnreadPerson } from './unread.js';

/** A person's badge changes at most this often while messages pour in. */
export const UNREAD_EVERY_MS = 1000;
/** How long a change waits to be counted with those that come with it (one query for all of them). */
export const UNREAD_GATHER_MS = 100;

interface UnreadThrottleOptions {
  everyMs?: number;
  gatherMs?: number;
  /** Sends the counted totals. */
  emit: (tenantId: TenantId, recipients: Recipient[]) => void;
  /** The people's totals now (one query for all of them). */
  recount: (tenantId: TenantId, people: UnreadPerson[]) => Promise<Recipient[]>;
  onError: (err: unknown) => void;
}

/**
 * Unread totals after new messages, counted after the commit and not inside the messages' transaction:
 * the people raised are gathered for `gatherMs` and counted in one query; a person whose total went out
 * less than `everyMs` ago waits for the end of that period, folding what came meanwhile into one count.
 * Each total is a WebSocket frame to each of the person's tabs: in a busy channel this keeps them from
 * outnumbering the messages.
 */
export function createUnreadThrottle({
  everyMs = UNREAD_EVERY_MS,
  gatherMs = UNREAD_GATHER_MS,
  emit,
  recount,
  onError,
}: UnreadThrottleOptions) {
  const lastSent = new Map<string, number>();
  const waiting = new Map<TenantId, Map<string, UnreadPerson>>();
  const timers = new Map<TenantId, NodeJS.Timeout>();
  const keyOf = (tenantId: TenantId, uuid: string) => `${tenantId}\n${uuid}`;

  function schedule(tenantId: TenantId): void {
    if (timers.has(tenantId) || !waiting.get(tenantId)?.size) return;
    timers.set(
      tenantId,
      setTimeout(() => void flush(tenantId), gatherMs),
    );
  }

  async function flush(tenantId: TenantId): Promise<void> {
    timers.delete(tenantId);
    const pending = waiting.get(tenantId);
    if (!pending) return;
    const now = Date.now();
    for (const [key, at] of lastSent) if (now - at >= everyMs) lastSent.delete(key);
    const due = [...pending.values()].filter((p) => !lastSent.has(keyOf(tenantId, p.uuid)));
    for (const p of due) {
      pending.delete(p.uuid);
      lastSent.set(keyOf(tenantId, p.uuid), now);
    }
    if (pending.size === 0) waiting.delete(tenantId);
    schedule(tenantId);
    if (due.length === 0) return;
    try {
      emit(tenantId, await recount(tenantId, due));
    } catch (err) {
      onError(err);
    }
  }

  return {
    /** People whose total changed: counted and sent within `gatherMs`, or at the end of their period. */
    offer(tenantId: TenantId, people: UnreadPerson[]): void {
      if (people.length === 0) return;
      const pending = waiting.get(tenantId) ?? new Map<string, UnreadPerson>();
      for (const p of people) pending.set(p.uuid, p);
      waiting.set(tenantId, pending);
      schedule(tenantId);
    },
    /** Stops the pending counts (the app is closing). */
    close(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      waiting.clear();
    },
  };
}
