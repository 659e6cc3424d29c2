import type { DefineOptions, JobHandler } from './queue.js';

export const DEFAULT_MAX_ATTEMPTS = 3;

/** A job name's handler with its options resolved, as both runners keep it. */
export interface Definition {
  handler: JobHandler<unknown>;
  maxAttempts: number;
  concurrency: number;
  sensitivePayload: boolean;
}

export function toDefinition<P>(handler: JobHandler<P>, opts: DefineOptions = {}): Definition {
  return {
    // Stored untyped: the payload type is the definer's promise, checked where they enqueue.
    handler: handler as JobHandler<unknown>,
    maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    concurrency: opts.concurrency ?? 1,
    sensitivePayload: opts.sensitivePayload ?? false,
  };
}
