import type { TenantId } from '@stride/contracts';
import type { Recipient } from './unread.js';

/** A person's badge changes at most this often while messages pour in. */
export const UNREAD_EVERY_MS = 1000;

interface UnreadThrottleOptions {
  everyMs?: number;
  /** Sends the folded totals at the end of a period (those to send at once, offer answers). */
  emit: (tenantId: TenantId, recipients: Recipient[]) => void;
  /** The people's totals now (one query for all of them). */
  recount: (tenantId: TenantId, people: Recipient[]) => Promise<Recipient[]>;
  onError: (err: unknown) => void;
}

/**
 * Unread totals after new messages, at most one per person per `everyMs`: the first goes at once; those
 * that come sooner are folded into one count at the end of the period, read again then so that it is the
 * latest. Each total is a WebSocket frame to each of the person's tabs: in a busy channel this keeps them from
 * outnumbering the messages.
 */
export function createUnreadThrottle({ everyMs = UNREAD_EVERY_MS, emit, recount, onError }: UnreadThrottleOptions) {
  const lastSent = new Map<string, number>();
  const waiting = new Map<TenantId, Map<string, Recipient>>();
  const timers = new Map<TenantId, NodeJS.Timeout>();
  const keyOf = (tenantId: TenantId, uuid: string) => `${tenantId}\n${uuid}`;

  async function flush(tenantId: TenantId): Promise<void> {
    timers.delete(tenantId);
    const people = [...(waiting.get(tenantId)?.values() ?? [])];
    waiting.delete(tenantId);
    const now = Date.now();
    for (const [key, at] of lastSent) if (now - at >= everyMs) lastSent.delete(key);
    if (people.length === 0) return;
    for (const p of people) lastSent.set(keyOf(tenantId, p.uuid), now);
    try {
      emit(tenantId, await recount(tenantId, people));
    } catch (err) {
      onError(err);
    }
  }

  return {
    /**
     * Totals counted with new messages: answers those to send now (with the messages); the others are
     * folded into the period's last count.
     */
    offer(tenantId: TenantId, recipients: Recipient[]): Recipient[] {
      const now = Date.now();
      const pending = waiting.get(tenantId) ?? new Map<string, Recipient>();
      const atOnce = recipients.filter((r) => {
        const key = keyOf(tenantId, r.uuid);
        if (!pending.has(r.uuid) && now - (lastSent.get(key) ?? -Infinity) >= everyMs) {
          lastSent.set(key, now);
          return true;
        }
        pending.set(r.uuid, r);
        return false;
      });
      if (pending.size > 0) {
        waiting.set(tenantId, pending);
        if (!timers.has(tenantId)) {
          timers.set(
            tenantId,
            setTimeout(() => void flush(tenantId), everyMs),
          );
        }
      }
      return atOnce;
    },
    /** Stops the pending counts (the app is closing). */
    close(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      waiting.clear();
    },
  };
}
