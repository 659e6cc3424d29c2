import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { rowsOf } from './arrays.js';

const dialect = new PgDialect();

/**
 * Runs a hot statement of constant text (values only as parameters: arrays.ts) as a named prepared
 * statement: PostgreSQL parses it once per connection and, when a generic plan costs no more than the
 * ones it made for the values (its choice, after five runs), plans it no more; an unnamed statement is
 * planned on every call, close to half of a small statement's time (bench/chat.bench.ts). The text must never vary under one name: node-postgres refuses a name used for
 * another text. PGlite runs it as any statement. A query builder has its own `.prepare(name)`.
 */
export async function executePrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const result = await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
  return rowsOf<T>(result);
}
