import type {
  AuditDictionary,
  AuditFilter,
  AuditOperationDetail,
  AuditOperationList,
  DatabaseLogList,
  PageQuery,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { notFound } from '../../platform/http/errors.js';
import { paged } from '../../platform/http/paging.js';
import {
  auditPage,
  auditRowById,
  auditWhere,
  distinctValues,
  namesOf,
  peopleMatching,
  rowsOfTrace,
} from './audit.queries.js';
import {
  labelOf,
  peopleOfRows,
  presentDatabaseLog,
  presentOperation,
  presentOperationDetail,
} from './audit.presenter.js';

type Ctx = RequestContext & { actor: Actor };

/** The filters as the log keeps them in a READ row: only those given. */
const filtersOf = (f: AuditFilter) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));

/**
 * A read of the log is itself a row of it (READ of `audit`): who looked, at what, and about whom (the
 * participant filtered on, or the operation's subject), so "who accessed this participant" lists it.
 */
export async function recordAuditRead(
  tx: Db,
  ctx: Ctx,
  read: { call: string; entityId?: string | number; subjectUserId?: number | null; filters?: AuditFilter },
): Promise<void> {
  await recordAudit(tx, ctx, {
    operation: 'READ',
    entityType: 'audit',
    entityId: read.entityId ?? null,
    after: { call: read.call, ...(read.filters ? { filters: filtersOf(read.filters) } : {}) },
    subjectUserId: read.subjectUserId ?? read.filters?.participant ?? null,
  });
}

/** The condition of a filter, with the people its free text names looked up first. */
export async function auditCondition(tx: Db, ctx: Ctx, f: AuditFilter) {
  authorize(ctx.actor, 'auditLog.read', undefined);
  const people = f.search ? await peopleMatching(tx, ctx.tenantId, f.search) : [];
  return auditWhere(ctx.tenantId, f, people);
}

/** GET /auditable/operations: a page of the tenant's log, newest first; the read is audited. */
export async function listOperations(tx: Db, ctx: Ctx, query: AuditFilter & PageQuery): Promise<AuditOperationList> {
  const { page, perPage, ...filters } = query;
  const { rows, total } = await auditPage(tx, await auditCondition(tx, ctx, filters), { page, perPage });
  const names = await namesOf(tx, ctx.tenantId, peopleOfRows(rows));
  await recordAuditRead(tx, ctx, { call: 'operations', filters });
  return paged(
    'content',
    rows.map((r) => presentOperation(r, names)),
    total,
    { page, perPage },
  );
}

/** GET /auditable/operations/{id}: one operation with what it wrote; another tenant's id is a 404. */
export async function getOperation(tx: Db, ctx: Ctx, id: number): Promise<AuditOperationDetail> {
  authorize(ctx.actor, 'auditLog.read', undefined);
  const row = await auditRowById(tx, ctx.tenantId, id);
  if (!row) throw notFound('Operation');
  const names = await namesOf(tx, ctx.tenantId, peopleOfRows([row]));
  await recordAuditRead(tx, ctx, { call: 'operation', entityId: id, subjectUserId: row.subjectUserId });
  return presentOperationDetail(row, names);
}

/**
 * GET /auditable/database-logs: every row one request changed, before and after. A trace id the tenant
 * has no rows of (another tenant's, or none) is a 404.
 */
export async function databaseLogs(tx: Db, ctx: Ctx, traceId: string): Promise<DatabaseLogList> {
  authorize(ctx.actor, 'auditLog.read', undefined);
  const rows = await rowsOfTrace(tx, ctx.tenantId, traceId);
  if (rows.length === 0) throw notFound('Trace');
  const subjects = new Set(rows.map((r) => r.subjectUserId).filter((s) => s !== null));
  await recordAuditRead(tx, ctx, {
    call: 'database-logs',
    entityId: traceId,
    subjectUserId: subjects.size === 1 ? [...subjects][0] : null,
  });
  return { traceId, content: rows.map(presentDatabaseLog) };
}

/** GET /dictionaries/auditable-operations and -types: the values the tenant's log holds, labelled. */
export async function auditDictionary(tx: Db, ctx: Ctx, column: 'operation' | 'entity_type'): Promise<AuditDictionary> {
  authorize(ctx.actor, 'auditLog.read', undefined);
  const values = await distinctValues(tx, ctx.tenantId, column);
  return values.map((id) => ({ id, name: labelOf(id) }));
}
