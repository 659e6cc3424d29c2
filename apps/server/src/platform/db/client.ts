import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { pipelineStatements } from './pglite-pipeline.js';
import { lazy } from '../lazy.js';
import { copyFolder } from './copy-folder.js';
import type { Template } from './template.js';
import { createQueryTiming, type QueryTiming } from './query-timing.js';

/** The one query interface for both engines; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Runs fn holding a session-level advisory lock (migrations, seeding) on a single connection. */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The statements under way and each one's time (the metrics' series). */
  queries: QueryTiming;
  /** node-postgres' pool now (null on PGlite: one connection inside the process, its queue is `queries.inFlight`). */
  pool(): PoolUse | null;
  /** PGlite only: its data directory as a tar, taken between two statements (the embedded mode's backup). */
  dumpDataDir?: () => Promise<Blob>;
}

/** A pool's connections: running a statement or a transaction, open and idle, and callers waiting for one. */
export interface PoolUse {
  inUse: number;
  idle: number;
  waiting: number;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it PGlite is used. */
  url?: string;
  /** PGlite data directory; 'memory://' keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /** PGlite: what a new data directory starts from, when there is one (platform/db/template.ts). */
  template?: () => Promise<Template | undefined>;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolSize ?? 10);
  return openPglite(opts.dataDir ?? 'memory://', opts.template);
}

/**
 * PostgreSQL's defaults size its buffers for a server of its own: 160 MB of shared buffers, grown inside the
 * WebAssembly heap as pages are read, and never given back (docs/performance.md, "A lighter embedded start").
 * One process with one connection needs far less; the operating system's page cache still holds the files.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'temp_buffers=2MB', '-c', 'wal_buffers=1MB'];

async function openPglite(dataDir: string, template?: DatabaseOptions['template']): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const fresh = inMemory || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const from = fresh ? await template?.() : undefined;
  // On disk the folder is copied as it is: 0.2 s, where loading the tar through PGlite's file system took 1.2 s.
  if (from && !inMemory) await copyFolder(from.dir, dataDir);
  const loadDataDir = from && inMemory ? new Blob([await readFile(from.tar)]) : undefined;
  const client = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  pipelineStatements(client);
  const timing = createQueryTiming();
  timing.timePglite(client);
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    queries: timing.timing,
    pool: () => null,
    // One connection in one process: nothing else can run migrations at the same time.
    withLock: (_key, fn) => fn(db),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

const loadNodePostgres = lazy(() => Promise.all([import('pg'), import('drizzle-orm/node-postgres')]));

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // node-postgres is loaded where a server is configured: the embedded start never needs it.
  const [{ default: pg }, { drizzle: drizzlePg }] = await loadNodePostgres();
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const timing = createQueryTiming();
  pool.on('connect', (client) => timing.timePgClient(client));
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'pg',
    queries: timing.timing,
    pool: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    withLock: async (key, fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await fn(drizzlePg(client) as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
