import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR } from '../db/migrate.js';

/** A backup or restore that must not go on (a server without its channel, a data directory not empty, ...). */
export class BackupRefused extends Error {}

export const MANIFEST_ENTRY = 'manifest.json';
export const BACKUP_FORMAT = 'stride-backup';

export interface BackupFile {
  path: string;
  bytes: number;
  sha256: string;
}

/** What a backup holds, written as its last entry and checked again by a restore. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: 1;
  takenAt: string;
  /** Who took the snapshot: the running server (over its channel) or this script (no server was running). */
  takenBy: 'running server' | 'data directory';
  database: DatabaseFacts;
  files: { count: number; bytes: number; list: BackupFile[] };
}

export interface DatabaseFacts {
  postgres: string;
  /** How many of the committed migrations the database has, and the last one's name. */
  migrations: number;
  lastMigration: string | null;
  /** Rows per table, `schema.table`. */
  tables: Record<string, number>;
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** The committed migrations (drizzle/meta/_journal.json): a restore refuses a database newer than this code. */
export async function knownMigrations(): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Counts every table's rows and reads the migration state, in one snapshot (the client is the backup's copy). */
export async function describeDatabase(client: PGlite): Promise<DatabaseFacts> {
  const tables = await client.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const counts = tables.rows.length
    ? await client.query<{ name: string; rows: number }>(
        tables.rows
          .map(
            (t) => `select '${t.schema}.${t.name.replaceAll("'", "''")}' as name, count(*)::int as rows
                        from ${quote(t.schema)}.${quote(t.name)}`,
          )
          .join(' union all '),
      )
    : { rows: [] };
  const applied = tables.rows.some((t) => t.schema === 'drizzle' && t.name === '__drizzle_migrations')
    ? (await client.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations order by id'))
        .rows
    : [];
  const journal = await knownMigrations();
  const last = applied.at(-1);
  const version = await client.query<{ version: string }>("select current_setting('server_version') as version");
  return {
    postgres: version.rows[0]?.version ?? 'unknown',
    migrations: applied.length,
    lastMigration: last ? (journal.find((e) => String(e.when) === String(last.created_at))?.tag ?? null) : null,
    tables: Object.fromEntries(counts.rows.map((r) => [r.name, r.rows])),
  };
}

/** The differences between what a manifest says and what was found, one line each; empty when they agree. */
export function differences(manifest: BackupManifest, found: DatabaseFacts, files: Map<string, BackupFile>): string[] {
  const lines: string[] = [];
  const tables = new Set([...Object.keys(manifest.database.tables), ...Object.keys(found.tables)]);
  for (const table of [...tables].sort()) {
    const want = manifest.database.tables[table];
    const got = found.tables[table];
    if (want !== got) lines.push(`table ${table}: ${want ?? 'absent'} rows in the manifest, ${got ?? 'absent'} found`);
  }
  for (const file of manifest.files.list) {
    const got = files.get(file.path);
    if (!got) lines.push(`file ${file.path}: missing`);
    else if (got.bytes !== file.bytes || got.sha256 !== file.sha256) lines.push(`file ${file.path}: bytes differ`);
  }
  if (files.size !== manifest.files.list.length) {
    lines.push(`files: ${manifest.files.list.length} in the manifest, ${files.size} found`);
  }
  return lines;
}
