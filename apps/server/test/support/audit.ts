import { and, count, eq } from 'drizzle-orm';
import { auditLog } from '../../src/platform/audit/audit.table.js';
import type { Db } from '../../src/platform/db/client.js';

/** How many audit rows a request wrote (by its trace id, X-Trace-Id), whatever the tenant. */
export async function auditRowsOfTrace(db: Db, traceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.traceId, traceId));
  return row?.n ?? 0;
}

/** How many audit rows there are in all (to compare before and after a call). */
export async function auditRowCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

/** The audit rows of one entity, oldest first. */
export async function auditRows(db: Db, entityType: string, entityId: number | string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
}
