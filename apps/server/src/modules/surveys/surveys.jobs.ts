import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TenantId } from '@stride/contracts';
import { rowsOf } from '../../platform/db/arrays.js';
import { inTenant } from '../../platform/db/tenant-scope.js';
import type { ModuleJobs } from '../../platform/jobs/index.js';
import type { Platform } from '../../platform/platform.js';
import './surveys.events.js';
import { surveys, surveySchedules } from './taken.table.js';
import { releaseInTenant } from './taken/schedule.service.js';

export const RELEASE_JOB = 'surveys.release';
const MINUTE_MS = 60_000;

/**
 * Makes the repeating schedules' surveys whose date came and tells each participant of every survey that
 * opened (SURVEY_AVAILABLE), tenant by tenant; what came due while no process ran goes out at the next run.
 * Answers how many participants were told.
 */
export async function releaseDue(platform: Platform, now = new Date()): Promise<number> {
  const tenants = rowsOf<{ tenant_id: string }>(
    await platform.db.execute(sql`
      select tenant_id from ${surveySchedules} where ended_at is null and next_at <= ${now.toISOString()}
      union
      select tenant_id from ${surveys}
      where notified_at is null and participant_user_id is not null and available_at <= ${now.toISOString()}`),
  );
  let told = 0;
  for (const { tenant_id } of tenants) {
    const tenantId = tenant_id as TenantId;
    const opened = await inTenant(platform.db, { tenantId }, (tx) => releaseInTenant(tx, tenantId, now));
    for (const payload of opened)
      await platform.events.publish({ type: 'surveys.available', tenantId, actorUserId: null, payload });
    told += opened.length;
  }
  return told;
}

/** The release at start, then each minute (booked one by one, once across processes by its minute's key). */
export const surveysJobs: ModuleJobs = async (platform) => {
  const bookNext = async () => {
    const next = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
    await platform.jobs.enqueue(
      RELEASE_JOB,
      {},
      { idempotencyKey: `${RELEASE_JOB}:${new Date(next).toISOString()}`, delayMs: next - Date.now() },
    );
  };
  platform.jobs.define(RELEASE_JOB, async () => {
    const told = await releaseDue(platform);
    await bookNext();
    return { told };
  });
  await platform.jobs.enqueue(RELEASE_JOB, {}, { idempotencyKey: `${RELEASE_JOB}:start:${randomUUID()}` });
};
