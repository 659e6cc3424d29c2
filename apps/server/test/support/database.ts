import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/platform/db/client.js';
import { applyMigrations } from '../../src/platform/db/migrate.js';
import { migratedTemplate } from '../../src/platform/db/template.js';

export const usePostgres = process.env.STRIDE_TEST_DB === 'pg';
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** In `npm run test:pg`, a database of this run's own, made by the global setup. */
export function testDatabaseUrl(): string | undefined {
  return process.env.STRIDE_TEST_DATABASE_URL;
}

/** PGlite in memory per test file (from the migrated template), or the run's PostgreSQL database. Migrations applied. */
export async function openTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  const database = url
    ? await openDatabase({ url, poolSize: 4 })
    : await openDatabase({ dataDir: 'memory://', template: migratedTemplate });
  await applyMigrations(database);
  return database;
}

export async function createRunDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `stride_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
