import { Readable } from 'node:stream';
import { AUDIT_CSV_COLUMNS, type AuditFilter } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { auditBatch, namesOf, type AuditRow } from './audit.queries.js';
import { auditCondition, recordAuditRead } from './audit.service.js';
import { peopleOfRows, presentOperation } from './audit.presenter.js';

type Ctx = RequestContext & { actor: Actor };
type InTx = <T>(fn: (tx: Db, ctx: Ctx) => Promise<T>) => Promise<T>;

/** Rows read per short transaction: the export holds one batch in memory, never the whole log. */
export const CSV_BATCH = 500;

/**
 * A CSV field: quoted when it holds a separator, quote or line break; a text starting with = + - @ (a
 * formula to a spreadsheet) gets a leading apostrophe (OWASP "CSV injection").
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(row: AuditRow, names: Map<number, string>): string {
  const op = presentOperation(row, names);
  const values = [
    op.id,
    op.at,
    op.operation,
    op.entityType,
    op.entityId,
    op.actor?.id,
    op.actor?.name,
    op.surrogateActor?.id,
    op.surrogateActor?.name,
    op.subject?.id,
    op.traceId,
    row.requestMethod,
    row.requestPath,
    row.requestIp,
    row.userAgent,
  ];
  return values.map(csvField).join(',') + '\r\n';
}

/**
 * The filtered log as CSV, newest first: a header, then batches of CSV_BATCH rows, each read in its own
 * short transaction by keyset (at, id), so memory stays flat whatever the number of rows and no
 * transaction is held while the client reads. The export is audited before the first byte.
 */
export async function auditCsv(inTx: InTx, filters: AuditFilter): Promise<Readable> {
  const where = await inTx(async (tx, ctx) => {
    const condition = await auditCondition(tx, ctx, filters);
    await recordAuditRead(tx, ctx, { call: 'operations.csv', filters });
    return condition;
  });
  async function* lines() {
    yield '\uFEFF' + AUDIT_CSV_COLUMNS.join(',') + '\r\n';
    let after: { atKey: string; id: number } | null = null;
    for (;;) {
      const chunk: string | null = await inTx(async (tx, ctx) => {
        const rows = await auditBatch(tx, where, after, CSV_BATCH);
        if (rows.length === 0) return null;
        const last = rows[rows.length - 1]!;
        after = { atKey: last.atKey, id: last.id };
        const names = await namesOf(tx, ctx.tenantId, peopleOfRows(rows));
        return rows.map((r) => csvLine(r, names)).join('');
      });
      if (chunk === null) return;
      yield chunk;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
