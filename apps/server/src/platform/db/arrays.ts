import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Ids as ONE array parameter (`'{1,2,3}'::int[]`), whatever their number: PGlite parses a statement with
 * thousands of parameters slowly, and a folder may hold thousands of files.
 */
export const intArray = (ids: readonly number[]): SQL =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** Strings as ONE array parameter (`'{"a","b"}'::text[]`), each quoted as an array literal needs. */
export const textArray = (values: readonly string[]): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/** Big integers (timetokens) as ONE array parameter. */
export const bigintArray = (values: readonly bigint[]): SQL => sql`${`{${values.join(',')}}`}::bigint[]`;

/** The rows of a raw `tx.execute(sql…)`, as the caller's query shapes them (both drivers answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `column = any(ids)`: the rows of these ids, in one parameter. */
export const anyId = (column: AnyPgColumn, ids: readonly number[]): SQL => sql`${column} = any(${intArray(ids)})`;
