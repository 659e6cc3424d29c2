import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePushBrowser } from './pushTestBrowser';
import { usePushPermission } from './usePushPermission';

let browser: ReturnType<typeof fakePushBrowser>;
beforeEach(() => {
  vi.useFakeTimers();
  browser = fakePushBrowser('default');
});
afterEach(() => {
  vi.useRealTimers();
  browser.restore();
  vi.unstubAllGlobals();
});

describe('usePushPermission', () => {
  it('answers the permission once it has held for 2 s, and again 2 s after the browser reports a change', async () => {
    const { result } = renderHook(() => usePushPermission(true));
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(result.current.permission).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.permission).toBe('default');
    act(() => browser.change('denied'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    // A second change within the 2 s starts them again.
    act(() => browser.change('granted'));
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(result.current.permission).toBe('default');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.permission).toBe('granted');
  });

  it('checks nothing while browser notifications are off', async () => {
    const { result } = renderHook(() => usePushPermission(false));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current.permission).toBeNull();
  });
});
