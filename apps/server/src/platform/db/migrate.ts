import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.js';
import { lazy } from '../lazy.js';
import { SERVER_ROOT } from '../paths.js';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
const MIGRATION_LOCK = 73_550_001;
/** node-postgres' migrator, loaded where a server is configured. */
const loadPgMigrator = lazy(() => import('drizzle-orm/node-postgres/migrator'));

/** Applies the committed SQL migrations; several processes starting at once take turns. */
export async function applyMigrations(database: Database): Promise<void> {
  await database.withLock(MIGRATION_LOCK, async (db) => {
    if (database.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
    } else {
      const { migrate: migratePg } = await loadPgMigrator();
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_DIR });
    }
  });
}
