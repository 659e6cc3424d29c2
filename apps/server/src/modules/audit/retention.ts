import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit.table.js';
import { rowsOf } from '../../platform/db/arrays.js';
import type { Platform } from '../../platform/platform.js';

/** Rows archived and removed per transaction. */
export const RETENTION_BATCH = 5000;

const DAY_MS = 24 * 3_600_000;

/** Where a batch is archived: by the day of the run's cutoff and the batch's id range (a rerun overwrites it). */
export const archiveKey = (cutoff: Date, firstId: number, lastId: number) =>
  `audit-archive/${cutoff.toISOString().slice(0, 10)}/audit-${firstId}-${lastId}.jsonl.gz`;

/**
 * The retention run (docs/security.md, "Audit log"): rows older than `days` days (all tenants), oldest
 * first in batches, each batch written to the file store as gzip-compressed JSON lines (one row a line,
 * every column) and then deleted in the same transaction. The delete is the only one the append-only
 * trigger lets through: this transaction runs as the tables' owner (the application role has no DELETE
 * on audit_log) and sets `stride.audit_retention` for itself alone (SET LOCAL). A failed write stores
 * nothing and deletes nothing. Returns how many rows were archived.
 */
export async function archiveOldAuditRows(platform: Platform, days: number, now = new Date()): Promise<number> {
  if (days <= 0) return 0;
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let archived = 0;
  for (;;) {
    const moved = await platform.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('stride.audit_retention', 'on', true)`);
      const rows = rowsOf<Record<string, unknown> & { id: number }>(
        await tx.execute(sql`
          select * from ${auditLog} where at < ${cutoff.toISOString()}::timestamptz
          order by id limit ${RETENTION_BATCH} for update`),
      );
      if (rows.length === 0) return 0;
      const ids = rows.map((r) => Number(r.id));
      const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
      await platform.storage.put(
        archiveKey(cutoff, Math.min(...ids), Math.max(...ids)),
        Readable.from([Buffer.from(text)]).pipe(createGzip()),
        { contentType: 'application/gzip' },
      );
      await tx.execute(sql`delete from ${auditLog} where id = any(${`{${ids.join(',')}}`}::bigint[])`);
      return rows.length;
    });
    archived += moved;
    if (moved < RETENTION_BATCH) return archived;
  }
}
