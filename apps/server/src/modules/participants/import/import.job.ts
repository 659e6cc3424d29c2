import { IMPORT_MAX_ROWS, type TaskRowError, type TenantId } from '@stride/contracts';
import { recordAudits } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import { inTenant } from '../../../platform/db/tenant-scope.js';
import {
  loadActor,
  findAccountByUserId,
  analyzePeopleTables,
  insertParticipantAccounts,
  insertParticipantProfiles,
  isAdvisorOf,
  type NewParticipantProfile,
} from '../../profiles/index.js';
import type { RequestContext } from '../../../platform/http/context.js';
import type { Platform } from '../../../platform/platform.js';
import { tokenActorOfAccount } from '../../../platform/auth/account-store.js';
import {
  findTask,
  finishTask,
  lockTaskAt,
  recordTaskProgress,
  TaskSupersededError,
  touchTask,
  type TaskRow,
} from '../../tasks/index.js';
import { readSheet, UnreadableFileError, type ImportFormat } from './read-sheet.js';
import { checkRow, readHeader, type HeaderMap, type ImportRow } from './rows.js';

export const IMPORT_JOB = 'participants.import';
/** A job that fails (or dies) this many times ends its task failed. */
export const IMPORT_ATTEMPTS = 3;
/** Rows written per transaction: one multi-row INSERT each for accounts, profiles and audit. */
const BATCH_ROWS = 500;

export interface ImportJobPayload {
  taskId: number;
}

/** What the upload decided, kept on the task. */
export interface ImportParams {
  format: ImportFormat;
  advisorProfileId: number;
  companyId: number;
}

/**
 * The import job: reads the stored file row by row, checks each row, and writes the good ones in
 * batches, each batch in one transaction with the task's progress (rows read, count imported, the
 * rows' errors). A retried job reads the file again and skips the rows an earlier attempt recorded,
 * so nobody is imported twice; the (tenant, lower(email)) unique index is the last guard.
 */
export function defineImportJob(platform: Platform): void {
  platform.jobs.define<ImportJobPayload>(
    IMPORT_JOB,
    async (payload, job) => {
      const tenantId = job.tenantId;
      if (!tenantId) throw new Error('participants.import needs a tenant');
      try {
        return await runImport(platform, tenantId, payload.taskId);
      } catch (err) {
        if (err instanceof TaskSupersededError) return { superseded: true };
        if (job.attempt >= IMPORT_ATTEMPTS) await endTask(platform, tenantId, payload.taskId, 'INTERNAL_ERROR');
        throw err;
      }
    },
    { maxAttempts: IMPORT_ATTEMPTS, concurrency: 1 },
  );
}

type Outcome = { ok: true; value: ImportRow } | { ok: false; error: TaskRowError };

interface Batch {
  fromRows: number;
  outcomes: Outcome[];
}

async function runImport(platform: Platform, tenantId: TenantId, taskId: number) {
  const { db, storage } = platform;
  const task = await findTask(db, tenantId, taskId);
  // Done already (a job record that missed its outcome), deleted, or not uploaded: nothing to do.
  if (!task || task.status !== 'in_progress' || !task.fileKey) return { skipped: true };
  await touchTask(db, tenantId, taskId);
  const params = task.params as unknown as ImportParams;
  const advisorThere = await isAdvisorOf(db, tenantId, params.advisorProfileId, params.companyId);
  if (!advisorThere) return endTask(platform, tenantId, taskId, 'INTERNAL_ERROR');
  const file = await storage.get(task.fileKey);
  if (!file) return endTask(platform, tenantId, taskId, 'INTERNAL_ERROR');

  const ctx = await jobRequestContext(db, tenantId, task);
  const flush = (batch: Batch, toRows: number) => writeBatch(platform, ctx, task, params, batch, toRows);
  const alreadyRead = task.rows;
  const seen = new Set<string>();
  let header: HeaderMap | null = null;
  let dataRows = 0;
  let overloadedAt: number | null = null;
  let batch: Batch = { fromRows: alreadyRead, outcomes: [] };
  try {
    for await (const { row, cells } of readSheet(file.body, params.format)) {
      if (!header) {
        const read = readHeader(cells);
        if ('error' in read) return endTask(platform, tenantId, taskId, read.error.code, read.error.value);
        header = read.map;
        continue;
      }
      const outcome = checkRow(row, cells, header, seen);
      if (!outcome) continue;
      if (dataRows === IMPORT_MAX_ROWS) {
        overloadedAt = row;
        break;
      }
      dataRows += 1;
      // Recorded by an earlier attempt; checking it again above rebuilt the e-mails seen so far.
      if (dataRows <= alreadyRead) continue;
      batch.outcomes.push(outcome);
      if (batch.outcomes.length >= BATCH_ROWS) {
        await flush(batch, dataRows);
        batch = { fromRows: dataRows, outcomes: [] };
      }
    }
  } catch (err) {
    if (!(err instanceof UnreadableFileError)) throw err;
    // What was read before the damage is kept; the task says the file is not a readable sheet.
    await flush(batch, Math.max(dataRows, alreadyRead));
    return endTask(platform, tenantId, taskId, 'INVALID_SCHEMA', null);
  }
  if (!header) return endTask(platform, tenantId, taskId, 'INVALID_SCHEMA', null);
  await flush(batch, Math.max(dataRows, alreadyRead));

  const imported = (await findTask(db, tenantId, taskId))?.metadata.IMPORTED_PARTICIPANTS ?? 0;
  const extraErrors: TaskRowError[] =
    overloadedAt === null ? [] : [{ row: overloadedAt, code: 'IMPORT_OVERLOADED', value: String(imported) }];
  if (imported > 0) await refreshStatistics(platform);
  await finishTask(db, tenantId, taskId, { extraErrors });
  await storage.delete(task.fileKey).catch(() => undefined);
  return { imported, rows: dataRows };
}

