import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSION_POLL_MS } from '../constants';
import { UpdateBanner } from './UpdateBanner';

const TEXT = 'An update is available. Please save all current work...';

function serveVersion(hash: string) {
  const fetchMock = vi.fn((_url: string) => Promise.resolve(new Response(JSON.stringify({ hash }), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('UpdateBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('appears when the served build differs from the running one, and reloads on Update', async () => {
    const fetchMock = serveVersion('build-2');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<UpdateBanner currentHash="build-1" enabled />);
    expect(screen.queryByText(TEXT)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(VERSION_POLL_MS));
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/^\/version\.json\?t=\d+$/);
    expect(screen.getByText(TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(reload).toHaveBeenCalled();
  });

  it('stays hidden while the build is the same', async () => {
    serveVersion('build-1');
    render(<UpdateBanner currentHash="build-1" enabled />);
    await act(() => vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 2));
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('does not poll when disabled (development)', async () => {
    const fetchMock = serveVersion('build-2');
    render(<UpdateBanner currentHash="build-1" enabled={false} />);
    await act(() => vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 2));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
