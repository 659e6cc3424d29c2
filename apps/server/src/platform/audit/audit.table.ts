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
  },
  (t) => [
    tenantPolicy('audit_log'),
    index('audit_log_tenant_at_idx').on(t.tenantId, t.at.desc()),
    index('audit_log_tenant_trace_idx').on(t.tenantId, t.traceId),
    index('audit_log_tenant_entity_idx').on(t.tenantId, t.entityType, t.entityId),
  ],
);
