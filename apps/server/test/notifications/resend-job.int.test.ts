import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_NEW_EVENT, type NotificationEvent } from '@stride/contracts';
import { listen, tab } from '../chat/helpers.js';
import { useTestApp } from '../support/app.js';
import { eventually } from '../support/http.js';
import { completedResend, reachResendAt, snoozedForADay } from './support.js';

const t = useTestApp();
beforeAll(async () => t.app.platform.jobs.start());

describe('the resend job (the queue running, the clock moved to resendAt)', () => {
  it('makes a snoozed notification unread again and pushes it to the open portal, once', async () => {
    const url = await listen(t);
    const { advisor, notification: n, snoozed, key } = await snoozedForADay(t);
    expect(snoozed.statusCode).toBe(200);
    const open = await tab(url, advisor);

    await reachResendAt(t, n.id, key);

    const [, payload] = await eventually(async () => open.seen.find(([e]) => e === NOTIFICATION_NEW_EVENT));
    expect((payload as NotificationEvent).notification).toMatchObject({ id: n.id, unread: true, resendAt: null });
    const job = await completedResend(t, key);
    // The run resends every due notification of the tenant (other files' too, on test:pg's shared
    // database): this one is among them, and reaches the portal once.
    expect((job.result as { resent: number }).resent).toBeGreaterThanOrEqual(1);
    expect(open.seen.filter(([e]) => e === NOTIFICATION_NEW_EVENT)).toHaveLength(1);
  });
});