/** Writes one batch and the task's progress in one transaction, as the tenant (row-level security on). */
async function writeBatch(
  platform: Platform,
  ctx: RequestContext,
  task: TaskRow,
  params: ImportParams,
  batch: Batch,
  toRows: number,
): Promise<void> {
  if (toRows === batch.fromRows && batch.outcomes.length === 0) return;
  const good = batch.outcomes.flatMap((o) => (o.ok ? [o.value] : []));
  const errors = batch.outcomes.flatMap((o) => (o.ok ? [] : [o.error]));
  const created = await inTenant(platform.db, { tenantId: ctx.tenantId }, async (tx) => {
    await lockTaskAt(tx, ctx.tenantId, task.id, batch.fromRows);
    const inserted = await insertParticipantAccounts(
      tx,
      ctx.tenantId,
      good.map((r) => r.email),
    );
    const ids = new Map(inserted.map((u) => [u.email.toLowerCase(), u.id]));
    const fresh = good.filter((r) => ids.has(r.email.toLowerCase()));
    // Not inserted: the address is already in use in the tenant (before, or since the upload).
    for (const r of good) {
      if (!ids.has(r.email.toLowerCase())) errors.push({ row: r.row, code: 'DUPLICATED_EMAIL', value: r.email });
    }
    const people: NewParticipantProfile[] = fresh.map((r) => ({
      userId: ids.get(r.email.toLowerCase())!,
      firstName: r.firstName,
      lastName: r.lastName,
      language: r.language,
      companyId: params.companyId,
      advisorProfileId: params.advisorProfileId,
    }));
    if (people.length > 0) {
      await insertParticipantProfiles(tx, ctx.tenantId, people);
      await recordAudits(
        tx,
        ctx,
        people.map((p, i) => ({
          operation: 'CREATE',
          entityType: 'participant',
          entityId: p.userId,
          after: { ...p, id: p.userId, email: fresh[i]!.email, importTaskId: task.id },
        })),
      );
    }
    errors.sort((a, b) => a.row - b.row);
    await recordTaskProgress(tx, ctx.tenantId, task.id, {
      fromRows: batch.fromRows,
      toRows,
      imported: people.length,
      errors,
    });
    return people.map((p) => p.userId);
  });
  if (created.length > 0) {
    await platform.events.publish({
      type: 'participants.imported',
      tenantId: ctx.tenantId,
      actorUserId: task.createdBy,
      payload: { taskId: task.id, userIds: created },
    });
  }
}

/** The audit's actor is the person who started the import (and the real one of a surrogate session). */
async function jobRequestContext(db: Db, tenantId: TenantId, task: TaskRow): Promise<RequestContext> {
  const account = await findAccountByUserId(db, tenantId, task.createdBy);
  const token = account && tokenActorOfAccount(account, task.surrogateActorUserId);
  return {
    tenantId,
    traceId: task.traceId ?? `task-${task.id}`,
    actor: token ? await loadActor(db, tenantId, token) : null,
  };
}

/**
 * Thousands of new rows at once leave the planner's statistics behind (PGlite has no autovacuum to
 * catch up; PostgreSQL's would, later): without them the participant list can pick a plan that reads
 * the table many times over.
 */
async function refreshStatistics(platform: Platform): Promise<void> {
  try {
    await analyzePeopleTables(platform.db);
  } catch (err) {
    platform.log.warn({ err }, 'analyze after the participant import failed');
  }
}

/** Ends the task failed with the whole task's error, and removes its file. */
async function endTask(
  platform: Platform,
  tenantId: TenantId,
  taskId: number,
  code: 'INVALID_SCHEMA' | 'INTERNAL_ERROR',
  value: string | null = null,
) {
  const task = await finishTask(platform.db, tenantId, taskId, { errorDetails: { code, value } });
  if (task?.fileKey) await platform.storage.delete(task.fileKey).catch(() => undefined);
  return { failed: code };
}
