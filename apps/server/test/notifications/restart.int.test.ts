import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_NEW_EVENT, type NotificationEvent } from '@stride/contracts';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { listen, tab } from '../chat/helpers.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { usePostgres } from '../support/database.js';
import { eventually } from '../support/http.js';
import { completedResend, reachResendAt, snoozedForADay } from './support.js';

/**
 * A snooze outlives the server that booked it (npm run test:pg: the database stays, the process goes): the
 * process that took the snooze stops, a new one starts, and when resendAt comes the notification is unread
 * again and reaches the open portal exactly once.
 */
describe.runIf(usePostgres)('a snoozed notification across a restart (PostgreSQL)', () => {
  const opened: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((app) => app.close()));
  });

  it('comes back unread once, from the server started after the one that booked it', async () => {
    // One deployment: the same database and the same Redis prefix before and after the restart.
    const deployment = { REDIS_PREFIX: `stride-restart-${randomUUID().slice(0, 8)}` };
    const before = await createTestApp(deployment);
    const { advisor, notification: n, snoozed, key } = await snoozedForADay(before);
    expect(snoozed.statusCode).toBe(200);
    await before.app.close();

    const after = await createTestApp(deployment);
    opened.push(after);
    await after.app.platform.jobs.start();
    const open = await tab(await listen(after), advisor);
    await reachResendAt(after, n.id, key);

    const [, payload] = await eventually(async () => open.seen.find(([e]) => e === NOTIFICATION_NEW_EVENT));
    expect((payload as NotificationEvent).notification).toMatchObject({ id: n.id, unread: true, resendAt: null });
    const job = await completedResend(after, key);
    // The run resends every due notification of the tenant (other files' too, on test:pg's shared
    // database): this one is among them, and reaches the portal once.
    expect((job.result as { resent: number }).resent).toBeGreaterThanOrEqual(1);
    expect(open.seen.filter(([e]) => e === NOTIFICATION_NEW_EVENT)).toHaveLength(1);
    const [row] = await after.app.platform.db.select().from(notifications).where(eq(notifications.id, n.id));
    expect(row).toMatchObject({ unread: true, resendAt: null });
  });
});
