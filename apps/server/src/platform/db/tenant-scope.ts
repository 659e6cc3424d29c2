import { sql, type SQL } from 'drizzle-orm';
import type { TenantId } from '@stride/contracts';
import { rowsOf } from './arrays.js';
import type { Db } from './client.js';

export interface TenantScope {
  tenantId: TenantId;
}

/**
 * Runs fn in a transaction as the application role with the tenant set, so that row-level
 * security holds even where a query forgets its tenant condition.
 */
export function inTenant<T>(db: Db, scope: TenantScope, fn: (tx: Db) => Promise<T>): Promise<T> {
  return inTenantWith(db, scope, undefined, (tx) => fn(tx));
}

/**
 * inTenant with one more value read by the same statement that sets the tenant (a scalar subquery, run
 * as the application role): what every request needs first (its actor) costs no round trip of its own.
 */
export function inTenantWith<T>(
  db: Db,
  scope: TenantScope,
  extra: SQL | undefined,
  fn: (tx: Db, extra: unknown) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select set_config('role', 'stride_app', true), set_config('app.tenant_id', ${scope.tenantId}, true)${extra ? sql`, ${extra} as extra` : sql``}`,
    );
    const row = rowsOf<{ extra?: unknown }>(result)[0];
    return fn(tx as unknown as Db, row?.extra);
  });
}
