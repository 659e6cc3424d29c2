import type { TenantConfig } from '@stride/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { InTx } from '../../platform/http/route.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import type { FileStorage } from '../../platform/storage/storage.js';
import type { ForgottenPerson } from './forget-person.js';

/** Whose record an export gathers: the same keys as a deletion's, and the language they read. */
export interface RecordedPerson extends ForgottenPerson {
  language: string;
}

/** What a file of the export is made from, after the reading transaction: a stored file or a rendering. */
export interface RecordFileSources {
  inTx: InTx;
  storage: FileStorage;
  fileLinks: FileLinks;
  webDist: string | undefined;
  tenant: TenantConfig;
}

/** One file of the ZIP: its path inside it, and either its key in storage or how to render it. */
export type RecordFile =
  { path: string; storageKey: string } | { path: string; render: (sources: RecordFileSources) => Promise<Buffer> };

/** What one domain keeps about the person: its rows by table (as stored), and the files that go with them. */
export interface RecordPart {
  rows: Record<string, unknown[]>;
  files?: RecordFile[];
}

/**
 * One domain's part of a participant's export (GDPR articles 15 and 20): declared beside the module
 * (`<domain>/record.ts`, the mirror of its `forget.ts`) and listed once in modules/index.ts (RECORD_SOURCES),
 * which app.ts registers here. The account module imports no domain by name.
 */
export interface RecordSource {
  /** Its key in record.json. */
  key: string;
  read(tx: Db, ctx: RequestContext, person: RecordedPerson): Promise<RecordPart>;
}

const sources: RecordSource[] = [];

/** Adds a domain's source, read in the order added; once per process (several apps share it in tests). */
export function registerRecordSource(source: RecordSource): void {
  if (!sources.includes(source)) sources.push(source);
}

/** Every domain's rows about the person (keyed by source, then table) and the files to add, in one transaction. */
export async function readPersonRecord(
  tx: Db,
  ctx: RequestContext,
  person: RecordedPerson,
): Promise<{ rows: Record<string, Record<string, unknown[]>>; files: RecordFile[] }> {
  const rows: Record<string, Record<string, unknown[]>> = {};
  const files: RecordFile[] = [];
  for (const source of sources) {
    const part = await source.read(tx, ctx, person);
    rows[source.key] = part.rows;
    files.push(...(part.files ?? []));
  }
  return { rows, files };
}

/** A table every record source reads: tenant-scoped, as all of ours are. */
type TenantTable = PgTable & { tenantId: PgColumn };

/** The rows of one table whose column names the person (or one of their rows' ids), within the tenant. */
export function rowsNaming(
  tx: Db,
  tenantId: string,
  table: TenantTable,
  column: PgColumn,
  ids: number | readonly number[],
): Promise<Record<string, unknown>[]> {
  const list = typeof ids === 'number' ? [ids] : [...ids];
  if (list.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.tenantId, tenantId), inArray(column, list)));
}
