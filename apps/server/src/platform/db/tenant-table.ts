import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole, text, timestamp, integer } from 'drizzle-orm/pg-core';

/** The role every request runs as: not the owner, so row-level security applies to it. */
export const appRole = pgRole('stride_app').existing();

/** tenant_id column of every tenant-owned table. */
export const tenantId = () => text('tenant_id').notNull();

/** Row-level security: a request sees and writes only its tenant's rows. */
export const tenantPolicy = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: sql`tenant_id = current_setting('app.tenant_id', true)`,
    withCheck: sql`tenant_id = current_setting('app.tenant_id', true)`,
  });

/** version (ETag) and timestamps of a versioned row. */
export const versionedColumns = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
