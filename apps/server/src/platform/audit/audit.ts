import type { Db } from '../db/client.js';
import type { RequestContext } from '../http/context.js';
import { auditLog } from './audit.table.js';

export type AuditOperation =
  'CREATE' | 'UPDATE' | 'DELETE' | 'SIGN_IN' | 'SIGN_OUT' | 'SURROGATE_START' | 'SURROGATE_END' | string;

export interface AuditEntry {
  operation: AuditOperation;
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = /password|hash|token|secret/i;

/** Drops secrets from what the log keeps of a row. */
function scrub(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(scrub);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !SECRET_KEYS.test(k))
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : scrub(v)]),
  );
}

/** Records a change in the same transaction as the change itself. */
export async function recordAudit(tx: Db, ctx: RequestContext, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, ctx, [entry]);
}

export async function recordAudits(tx: Db, ctx: RequestContext, entries: AuditEntry[]): Promise<void> {
  await recordAuditsBy(
    tx,
    entries.map((e) => ({ ...e, ctx })),
  );
}

/** Changes made for several requests in one transaction (a batch of chat messages): each with its own actor. */
export async function recordAuditsBy(tx: Db, entries: Array<AuditEntry & { ctx: RequestContext }>): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map(({ ctx, ...e }) => ({
      tenantId: ctx.tenantId,
      actorUserId: ctx.actor?.userId ?? null,
      surrogateActorUserId: ctx.actor?.surrogateActorUserId ?? null,
      traceId: ctx.traceId,
      operation: e.operation,
      entityType: e.entityType,
      entityId: e.entityId === undefined || e.entityId === null ? null : String(e.entityId),
      before: scrub(e.before),
      after: scrub(e.after),
    })),
  );
}
