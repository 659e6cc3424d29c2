import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvent, EventBus, EventHandler } from './bus.js';

/**
 * In-process bus for domain facts. Callers publish after their transaction commits, so a handler
 * never sees a change that is later rolled back. Handlers run concurrently and are isolated: one that
 * throws is logged and neither stops the others nor fails the publisher, whose change is already done.
 * Work that must survive a crash belongs in a job that a handler enqueues, not in the handler itself.
 */
export function createEventBus(deps: { log: FastifyBaseLogger }): EventBus {
  const handlers = new Map<string, Set<EventHandler>>();

  return {
    async publish<T>(input: Omit<DomainEvent<T>, 'occurredAt'>): Promise<void> {
      const event: DomainEvent<T> = { ...input, occurredAt: new Date().toISOString() };
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

    subscribe<T>(type: string, handler: EventHandler<T>): () => void {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      // Handlers are stored untyped; the type parameter is the subscriber's promise about the payload.
      const stored = handler as EventHandler;
      set.add(stored);
      return () => {
        set.delete(stored);
      };
    },
  };
}
