import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { badRequest, notFound, preconditionFailed, preconditionRequired } from './errors.js';

/** `W/"<version>"`: the ETag of a versioned row (docs/architecture.md, "Conventions"). */
export const etagOf = (version: number) => `W/"${version}"`;

/** The version a PUT or DELETE was made against: 428 without If-Match, 400 when unreadable. */
export function ifMatchVersion(req: FastifyRequest): number {
  const header = req.headers['if-match'];
  if (header === undefined || header === '') throw preconditionRequired();
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(String(header));
  if (!match?.[1]) throw badRequest('The If-Match header must be the ETag you received, e.g. W/"3".');
  return Number(match[1]);
}

type VersionedTable = PgTable & {
  id: PgColumn;
  tenantId: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
};

interface VersionedTarget<T extends VersionedTable> {
  table: T;
  id: number;
  tenantId: string;
  expectedVersion: number;
  /** Shapes the current row for the 412 body. */
  present: (row: T['$inferSelect']) => unknown;
  entity?: string;
}

async function currentOrThrow<T extends VersionedTable>(tx: Db, target: VersionedTarget<T>): Promise<never> {
  const { table, id, tenantId } = target;
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.tenantId, tenantId)));
  const current = rows[0] as T['$inferSelect'] | undefined;
  if (!current) throw notFound(target.entity);
  throw preconditionFailed(target.present(current));
}

/** UPDATE … WHERE version = If-Match, bumping the version; 404 or 412 (with the current row) otherwise. */
export async function updateVersioned<T extends VersionedTable>(
  tx: Db,
  target: VersionedTarget<T>,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  const { table, id, tenantId, expectedVersion } = target;
  const rows = await tx
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(and(eq(table.id, id), eq(table.tenantId, tenantId), eq(table.version, expectedVersion)))
    .returning();
  const updated = (rows as unknown as T['$inferSelect'][])[0];
  return updated ?? currentOrThrow(tx, target);
}

/** DELETE … WHERE version = If-Match; returns the deleted row; 404 or 412 otherwise. */
export async function deleteVersioned<T extends VersionedTable>(
  tx: Db,
  target: VersionedTarget<T>,
): Promise<T['$inferSelect']> {
  const { table, id, tenantId, expectedVersion } = target;
  const rows = await tx
    .delete(table)
    .where(and(eq(table.id, id), eq(table.tenantId, tenantId), eq(table.version, expectedVersion)))
    .returning();
  const deleted = (rows as unknown as T['$inferSelect'][])[0];
  return deleted ?? currentOrThrow(tx, target);
}
