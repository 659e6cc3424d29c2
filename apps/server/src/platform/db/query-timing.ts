import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Told of every statement once it has answered: how long it took from the call (waiting included), and whether it failed. */
export type QueryListener = (seconds: number, failed: boolean) => void;

/** What the metrics read of a database's statements (platform/metrics): those under way now, and each one's time. */
export interface QueryTiming {
  /** Statements called and not yet answered (on PGlite, those waiting for its one connection too). */
  readonly inFlight: number;
  /** Adds a listener; answers its removal (an app closed before its shared test database). */
  onQuery(listener: QueryListener): () => void;
}

type AnyCall = (...args: unknown[]) => unknown;

export function createQueryTiming() {
  const listeners = new Set<QueryListener>();
  let inFlight = 0;

  /** Marks a statement's start; the answer ends it. */
  function start(): (failed: boolean) => void {
    inFlight++;
    const began = process.hrtime.bigint();
    let ended = false;
    return (failed) => {
      if (ended) return;
      ended = true;
      inFlight--;
      const seconds = Number(process.hrtime.bigint() - began) / 1e9;
      for (const listener of listeners) listener(seconds, failed);
    };
  }

  /** The call, timed whether it answers by a promise or (node-postgres' pool.query) by a callback. */
  function timed(call: AnyCall): AnyCall {
    return (...args) => {
      const end = start();
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (...answer: unknown[]) => {
          end(answer[0] !== null && answer[0] !== undefined);
          return (last as AnyCall)(...answer);
        };
        return call(...args);
      }
      try {
        const result = call(...args);
        if (result instanceof Promise)
          result.then(
            () => end(false),
            () => end(true),
          );
        // A submittable (a cursor) answers through its own events: counted, not timed.
        else end(false);
        return result;
      } catch (err) {
        end(true);
        throw err;
      }
    };
  }

  const timing: QueryTiming = {
    get inFlight() {
      return inFlight;
    },
    onQuery(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return {
    timing,
    /** Times a node-postgres client's statements (every client the pool opens; pool.query goes through one). */
    timePgClient(client: pg.PoolClient): void {
      const target = client as unknown as { query: AnyCall };
      target.query = timed(target.query.bind(client));
    },
    /**
     * Times PGlite's statements: its own query and exec, and those of the transactions it opens (drizzle runs a
     * transaction's statements on the object PGlite hands its callback, not on PGlite itself).
     */
    timePglite(client: PGlite): void {
      const target = client as unknown as { query: AnyCall; exec: AnyCall; transaction: AnyCall };
      target.query = timed(target.query.bind(client));
      target.exec = timed(target.exec.bind(client));
      const transaction = client.transaction.bind(client);
      target.transaction = (...args: unknown[]) => {
        const callback = args[0] as (tx: Transaction) => Promise<unknown>;
        return transaction((tx) => {
          const timedTx = tx as unknown as { query: AnyCall; exec: AnyCall };
          timedTx.query = timed(tx.query.bind(tx) as AnyCall);
          timedTx.exec = timed(tx.exec.bind(tx) as AnyCall);
          return callback(tx);
        });
      };
    },
  };
}
