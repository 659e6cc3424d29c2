import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_NEW_EVENT, Role, type NotificationEvent } from '@stride/contracts';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { jobs } from '../../src/platform/jobs/jobs.table.js';
import { listen, person, tab } from '../chat/helpers.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { usePostgres } from '../support/database.js';
import { buildCompany } from '../support/factories.js';
import { eventually } from '../support/http.js';
import { makeJobDue } from '../support/jobs.js';
import { notificationsOf, participantOfAdvisor } from './support.js';

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
    const company = await buildCompany(before.app.platform.db, 'default');
    const advisor = await person(before, { roleId: Role.Advisor, companyId: company.id });
    const ana = await participantOfAdvisor(before, company.id, advisor.profile.id);
    const [n] = await notificationsOf(before, advisor.user.id, ana.profile.id, ['call Ana back']);
    const snoozed = await advisor.api.put(`/api/notification-service/notifications/${n!.id}`, {
      unread: false,
      resendAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    });
    expect(snoozed.statusCode).toBe(200);
    const key = `notifications.resend:default:${n!.id}:%`;
    await eventually(
      async () => (await before.app.platform.db.select().from(jobs).where(like(jobs.idempotencyKey, key)))[0],
    );
    await before.app.close();

    const after = await createTestApp(deployment);
    opened.push(after);
    const db = after.app.platform.db;
    await after.app.platform.jobs.start();
    const open = await tab(await listen(after), advisor);
    // A day later: the stored resendAt and the booked job's time have come.
    await db
      .update(notifications)
      .set({ resendAt: new Date(Date.now() - 1000) })
      .where(eq(notifications.id, n!.id));
    const [booked] = await db.select().from(jobs).where(like(jobs.idempotencyKey, key));
    await makeJobDue(after.app, booked!);

    const [, payload] = await eventually(async () => open.seen.find(([e]) => e === NOTIFICATION_NEW_EVENT));
    expect((payload as NotificationEvent).notification).toMatchObject({ id: n!.id, unread: true, resendAt: null });
    const job = await eventually(async () => {
      const [row] = await db.select().from(jobs).where(like(jobs.idempotencyKey, key));
      return row?.status === 'completed' ? row : null;
    });
    // The run resends every due notification of the tenant (other files' too, on test:pg's shared
    // database): this one is among them, and reaches the portal once.
    expect((job.result as { resent: number }).resent).toBeGreaterThanOrEqual(1);
    expect(open.seen.filter(([e]) => e === NOTIFICATION_NEW_EVENT)).toHaveLength(1);
    const [row] = await db.select().from(notifications).where(eq(notifications.id, n!.id));
    expect(row).toMatchObject({ unread: true, resendAt: null });
  });
});
