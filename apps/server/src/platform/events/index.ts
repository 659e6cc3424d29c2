import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvent, EventBus, EventInput } from './bus.js';
import type { EventMap } from './event-map.js';

export type { AppEvent, DomainEvent, EventBus, EventHandler, EventInput } from './bus.js';
export type { EventMap, EventType } from './event-map.js';

/** Handlers are kept untyped; the map's types are checked where they subscribe and publish. */
type StoredHandler = (event: { type: string; tenantId: string }) => Promise<void> | void;

/**
 * In-process bus for domain facts. Callers publish after their transaction commits, so a handler
 * never sees a change that is later rolled back. Handlers run concurrently and are isolated: one that
 * throws is logged and neither stops the others nor fails the publisher, whose change is already done.
 * Work that must survive a crash belongs in a job that a handler enqueues, not in the handler itself.
 */
export function createEventBus<M extends object = EventMap>(deps: { log: FastifyBaseLogger }): EventBus<M> {
  const handlers = new Map<string, Set<StoredHandler>>();

  return {
    async publish<K extends keyof M & string>(input: EventInput<M, K>): Promise<void> {
      const event: DomainEvent<M, K> = { ...input, occurredAt: new Date().toISOString() };
      // A copy, so a handler that unsubscribes (or subscribes) while running does not disturb this round.
      const current = [...(handlers.get(event.type) ?? [])];
      await Promise.all(
        current.map(async (handler) => {
          try {
            await handler(event);
          } catch (err) {
            deps.log.error({ err, eventType: event.type, tenantId: event.tenantId }, 'event handler failed');
          }
        }),
      );
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
