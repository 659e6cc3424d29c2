import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvent, EventBus, EventInput } from './bus.js';
import type { EventMap } from './event-map.js';

export type { AppEvent, DomainEvent, EventBus, EventHandler, EventInput } from './bus.js';
export type { EventMap, EventType } from './event-map.js';

/** Handlers are kept untyped; the map's types are checked where they subscribe and publish. */
type StoredHandler = (event: { type: string; tenantId: string }) => Promise<void> | void;

/**
 * In-process bus for domain facts. Callers publish after their transaction commits, so a handler
 * never sees a change that is later rolled back. Delivery does not hold the publisher: handlers start on
 * the next turn of the event loop, so a request answers as soon as it has committed (a participant's
 * "Done" is not kept waiting for its advisor's notification). Handlers run concurrently and are
 * isolated: one that throws is logged and neither stops the others nor fails the publisher, whose change
 * is already done. Work that must survive a crash belongs in a job that a handler enqueues.
 */
export function createEventBus<M extends object = EventMap>(deps: { log: FastifyBaseLogger }): EventBus<M> {
  const handlers = new Map<string, Set<StoredHandler>>();
  const running = new Set<Promise<void>>();

  const deliver = async (event: DomainEvent<M, keyof M & string>, current: StoredHandler[]) => {
    // Not a timer: tests that fake timers still get their events delivered.
    await Promise.resolve();
    await Promise.all(
      current.map(async (handler) => {
        try {
          await handler(event);
        } catch (err) {
          deps.log.error({ err, eventType: event.type, tenantId: event.tenantId }, 'event handler failed');
        }
      }),
    );
  };

  return {
    async publish<K extends keyof M & string>(input: EventInput<M, K>): Promise<void> {
      const event: DomainEvent<M, K> = { ...input, occurredAt: new Date().toISOString() };
      // A copy, so a handler that unsubscribes (or subscribes) while running does not disturb this round.
      const current = [...(handlers.get(event.type) ?? [])];
      if (current.length === 0) return;
      const delivery = deliver(event, current).finally(() => running.delete(delivery));
      running.add(delivery);
    },

    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },

    subscribe(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      const stored = handler as StoredHandler;
      set.add(stored);
      return () => {
        set.delete(stored);
      };
    },
  };
}
