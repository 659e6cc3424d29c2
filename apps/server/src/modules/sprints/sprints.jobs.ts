import { randomUUID } from 'node:crypto';
import type { TenantId } from '@stride/contracts';
import type { ModuleJobs } from '../../platform/jobs/index.js';
import type { Platform } from '../../platform/platform.js';
import { sendDue } from './sender.js';

export const SEND_JOB = 'sprints.send';
export const SWEEP_JOB = 'sprints.sweep';
const MINUTE_MS = 60_000;

/**
 * Wakes the sender at each of these instants (after the commit that planned them): one delayed job per
 * tenant and instant, whatever the number of messages due then. The rows are the truth: a job that wakes
 * for an edited or deleted message finds nothing of it to send.
 */
export async function wakeSenderAt(platform: Platform, tenantId: TenantId, instants: Date[]): Promise<void> {
  const now = Date.now();
  for (const at of new Set(instants.map((d) => d.getTime()))) {
    await platform.jobs.enqueue(
      SEND_JOB,
      {},
      {
        tenantId,
        delayMs: Math.max(0, at - now),
        idempotencyKey: `${SEND_JOB}:${tenantId}:${new Date(at).toISOString()}`,
      },
    );
  }
}

/**
 * The sender's jobs: the delayed wake-ups, and a sweep each minute (booked one by one, once across
 * processes by its minute's key) that sends whatever is due: what came due while no process ran goes out
 * at start, and a wake-up lost between a commit and its booking only waits for the next minute.
 */
export const sprintsJobs: ModuleJobs = async (platform) => {
  platform.jobs.define(SEND_JOB, async () => ({ sent: await sendDue(platform) }), { concurrency: 2 });
  platform.jobs.define(SWEEP_JOB, async () => {
    const sent = await sendDue(platform);
    const next = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
    await platform.jobs.enqueue(
      SWEEP_JOB,
      {},
      { idempotencyKey: `${SWEEP_JOB}:${new Date(next).toISOString()}`, delayMs: next - Date.now() },
    );
    return { sent };
  });
  // At start: send what is due now, then sweep each minute.
  await platform.jobs.enqueue(SEND_JOB, {}, { idempotencyKey: `${SEND_JOB}:start:${randomUUID()}` });
  const next = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  await platform.jobs.enqueue(
    SWEEP_JOB,
    {},
    { idempotencyKey: `${SWEEP_JOB}:${new Date(next).toISOString()}`, delayMs: next - Date.now() },
  );
};
