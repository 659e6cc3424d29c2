import type { TenantId } from '@stride/contracts';
import type { EventMap } from './event-map.js';

/** What a publisher gives: an event of the map, its type with its payload. */
export interface EventInput<M, K extends keyof M & string> {
  type: K;
  tenantId: TenantId;
  actorUserId: number | null;
  payload: M[K];
}

/** A fact of the domain, published after its transaction commits. */
export interface DomainEvent<M, K extends keyof M & string> extends EventInput<M, K> {
  occurredAt: string;
}

/** An event of the application's map (event-map.ts). */
export type AppEvent<K extends keyof EventMap & string> = DomainEvent<EventMap, K>;

export type EventHandler<M, K extends keyof M & string> = (event: DomainEvent<M, K>) => Promise<void> | void;

/** Typed by a map of event type to payload: the application's EventMap unless a test brings its own. */
export interface EventBus<M extends object = EventMap> {
  /**
   * Hands the event to its handlers and returns without waiting for them: the publisher (a request that
   * has committed) answers first, delivery follows.
   */
  publish<K extends keyof M & string>(event: EventInput<M, K>): Promise<void>;
  subscribe<K extends keyof M & string>(type: K, handler: EventHandler<M, K>): () => void;
  /** Resolves once every handler of the events published so far has finished (shutdown, tests). */
  idle(): Promise<void>;
}
