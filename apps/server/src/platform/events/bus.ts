import type { TenantId } from '@stride/contracts';

/** A fact of the domain, published after its transaction commits. */
export interface DomainEvent<T = unknown> {
  type: string;
  tenantId: TenantId;
  actorUserId: number | null;
  payload: T;
  occurredAt: string;
}

export type EventHandler<T = unknown> = (event: DomainEvent<T>) => Promise<void> | void;

export interface EventBus {
  publish<T>(event: Omit<DomainEvent<T>, 'occurredAt'>): Promise<void>;
  subscribe<T>(type: string, handler: EventHandler<T>): () => void;
}
