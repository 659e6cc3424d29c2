import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../db/tenant-table.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    /** The real person during a surrogate login. */
    surrogateActorUserId: integer('surrogate_actor_user_id'),
    traceId: text('trace_id'),
    operation: text('operation').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Whose record the row is about (a participant's user id, docs/decisions.md "Audit: the participant concerned"). */
    subjectUserId: integer('subject_user_id'),
    /** The request that made the change: method, path (no query), client address, user agent. */
    requestMethod: text('request_method'),
    requestPath: text('request_path'),
    requestIp: text('request_ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    tenantPolicy('audit_log'),
    index('audit_log_tenant_at_idx').on(t.tenantId, t.at.desc(), t.id.desc()),
    index('audit_log_tenant_trace_idx').on(t.tenantId, t.traceId),
    index('audit_log_tenant_entity_idx').on(t.tenantId, t.entityType, t.entityId),
    // The filters of GET /auditable/operations, each newest first (docs/decisions.md, "Audit: reading the log").
    index('audit_log_tenant_operation_at_idx').on(t.tenantId, t.operation, t.at.desc(), t.id.desc()),
    index('audit_log_tenant_type_at_idx').on(t.tenantId, t.entityType, t.at.desc(), t.id.desc()),
    index('audit_log_tenant_actor_at_idx').on(t.tenantId, t.actorUserId, t.at.desc(), t.id.desc()),
    index('audit_log_tenant_surrogate_at_idx')
      .on(t.tenantId, t.surrogateActorUserId, t.at.desc(), t.id.desc())
      .where(sql`surrogate_actor_user_id is not null`),
    index('audit_log_tenant_subject_at_idx')
      .on(t.tenantId, t.subjectUserId, t.at.desc(), t.id.desc())
      .where(sql`subject_user_id is not null`),
    index('audit_log_tenant_entity_id_idx').on(t.tenantId, t.entityId),
  ],
);
