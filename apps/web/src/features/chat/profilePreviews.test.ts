import type { ProfilePreview } from '@stride/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileLink } from '../library/media/testResources';
import { ProfilePreviewClient } from './profilePreviews';

const preview = (profileId: number): ProfilePreview => ({
  profileId,
  uuid: `00000000-0000-4000-8000-${String(profileId).padStart(12, '0')}`,
  userId: profileId + 1000,
  fullName: `Person ${profileId}`,
  thumbnailUrl: fileLink(`t${profileId}`),
  roleId: 5,
  email: `person${profileId}@example.com`,
});

describe('profile previews', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('queues ids and fetches them after 2 s in batches of 25, then serves them from the cache', async () => {
    const fetchBatch = vi.fn(async (_kind: string, keys: string[]) => keys.map((k) => preview(Number(k))));
    const client = new ProfilePreviewClient(fetchBatch);
    for (let id = 1; id <= 30; id += 1) client.request(id);
    client.request(3);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchBatch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBatch.mock.calls.map(([kind, keys]) => [kind, keys.length])).toEqual([
      ['profileIds', 25],
      ['profileIds', 5],
    ]);
    expect(client.get(30)?.fullName).toBe('Person 30');
    client.request(30);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchBatch).toHaveBeenCalledTimes(2);
  });

  it('keeps ids and uuids apart, one batch per kind', async () => {
    const fetchBatch = vi.fn(async () => [] as ProfilePreview[]);
    const client = new ProfilePreviewClient(fetchBatch);
    client.request(1);
    client.requestUuid(preview(2).uuid);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchBatch.mock.calls).toEqual([
      ['profileIds', ['1']],
      ['profileUuids', [preview(2).uuid]],
    ]);
  });

  it('re-queues a profile whose avatar failed, showing initials (no link) meanwhile', async () => {
    const fetchBatch = vi.fn(async (_kind: string, keys: string[]) => keys.map((k) => preview(Number(k))));
    const client = new ProfilePreviewClient(fetchBatch);
    client.seed([preview(7)]);
    client.avatarFailed(7);
    expect(client.get(7)?.thumbnailUrl).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchBatch).toHaveBeenCalledWith('profileIds', ['7']);
    expect(client.get(7)?.thumbnailUrl).toBe(fileLink('t7'));
  });

  it('asks again for ids whose batch failed', async () => {
    const fetchBatch = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue([preview(4)]);
    const client = new ProfilePreviewClient(fetchBatch);
    client.request(4);
    await vi.advanceTimersByTimeAsync(2000);
    client.request(4);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchBatch).toHaveBeenCalledTimes(2);
    expect(client.get(4)).toBeTruthy();
  });
});
