import { and, eq, getTableColumns, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_ACCESS_OPERATIONS, type AuditFilter, type PageQuery } from '@stride/contracts';
import { auditLog } from '../../platform/audit/audit.table.js';
import { anyId, rowsOf } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { pageWindow } from '../../platform/http/paging.js';
import { person, personSearchWhere, selectPeople } from '../profiles/index.js';

/**
 * A row of the log as the lists read it (what it kept, before and after, is read only for one operation
 * and a trace: parsing it for every row of a page or an export costs more than the rest); `atKey` is `at`
 * to the microsecond, for keyset pages.
 */
export type AuditRow = Omit<typeof auditLog.$inferSelect, 'before' | 'after'> & { atKey: string };
export type AuditRowWithData = typeof auditLog.$inferSelect & { atKey: string };

/**
 * The list's total is counted up to this many rows: past it, `totalCount` says "at least" (a count over a
 * million rows would cost more than the page; docs/decisions.md, "Audit: reading the log").
 */
export const COUNT_CAP = 10_000;

const DAY_MS = 24 * 3_600_000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The columns of a row, with `at` as exact text (microseconds, for keyset pages). */
const { before: _before, after: _after, ...listColumns } = getTableColumns(auditLog);
const rowColumns = { ...listColumns, atKey: sql<string>`${auditLog.at}::text` };
const rowWithDataColumns = { ...getTableColumns(auditLog), atKey: sql<string>`${auditLog.at}::text` };

/** What the free text matches: people whose name or e-mail holds it (their user ids, at most 100). */
export async function peopleMatching(tx: Db, tenantId: string, search: string): Promise<number[]> {
  const rows = await selectPeople(tx, { userId: person.userId })
    .where(and(eq(person.tenantId, tenantId), personSearchWhere(search)))
    .limit(100);
  return rows.map((r) => r.userId);
}

/**
 * The filters as one condition (each on an index: docs/decisions.md, "Audit: reading the log"). The free
 * text is exact on ids and names of operations and types, or one of `searchedPeople` acting; row-level
 * security keeps the tenant's rows, the tenant condition leads every index.
 */
export function auditWhere(tenantId: string, f: AuditFilter, searchedPeople: number[] = []): SQL {
  const conditions: (SQL | undefined)[] = [eq(auditLog.tenantId, tenantId)];
  if (f.operation) conditions.push(eq(auditLog.operation, f.operation));
  if (f.entityType) conditions.push(eq(auditLog.entityType, f.entityType));
  if (f.actor) conditions.push(or(eq(auditLog.actorUserId, f.actor), eq(auditLog.surrogateActorUserId, f.actor)));
  if (f.participant) conditions.push(eq(auditLog.subjectUserId, f.participant));
  if (f.access) conditions.push(inArray(auditLog.operation, [...AUDIT_ACCESS_OPERATIONS]));
  if (f.traceId) conditions.push(eq(auditLog.traceId, f.traceId));
  if (f.from) conditions.push(gte(auditLog.at, new Date(f.from)));
  if (f.to) {
    conditions.push(
      isDay(f.to) ? lt(auditLog.at, new Date(new Date(f.to).getTime() + DAY_MS)) : lte(auditLog.at, new Date(f.to)),
    );
  }
  if (f.search) {
    const word = f.search.replace(/\s+/g, '_');
    conditions.push(
      or(
        eq(auditLog.entityId, f.search),
        eq(auditLog.traceId, f.search),
        eq(auditLog.operation, word.toUpperCase()),
        eq(auditLog.entityType, word.toLowerCase()),
        ...(searchedPeople.length
          ? [anyId(auditLog.actorUserId, searchedPeople), anyId(auditLog.surrogateActorUserId, searchedPeople)]
          : []),
      ),
    );
  }
  return and(...conditions)!;
}

/** As the indexes are ordered (drizzle writes them DESC NULLS LAST; a bare DESC would sort instead). */
const newestFirst = [sql`${auditLog.at} desc nulls last`, sql`${auditLog.id} desc nulls last`];

/** One page of the log, newest first, and its total (counted up to COUNT_CAP). */
export async function auditPage(tx: Db, where: SQL, q: PageQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const rows = await tx
    .select(rowColumns)
    .from(auditLog)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  const [counted] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from (select 1 from ${auditLog} where ${where} limit ${COUNT_CAP}) c`,
    ),
  );
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The next batch after `after` (newest first, keyset on at and id): the CSV export's pages. */
export function auditBatch(tx: Db, where: SQL, after: { atKey: string; id: number } | null, size: number) {
  const next = after ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.atKey}::timestamptz, ${after.id})` : undefined;
  return tx
    .select(rowColumns)
    .from(auditLog)
    .where(and(where, next))
    .orderBy(...newestFirst)
    .limit(size);
}

export async function auditRowById(tx: Db, tenantId: string, id: number): Promise<AuditRowWithData | undefined> {
  const [row] = await tx
    .select(rowWithDataColumns)
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.id, id)));
  return row;
}

/** The rows one request wrote (its trace id), in the order written; reads of the log are not changes. */
export function rowsOfTrace(tx: Db, tenantId: string, traceId: string): Promise<AuditRowWithData[]> {
  return tx
    .select(rowWithDataColumns)
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.traceId, traceId), ne(auditLog.operation, 'READ')))
    .orderBy(auditLog.id)
    .limit(1000);
}

/**
 * The distinct values of a column of the tenant's log, by a skip scan over its index (one probe per
 * value, whatever the number of rows): the dictionaries of the filters.
 */
export async function distinctValues(tx: Db, tenantId: string, column: 'operation' | 'entity_type'): Promise<string[]> {
  const c = sql.identifier(column);
  const rows = rowsOf<{ v: string }>(
    await tx.execute(sql`
      with recursive vals(v) as (
        (select ${c} from ${auditLog} where tenant_id = ${tenantId} order by ${c} limit 1)
        union all
        select (select ${c} from ${auditLog} where tenant_id = ${tenantId} and ${c} > vals.v order by ${c} limit 1)
        from vals where vals.v is not null
      )
      select v from vals where v is not null`),
  );
  return rows.map((r) => r.v);
}

/** The names of these users (first and last name), by user id. */
export async function namesOf(tx: Db, tenantId: string, userIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await selectPeople(tx, {
    userId: person.userId,
    firstName: person.firstName,
    lastName: person.lastName,
  }).where(and(eq(person.tenantId, tenantId), anyId(person.userId, ids)));
  return new Map(rows.map((r) => [r.userId, `${r.firstName} ${r.lastName}`.trim()]));
}
