import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProcessingReload } from './useProcessingReload';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useProcessingReload', () => {
  it('reloads after 5 s, 25 s and 60 s while something is processing, then stops', () => {
    const refetch = vi.fn();
    renderHook(() => useProcessingReload([{ processing: false }, { processing: true }], refetch));
    vi.advanceTimersByTime(4_999);
    expect(refetch).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(25_000);
    expect(refetch).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(refetch).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(600_000);
    expect(refetch).toHaveBeenCalledTimes(3);
  });

  it('does nothing when nothing processes, and starts again for a later processing item', () => {
    const refetch = vi.fn();
    const { rerender } = renderHook(({ items }) => useProcessingReload(items, refetch), {
      initialProps: { items: [{ processing: false }] as Array<{ processing: boolean }> | undefined },
    });
    vi.advanceTimersByTime(100_000);
    expect(refetch).not.toHaveBeenCalled();
    rerender({ items: [{ processing: true }] });
    vi.advanceTimersByTime(5_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    // Done processing: no more reloads.
    rerender({ items: [{ processing: false }] });
    vi.advanceTimersByTime(100_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender({ items: undefined });
    vi.advanceTimersByTime(100_000);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
