import type { TenantId } from '@stride/contracts';

export interface JobContext {
  jobId: string;
  tenantId: TenantId | null;
  attempt: number;
}

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<unknown>;

export interface EnqueueOptions {
  tenantId?: TenantId | null;
  delayMs?: number;
  maxAttempts?: number;
  /** A second enqueue with the same key returns the first job instead of adding one. */
  idempotencyKey?: string;
}

export interface DefineOptions {
  /** Attempts before the job is failed for good (default 3); enqueue may override it per job. */
  maxAttempts?: number;
  /** Jobs of this name running at once in one process (default 1). */
  concurrency?: number;
  /**
   * The payload holds a secret (a one-time link): it is erased from the jobs record once the job is
   * done or failed for good, so the table never keeps usable secrets.
   */
  sensitivePayload?: boolean;
}

/** A failed attempt of a job of this name; `final` when it is not tried again (the metrics count them). */
export type JobFailureListener = (name: string, final: boolean) => void;

/** One queue interface: in-process on the embedded database, BullMQ with REDIS_URL. */
export interface JobQueue {
  readonly kind: 'inprocess' | 'bullmq';
  define<P>(name: string, handler: JobHandler<P>, opts?: DefineOptions): void;
  enqueue<P>(name: string, payload: P, opts?: EnqueueOptions): Promise<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Tells the listener of every failed attempt, in this process. */
  onFailure(listener: JobFailureListener): void;
}
