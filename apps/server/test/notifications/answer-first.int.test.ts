import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { HOSTS, injectAnswerOnly, useTestApp } from '../support/app.js';
import { NOW, practice } from '../calendar/progress-support.js';

const t = useTestApp();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the write path answers first', () => {
  it("answers a participant's Done before its event is delivered, and the advisor still gets the notification", async () => {
    const { advisor, participant, squat, place, resultUrl } = await practice(t);
    const item = await place(squat, '2026-11-25');
    // A subscriber that takes as long as the test says: the answer must not wait for it.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let delivered = false;
    const stop = t.app.platform.events.subscribe('activity.completed', async () => {
      await gate;
      delivered = true;
    });
    try {
      const res = await injectAnswerOnly(t.app)({
        method: 'POST',
        url: `/api${resultUrl(item.id)}`,
        headers: { host: HOSTS.default, authorization: `Bearer ${participant.token}` },
        payload: { status: 'DONE', repetitions: 12, weight: 20 },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(delivered).toBe(false);

      release();
      await t.app.platform.events.idle();
      expect(delivered).toBe(true);
      const made = await t.app.platform.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, advisor.user.id), eq(notifications.type, 'ACTIVITIES')));
      expect(made).toHaveLength(1);
    } finally {
      release();
      stop();
    }
  });
});
