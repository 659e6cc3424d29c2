import { and, desc, eq, sql } from 'drizzle-orm';
import type { PageQuery } from '@stride/contracts';
import type { Db } from '../db/client.js';
import { executePrepared } from '../db/prepared.js';
import type { TokenContext } from '../http/context.js';
import { pageWindow, totalCount } from '../http/paging.js';
import { auditLog } from './audit.table.js';

export type AuditOperation =
  'CREATE' | 'UPDATE' | 'DELETE' | 'SIGN_IN' | 'SIGN_OUT' | 'SURROGATE_START' | 'SURROGATE_END' | string;

export interface AuditEntry {
  operation: AuditOperation;
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /**
   * Whose record the row is about (a user id), where the entity does not say it: an audit read about a
   * participant, an export. Otherwise derived (`subjectOf`).
   */
  subjectUserId?: number | null;
}

/** Entities whose id is a user's id: the row is about that person. */
const USER_ENTITIES = new Set(['user', 'participant', 'account']);

/**
 * The person a row is about (docs/decisions.md, "Audit: the participant concerned"): the one given, a user
 * entity's id, or a `participantUserId` in what the row keeps.
 */
function subjectOf(e: AuditEntry): number | null {
  if (e.subjectUserId !== undefined) return e.subjectUserId;
  if (USER_ENTITIES.has(e.entityType) && e.entityId !== undefined && e.entityId !== null) {
    const id = Number(e.entityId);
    return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
  }
  for (const side of [e.after, e.before]) {
    const v = side && typeof side === 'object' ? (side as Record<string, unknown>).participantUserId : undefined;
    if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  }
  return null;
}

const SECRET_KEYS = /password|hash|token|secret/i;

/** Drops secrets from what the log keeps of a row; dates and bigints as JSON strings. */
function scrub(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  // JSON has no bigint (timetokens): as the API writes them, a decimal string.
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(scrub);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !SECRET_KEYS.test(k))
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : scrub(v)]),
  );
}

/** Records a change in the same transaction as the change itself. */
export async function recordAudit(tx: Db, ctx: TokenContext, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, ctx, [entry]);
}

export async function recordAudits(tx: Db, ctx: TokenContext, entries: AuditEntry[]): Promise<void> {
  await recordAuditsBy(
    tx,
    entries.map((e) => ({ ...e, ctx })),
  );
}

/**
 * Changes made for several requests in one transaction (a batch of chat messages): each with its own
 * actor. One statement of constant text, the entries in one JSON parameter, whatever their number.
 */
export async function recordAuditsBy(tx: Db, entries: Array<AuditEntry & { ctx: TokenContext }>): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map(({ ctx, ...e }) => ({
    tenant_id: ctx.tenantId,
    subject_user_id: subjectOf(e),
    request_method: ctx.request?.method ?? null,
    request_path: ctx.request?.path ?? null,
    request_ip: ctx.request?.ip ?? null,
    user_agent: ctx.request?.userAgent ?? null,
    actor_user_id: ctx.actor?.userId ?? null,
    surrogate_actor_user_id: ctx.actor?.surrogateActorUserId ?? null,
    trace_id: ctx.traceId,
    operation: e.operation,
    entity_type: e.entityType,
    entity_id: e.entityId === undefined || e.entityId === null ? null : String(e.entityId),
    before: scrub(e.before),
    after: scrub(e.after),
  }));
  await executePrepared(
    tx,
    'audit_insert_many',
    sql`
    insert into ${auditLog} (tenant_id, actor_user_id, surrogate_actor_user_id, trace_id, operation, entity_type,
      entity_id, before, after, subject_user_id, request_method, request_path, request_ip, user_agent)
    select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(tenant_id text, actor_user_id int,
      surrogate_actor_user_id int, trace_id text, operation text, entity_type text, entity_id text, before jsonb,
      after jsonb, subject_user_id int, request_method text, request_path text, request_ip text, user_agent text)`,
  );
}

/** One surrogate login into an account, as the log keeps it: when, and the staff member's user id. */
export interface SurrogateStart {
  at: Date;
  staffUserId: number | null;
}

/**
 * The surrogate logins into this account (its SURROGATE_START rows), newest first, a page of them and their
 * total: the record the person
 * acted as reads on their profile (docs/decisions.md, "Surrogate login").
 */
export async function surrogateStartsOf(
  tx: Db,
  tenantId: string,
  userId: number,
  q: PageQuery,
): Promise<{ rows: SurrogateStart[]; total: number }> {
  const rows = await tx
    .select({ at: auditLog.at, staffUserId: auditLog.surrogateActorUserId, total: totalCount() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.entityType, 'user'),
        eq(auditLog.entityId, String(userId)),
        eq(auditLog.operation, 'SURROGATE_START'),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageWindow(q).limit)
    .offset(pageWindow(q).offset);
  return { rows: rows.map(({ at, staffUserId }) => ({ at, staffUserId })), total: rows[0]?.total ?? 0 };
}
