import {
  parse,
  protocol,
  TransactionAbortedError,
  type messages,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;
const BEGIN = serialize.query('BEGIN');

/**
 * Prepared statements kept (drizzle's texts are few and constant: values are parameters, platform/db/arrays.ts);
 * the least recently used one is closed past this, so that the plans kept in the WebAssembly heap stay bounded.
 */
const PREPARED_LIMIT = 300;

interface Prepared {
  name: string;
  types: number[];
}

type Query = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/**
 * PGlite parses and plans every statement on every call, and answers each message of it in a call of its own:
 * parse, describe, bind, describe, execute and sync, six passes through its WebAssembly boundary and its
 * JavaScript parser for one SELECT, four more for the BEGIN and COMMIT around it. Planning is the costly part
 * under row-level security (a profile read: 0.67 ms planned each time). Here a statement is prepared once by
 * name (its text is the key; PostgreSQL keeps its plan, and plans it again when a table or the role changes) and
 * then sent as one batch (bind, describe, execute, sync: PGlite reads a batch message by message, as a server
 * reads a pipelined connection); BEGIN and COMMIT go as one message each. Same answers and errors as PGlite's own
 * `query` and `transaction` (docs/performance.md, "The authenticated route, profiled").
 */
export function pipelineStatements(pg: PGlite): void {
  // Statement text → its prepared statement, least recently used first (a Map keeps insertion order).
  const prepared = new Map<string, Prepared>();
  const closing: string[] = [];
  let named = 0;
  // BEGIN waits for the transaction's first statement and goes in its batch (a transaction that runs none sends none).
  let beginPending = false;

  /** One batch of messages: PGlite's answers to them, those of a pending BEGIN left out. */
  async function send(...parts: Uint8Array[]): Promise<messages.BackendMessage[]> {
    const begins = beginPending;
    beginPending = false;
    const messages = await pg.execProtocolStream(Buffer.concat(begins ? [BEGIN, ...parts] : parts), {
      syncToFs: false,
    });
    return begins ? messages.slice(messages.findIndex((m) => m.name === 'readyForQuery') + 1) : messages;
  }

  /** The statement's name and parameter types, prepared on its first run (one more call, once). */
  async function preparedOf(query: string): Promise<Prepared> {
    const known = prepared.get(query);
    if (known) {
      prepared.delete(query);
      prepared.set(query, known);
      return known;
    }
    const name = `stride_${++named}`;
    const evicted = prepared.size >= PREPARED_LIMIT ? prepared.keys().next().value : undefined;
    if (evicted !== undefined) {
      closing.push(prepared.get(evicted)!.name);
      prepared.delete(evicted);
    }
    const closed = closing.splice(0);
    const messages = await send(
      ...closed.map((old) => serialize.close({ type: 'S', name: old })),
      serialize.parse({ name, text: query }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ).catch((err: unknown) => {
      closing.push(...closed); // an aborted transaction ran none of the batch
      throw err;
    });
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    prepared.set(query, statement);
    return statement;
  }

  /** One statement, inside the query mutex (the caller holds the transaction one). */
  const statement = <T>(query: string, params: unknown[] = [], options?: QueryOptions) =>
    pg._runExclusiveQuery(async () => {
      try {
        // Types given by the caller make another statement of the same text: those go unnamed, as PGlite sends them.
        const { name, types } = options?.paramTypes ? { name: '', types: options.paramTypes } : await preparedOf(query);
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const type = types[i] ?? 0;
          const serializer = options?.serializers?.[type] ?? pg.serializers[type];
          return serializer ? serializer(param) : String(param);
        });
        const messages = await send(
          ...(name ? [] : [serialize.parse({ text: query, types })]),
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        );
        return parse.parseResults(messages, parsersOf(pg, options), {
          ...options,
          parsers: undefined,
        })[0] as Results<T>;
      } catch (err) {
        // A table changed under a kept plan ("cached plan must not change result type"): prepared again next time.
        if (isDatabaseError(err) && err.code === '0A000') forget(query);
        throw withQuery(err, query, params, options);
      }
    });

  function forget(query: string) {
    const stale = prepared.get(query);
    if (!stale) return;
    prepared.delete(query);
    closing.push(stale.name);
  }

  /** A statement without parameters as one simple-query message (BEGIN, COMMIT, a script). */
  const simple = (query: string, options?: QueryOptions) =>
    pg._runExclusiveQuery(async () => {
      try {
        const messages = await send(serialize.query(query));
        return parse.parseResults(messages, parsersOf(pg, options), { ...options, parsers: undefined });
      } catch (err) {
        throw withQuery(err, query, undefined, options);
      }
    });

  const target = pg as unknown as { query: Query; exec: typeof simple; transaction: PGlite['transaction'] };
  const own = { query: pg.query.bind(pg) as Query, exec: pg.exec.bind(pg) };

  // A blob (COPY to or from /dev/blob) goes PGlite's own way; outside a transaction, as PGlite does, the files are
  // synced after the statement (a no-op on the node file system).
  target.query = <T>(query: string, params?: unknown[], options?: QueryOptions) =>
    options?.blob
      ? own.query<T>(query, params, options)
      : pg._runExclusiveTransaction(async () => {
          const result = await statement<T>(query, params, options);
          await pg.syncToFs();
          return result;
        });
  target.exec = (query, options) =>
    options?.blob
      ? own.exec(query, options)
      : pg._runExclusiveTransaction(async () => {
          const results = await simple(query, options);
          await pg.syncToFs();
          return results;
        });

  target.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    pg._runExclusiveTransaction(async () => {
      beginPending = true;
      let closed = false;
      /** Ends the transaction, if a statement began it. */
      const end = async (command: 'COMMIT' | 'ROLLBACK') => {
        closed = true;
        if (beginPending) {
          beginPending = false;
          return undefined;
        }
        return (await simple(command))[0];
      };
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx = {
        query: (query: string, params?: unknown[], options?: QueryOptions) => (
          open(),
          statement(query, params, options)
        ),
        exec: (query: string, options?: QueryOptions) => (open(), simple(query, options)),
        rollback: async () => {
          open();
          await end('ROLLBACK');
        },
        listen: () => Promise.reject(new Error('LISTEN is not used inside a transaction here')),
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await callback(tx);
        if (!closed) {
          const committed = await end('COMMIT');
          if (committed?.command === 'ROLLBACK') throw new TransactionAbortedError();
        }
        return result;
      } catch (err) {
        if (!closed) await end('ROLLBACK');
        throw err;
      } finally {
        beginPending = false;
      }
    });
}

/**
 * PGlite's parsers with the caller's over them. PGlite copies its 318 parsers into a new object for every statement
 * that brings its own (drizzle's do: dates as text), 90 µs each time; a prototype chain costs nothing to make.
 */
function parsersOf(pg: PGlite, options?: QueryOptions): PGlite['parsers'] {
  return options?.parsers
    ? (Object.assign(Object.create(pg.parsers) as object, options.parsers) as PGlite['parsers'])
    : pg.parsers;
}

/** An error PostgreSQL answered (pg-protocol's DatabaseError: a severity and a SQLSTATE code). */
function isDatabaseError(err: unknown): err is { code: string } {
  return Boolean(err && typeof err === 'object' && 'severity' in err && 'code' in err);
}

/** What PGlite adds to a database error: the statement and its values (makePGliteError). */
function withQuery(err: unknown, query: string, params: unknown[] | undefined, options?: QueryOptions): unknown {
  if (isDatabaseError(err)) Object.assign(err, { query, params, queryOptions: options });
  return err;
}
