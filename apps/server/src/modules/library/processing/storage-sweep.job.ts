import type { Platform } from '../../../platform/platform.js';
import { sweepStorageFiles } from '../uploads/uploads.js';

export const STORAGE_SWEEP_JOB = 'library.storage-sweep';
const DAY_MS = 24 * 3_600_000;

const dayKey = (at: Date) => `${STORAGE_SWEEP_JOB}:${at.toISOString().slice(0, 10)}`;

/**
 * Once a day, uploads of POST /ml/files/upload that nobody used within a day are removed with their
 * bytes. Each run books the next day's; starting a process books today's. The day in the job's key
 * makes both idempotent, across processes too.
 */
export function defineStorageSweepJob(platform: Platform): void {
  platform.jobs.define(STORAGE_SWEEP_JOB, async () => {
    const removed = await sweepStorageFiles(platform);
    const now = Date.now();
    const tomorrow = new Date(Math.floor(now / DAY_MS) * DAY_MS + DAY_MS);
    await platform.jobs.enqueue(
      STORAGE_SWEEP_JOB,
      {},
      { idempotencyKey: dayKey(tomorrow), delayMs: tomorrow.getTime() - now },
    );
    return { removed };
  });
}

/** Books today's sweep (nothing new when it is booked or done already). */
export async function scheduleStorageSweep(platform: Platform, now = new Date()): Promise<void> {
  await platform.jobs.enqueue(STORAGE_SWEEP_JOB, {}, { idempotencyKey: dayKey(now) });
}
