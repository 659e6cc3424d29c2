import type { ModuleJobs } from '../../platform/jobs/index.js';
import { archiveOldAuditRows } from './retention.js';

export const RETENTION_JOB = 'audit.retention';
const DAY_MS = 24 * 3_600_000;
const dayKey = (at: Date) => `${RETENTION_JOB}:${at.toISOString().slice(0, 10)}`;

/**
 * The audit log's retention (AUDIT_RETENTION_DAYS, off at 0): a daily run that archives and removes the
 * rows past it (retention.ts); each run books the next day's, the day in its key makes it once across
 * processes. Nothing is booked while retention is off.
 */
export const auditJobs: ModuleJobs = async (platform) => {
  const days = platform.config.AUDIT_RETENTION_DAYS;
  platform.jobs.define(RETENTION_JOB, async () => {
    const now = new Date();
    const archived = await archiveOldAuditRows(platform, platform.config.AUDIT_RETENTION_DAYS, now);
    const tomorrow = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS);
    await platform.jobs.enqueue(
      RETENTION_JOB,
      {},
      { idempotencyKey: dayKey(tomorrow), delayMs: tomorrow.getTime() - now.getTime() },
    );
    return { archived };
  });
  if (days > 0) await platform.jobs.enqueue(RETENTION_JOB, {}, { idempotencyKey: dayKey(new Date()) });
};
