import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { archiveKey, archiveOldAuditRows } from '../../src/modules/audit/retention.js';
import { auditLog } from '../../src/platform/audit/audit.table.js';
import { inTenant } from '../../src/platform/db/tenant-scope.js';
import { useTestApp } from '../support/app.js';
import { unique } from '../support/factories.js';

const t = useTestApp();
const db = () => t.app.platform.db;
const DAY_MS = 24 * 3_600_000;

async function insertRows(n: number, at: Date, type: string) {
  return db()
    .insert(auditLog)
    .values(
      Array.from({ length: n }, (_, i) => ({
        tenantId: 'default',
        at,
        operation: 'CREATE',
        entityType: type,
        entityId: String(i),
      })),
    )
    .returning({ id: auditLog.id });
}

const refusal = async (fn: () => Promise<unknown>) => {
  const error = await fn().then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  return String(error?.cause?.message ?? error?.message ?? 'no error');
};

describe('the audit log is append-only', () => {
  it('refuses UPDATE and DELETE to the application role and to the owner alike', async () => {
    const type = `ao_${unique()}`;
    const [row] = await insertRows(1, new Date(), type);
    const byId = sql`where id = ${row!.id}`;
    // The application role (every request's): no grant, and the trigger.
    expect(
      await refusal(() =>
        inTenant(db(), { tenantId: 'default' }, (tx) => tx.execute(sql`update audit_log set operation = 'X' ${byId}`)),
      ),
    ).toMatch(/permission denied|append-only/);
    expect(
      await refusal(() =>
        inTenant(db(), { tenantId: 'default' }, (tx) => tx.execute(sql`delete from audit_log ${byId}`)),
      ),
    ).toMatch(/permission denied|append-only/);
    // The owner: the trigger.
    expect(await refusal(() => db().execute(sql`update audit_log set operation = 'X' ${byId}`))).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(() => db().execute(sql`delete from audit_log ${byId}`))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(() => db().execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE refused/);
    // The retention switch is for the job's own transaction, and lets a DELETE through, never an UPDATE.
    expect(
      await refusal(() =>
        db().transaction(async (tx) => {
          await tx.execute(sql`select set_config('stride.audit_retention', 'on', true)`);
          await tx.execute(sql`update audit_log set operation = 'X' ${byId}`);
        }),
      ),
    ).toMatch(/append-only: UPDATE refused/);
    const [still] = await db().select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still).toMatchObject({ operation: 'CREATE', entityType: type });
  });
});

describe('retention (AUDIT_RETENTION_DAYS)', () => {
  it('moves rows older than N days to gzip JSON lines in the file store, in batches, and removes them', async () => {
    const now = new Date(Math.floor(Date.now() / 1000) * 1000); // the rows' ages are set from it
    const type = `ret_${unique()}`;
    const old = await insertRows(7, new Date(now.getTime() - 40 * DAY_MS), type);
    const recent = await insertRows(2, new Date(now.getTime() - 10 * DAY_MS), type);

    expect(await archiveOldAuditRows(t.app.platform, 0, now)).toBe(0);
    const archived = await archiveOldAuditRows(t.app.platform, 30, now);
    expect(archived).toBeGreaterThanOrEqual(7);

    const left = await db().select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entityType, type));
    expect(left.map((r) => r.id).sort()).toEqual(recent.map((r) => r.id).sort());

    const ids = old.map((r) => r.id);
    // Only this test writes rows that old: one batch, named by its ids.
    const stored = await t.app.platform.storage.get(
      archiveKey(new Date(now.getTime() - 30 * DAY_MS), Math.min(...ids), Math.max(...ids)),
    );
    expect(stored).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const c of stored!.body) chunks.push(c as Buffer);
    const lines = gunzipSync(Buffer.concat(chunks))
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.entity_type === type).map((l) => Number(l.id))).toEqual(ids);
    expect(lines[0]).toHaveProperty('tenant_id');
  });
});
