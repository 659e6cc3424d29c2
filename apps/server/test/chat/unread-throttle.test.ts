import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantId } from '@stride/contracts';
import { createUnreadThrottle } from '../../src/modules/chat/unread-throttle.js';
import type { Recipient } from '../../src/modules/chat/unread.js';

const tenant = 'default' as TenantId;
const ana = (unreadTotal: number): Recipient => ({ profileId: 1, uuid: 'ana', unreadTotal });
const bo = (unreadTotal: number): Recipient => ({ profileId: 2, uuid: 'bo', unreadTotal });

describe('unread throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first total at once and folds the next ones into one recount a period later', async () => {
    const sent: Array<[string, number]> = [];
    const recount = vi.fn(async (_tenant: TenantId, people: Recipient[]) =>
      people.map((p) => ({ ...p, unreadTotal: 40 + p.profileId })),
    );
    const throttle = createUnreadThrottle({
      everyMs: 1000,
      emit: (_t, recipients) => sent.push(...recipients.map((r): [string, number] => [r.uuid, r.unreadTotal])),
      recount,
      onError: (err) => {
        throw err;
      },
    });
    const offer = (recipients: Recipient[]) =>
      sent.push(...throttle.offer(tenant, recipients).map((r): [string, number] => [r.uuid, r.unreadTotal]));
    offer([ana(1)]);
    expect(sent).toEqual([['ana', 1]]);
    await vi.advanceTimersByTimeAsync(100);
    offer([ana(2), bo(1)]);
    offer([ana(3)]);
    // Bo had nothing yet: his goes at once; Ana's two wait for the end of the period.
    expect(sent).toEqual([
      ['ana', 1],
      ['bo', 1],
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(recount).toHaveBeenCalledOnce();
    expect(recount.mock.calls[0]![1].map((p) => p.uuid)).toEqual(['ana']);
    expect(sent.at(-1)).toEqual(['ana', 41]);
    // A quiet period later, the next one goes at once again.
    await vi.advanceTimersByTimeAsync(1500);
    offer([ana(5)]);
    expect(sent.at(-1)).toEqual(['ana', 5]);
    throttle.close();
  });

  it('sends nothing after close', async () => {
    const emit = vi.fn();
    const throttle = createUnreadThrottle({ everyMs: 1000, emit, recount: async (_t, p) => p, onError: () => {} });
    expect(throttle.offer(tenant, [ana(1)])).toHaveLength(1);
    expect(throttle.offer(tenant, [ana(2)])).toHaveLength(0);
    throttle.close();
    await vi.advanceTimersByTimeAsync(2000);
    expect(emit).not.toHaveBeenCalled();
  });
});
