import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_NEW_EVENT, Role, type NotificationEvent } from '@stride/contracts';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { jobs } from '../../src/platform/jobs/jobs.table.js';
import { listen, person, tab } from '../chat/helpers.js';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { eventually } from '../support/http.js';
import { makeJobDue } from '../support/jobs.js';
import { notificationsOf, participantOfAdvisor } from './support.js';

const t = useTestApp();
beforeAll(async () => t.app.platform.jobs.start());

describe('the resend job (the queue running, the clock moved to resendAt)', () => {
  it('makes a snoozed notification unread again and pushes it to the open portal, once', async () => {
    const url = await listen(t);
    const company = await buildCompany(t.app.platform.db, 'default');
    const advisor = await person(t, { roleId: Role.Advisor, companyId: company.id });
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id);
    const [n] = await notificationsOf(t, advisor.user.id, ana.profile.id, ['call Ana back']);
    const snoozed = await advisor.api.put(`/api/notification-service/notifications/${n!.id}`, {
      unread: false,
      resendAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    });
    expect(snoozed.statusCode).toBe(200);
    const key = `notifications.resend:default:${n!.id}:%`;
    await eventually(
      async () => (await t.app.platform.db.select().from(jobs).where(like(jobs.idempotencyKey, key)))[0],
    );
    const open = await tab(url, advisor);

    // A day later: the stored resendAt and the booked job's time have come.
    await t.app.platform.db
      .update(notifications)
      .set({ resendAt: new Date(Date.now() - 1000) })
      .where(eq(notifications.id, n!.id));
    const [booked] = await t.app.platform.db.select().from(jobs).where(like(jobs.idempotencyKey, key));
    await makeJobDue(t.app, booked!);

    const [, payload] = await eventually(async () => open.seen.find(([e]) => e === NOTIFICATION_NEW_EVENT));
    expect((payload as NotificationEvent).notification).toMatchObject({ id: n!.id, unread: true, resendAt: null });
    const job = await eventually(async () => {
      const [row] = await t.app.platform.db.select().from(jobs).where(like(jobs.idempotencyKey, key));
      return row?.status === 'completed' ? row : null;
    });
    // The run resends every due notification of the tenant (other files' too, on test:pg's shared
    // database): this one is among them, and reaches the portal once.
    expect((job.result as { resent: number }).resent).toBeGreaterThanOrEqual(1);
    expect(open.seen.filter(([e]) => e === NOTIFICATION_NEW_EVENT)).toHaveLength(1);
  });
});
