import { getTableColumns, is, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from './arrays.js';
import type { Db } from './client.js';

type Returning = Record<string, AnyPgColumn>;
type RowOf<R extends Returning> = {
  [K in keyof R]: R[K]['_']['data'] | (R[K]['_']['notNull'] extends true ? never : null);
};

/**
 * Many rows of one table as ONE parameter, a JSON array read by `json_populate_recordset`: what drizzle's
 * `insert().values(rows)` stores, without its per-value building (14 µs a value, most of the demo seed's time, and a
 * new statement to parse and plan for every number of rows). The values go through each column's own mapping as
 * drizzle's would (a json column's value as it is); a column a row leaves out gets its `$defaultFn` or the table's
 * default, as with drizzle. Rows are inserted, and returned, in their order. A value JSON cannot carry (an SQL
 * expression, bytes) sends the rows drizzle's way.
 */
export async function insertMany<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<void>;
export async function insertMany<T extends PgTable, R extends Returning>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
  returning: R,
): Promise<RowOf<R>[]>;
export async function insertMany(
  db: Db,
  table: PgTable,
  rows: Record<string, unknown>[],
  returning?: Returning,
): Promise<unknown[] | void> {
  if (rows.length === 0) return returning ? [] : undefined;
  const columns = Object.entries(getTableColumns(table)) as [string, AnyPgColumn][];
  const prepared = rows.map((row) => recordOf(row, columns));
  if (prepared.some((record) => record === null)) {
    const insert = db.insert(table).values(rows as PgInsertValue<PgTable>[]);
    return returning ? insert.returning(returning) : void (await insert);
  }
  // Rows that leave out different columns go as one statement each: a column left out takes its default.
  const groups = new Map<string, { given: string[]; indexes: number[] }>();
  prepared.forEach((record, i) => {
    const given = Object.keys(record!);
    const key = JSON.stringify(given);
    const group = groups.get(key) ?? groups.set(key, { given, indexes: [] }).get(key)!;
    group.indexes.push(i);
  });
  const answers: unknown[] = new Array(rows.length);
  for (const { given, indexes } of groups.values()) {
    const names = sql.join(
      given.map((name) => sql.identifier(name)),
      sql`, `,
    );
    const values = JSON.stringify(indexes.map((i) => prepared[i]));
    const back = returning
      ? sql` returning ${sql.join(
          Object.entries(returning).map(
            ([alias, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(alias)}`,
          ),
          sql`, `,
        )}`
      : sql``;
    const result = await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${values}::json) with ordinality as given order by ordinality${back}`,
    );
    if (returning) {
      rowsOf<Record<string, unknown>>(result).forEach((row, j) => (answers[indexes[j]!] = fromDriver(row, returning)));
    }
  }
  return returning ? answers : undefined;
}

/** A row as the JSON record json_populate_recordset reads (column names, driver values); null when JSON cannot carry it. */
function recordOf(row: Record<string, unknown>, columns: [string, AnyPgColumn][]): Record<string, unknown> | null {
  const record: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    // Generated columns, as drizzle leaves them out.
    if (column.generated !== undefined && column.generated.type !== 'byDefault') continue;
    let value = row[key];
    if (value === undefined) {
      if (column.defaultFn) value = column.defaultFn();
      else if (!column.default && column.onUpdateFn) value = column.onUpdateFn();
      else continue;
    }
    if (is(value, SQL)) return null;
    if (value === null) {
      record[column.name] = null;
      continue;
    }
    // A json column takes the value itself: JSON inside JSON, where drizzle sends its text.
    const mapped = /^json/.test(column.getSQLType()) ? value : column.mapToDriverValue(value);
    if (mapped instanceof Uint8Array || is(mapped, SQL)) return null;
    record[column.name] = typeof mapped === 'bigint' ? mapped.toString() : mapped;
  }
  return record;
}

function fromDriver(row: Record<string, unknown>, returning: Returning): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  for (const [alias, column] of Object.entries(returning)) {
    const value = row[alias];
    answer[alias] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return answer;
}
