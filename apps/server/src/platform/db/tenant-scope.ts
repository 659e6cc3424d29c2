import { sql } from 'drizzle-orm';
import type { TenantId } from '@stride/contracts';
import type { Db } from './client.js';

export interface TenantScope {
  tenantId: TenantId;
  /** The acting user, for row-level rules that need it. */
  userId?: number | null;
}

/**
 * Runs fn in a transaction as the application role with the tenant set, so that row-level
 * security holds even where a query forgets its tenant condition.
 */
export function inTenant<T>(db: Db, scope: TenantScope, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', 'stride_app', true), set_config('app.tenant_id', ${scope.tenantId}, true), set_config('app.user_id', ${String(scope.userId ?? '')}, true)`,
    );
    return fn(tx as unknown as Db);
  });
}
