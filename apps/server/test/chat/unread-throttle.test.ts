import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantId } from '@stride/contracts';
import { createUnreadThrottle } from '../../src/modules/chat/unread-throttle.js';
import type { UnreadPerson } from '../../src/modules/chat/unread.js';

const tenant = 'default' as TenantId;
const ana: UnreadPerson = { profileId: 1, uuid: 'ana' };
const bo: UnreadPerson = { profileId: 2, uuid: 'bo' };

function setUp() {
  const sent: Array<[number, string, number]> = [];
  let count = 0;
  const recount = vi.fn(async (_tenant: TenantId, people: UnreadPerson[]) => {
    count++;
    return people.map((p) => ({ ...p, unreadTotal: count * 10 + p.profileId }));
  });
  const throttle = createUnreadThrottle({
    everyMs: 1000,
    gatherMs: 100,
    emit: (_t, recipients) =>
      sent.push(...recipients.map((r): [number, string, number] => [Date.now(), r.uuid, r.unreadTotal])),
    recount,
    onError: (err) => {
      throw err;
    },
  });
  return { sent, recount, throttle };
}

describe('unread throttle', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('counts the people raised together soon after, then each at most once a period, the last count folded', async () => {
    const { sent, recount, throttle } = setUp();
    throttle.offer(tenant, [ana]);
    throttle.offer(tenant, [ana, bo]);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    // One query for both, each once.
    expect(recount).toHaveBeenCalledOnce();
    expect(sent).toEqual([
      [100, 'ana', 11],
      [100, 'bo', 12],
    ]);
    await vi.advanceTimersByTimeAsync(200);
    throttle.offer(tenant, [ana]);
    await vi.advanceTimersByTimeAsync(200);
    throttle.offer(tenant, [ana]);
    await vi.advanceTimersByTimeAsync(1000);
    // Ana's two changes within her period: one count, at its end (100 + 1000), with the latest total.
    expect(recount).toHaveBeenCalledTimes(2);
    expect(sent.slice(2)).toEqual([[1100, 'ana', 21]]);
    // A quiet period later, a change is counted within the gathering time again.
    await vi.advanceTimersByTimeAsync(2000);
    throttle.offer(tenant, [bo]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent.at(-1)).toEqual([3600, 'bo', 32]);
    throttle.close();
  });

  it('sends nothing after close', async () => {
    const { sent, recount, throttle } = setUp();
    throttle.offer(tenant, [ana]);
    throttle.close();
    await vi.advanceTimersByTimeAsync(2000);
    expect(recount).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
