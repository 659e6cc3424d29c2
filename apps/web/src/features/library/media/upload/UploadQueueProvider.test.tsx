import { COMPLETED_UPLOAD_REMOVAL_MS } from '@stride/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../../../../test/matchMedia';
import { renderWithApp } from '../../../../test/render';
import { UploadQueue, type UploadRunner } from './uploadQueue';
import { UploadQueueProvider, useUploadQueue, type UploadQueueApi } from './UploadQueueProvider';

interface Call {
  onProgress: (loaded: number) => void;
  resolve: () => void;
  reject: (error: Error) => void;
}

function setup() {
  const calls: Call[] = [];
  const run: UploadRunner = (_file, _target, onProgress) =>
    new Promise<void>((resolve, reject) => calls.push({ onProgress, resolve, reject }));
  const queue = new UploadQueue(run, (f) => (f.name.endsWith('.exe') ? 'This file type is not supported.' : null));
  let api: UploadQueueApi | null = null;
  function Grab() {
    const uploads = useUploadQueue();
    useEffect(() => {
      api = uploads;
    }, [uploads]);
    return null;
  }
  renderWithApp(
    <UploadQueueProvider queue={queue}>
      <Grab />
    </UploadQueueProvider>,
  );
  const enqueue = (...names: string[]) =>
    act(() =>
      api!.enqueue(
        names.map((n) => new File([new Uint8Array(100)], n)),
        { kind: 'library', directoryId: 3 },
      ),
    );
  return { calls, enqueue };
}

const dialog = () => screen.getByRole('dialog');
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Rendering MUI in jsdom on a busy machine takes seconds.
describe('the upload dialog', { timeout: 20_000 }, () => {
  it('is not there until something is queued', () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows each task with its progress and state, and the title the spec names', async () => {
    vi.useFakeTimers();
    const { calls, enqueue } = setup();
    enqueue('photo.png', 'guide.pdf', 'virus.exe');
    expect(screen.getByRole('dialog', { name: 'Uploading 2 items' })).toBeTruthy();
    const bar = within(dialog()).getByRole('progressbar', { name: 'Upload of photo.png' });
    act(() => calls[0]!.onProgress(50));
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(within(dialog()).getByText('Uploading 50%')).toBeTruthy();
    expect(within(dialog()).getByText('Waiting')).toBeTruthy();
    // Refused before sending, with the server's text.
    expect(within(dialog()).getByText('This file type is not supported.')).toBeTruthy();

    calls[0]!.resolve();
    await settle();
    expect(screen.getByRole('dialog', { name: 'Uploading 1 items' })).toBeTruthy();
    calls[1]!.reject(new Error('The upload is larger than the limit of 1073741824 bytes.'));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Uploading failed' })).toBeTruthy();
    expect(within(dialog()).getByText('The upload is larger than the limit of 1073741824 bytes.')).toBeTruthy();
    expect(within(dialog()).getAllByText('Failed')).toHaveLength(2);
    expect(within(dialog()).getByText('Completed')).toBeTruthy();

    // The completed one leaves after 10 s; the failed ones stay.
    await act(() => vi.advanceTimersByTimeAsync(COMPLETED_UPLOAD_REMOVAL_MS));
    expect(within(dialog()).queryByText('photo.png')).toBeNull();
    expect(within(dialog()).getByText('guide.pdf')).toBeTruthy();

    // A failed one is dismissed by its button; the last one gone, the panel closes itself.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove guide.pdf from the list' }));
    expect(screen.getByRole('dialog', { name: 'Uploading failed' })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove virus.exe from the list' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes itself 10 s after its last upload completed, and opens again for the next one', async () => {
    vi.useFakeTimers();
    const { calls, enqueue } = setup();
    enqueue('photo.png');
    calls[0]!.resolve();
    await settle();
    expect(screen.getByRole('dialog', { name: 'Uploading completed' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(COMPLETED_UPLOAD_REMOVAL_MS - 1));
    expect(within(dialog()).getByText('photo.png')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // No "Uploading tasks — There is no tasks" panel left standing on every page.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('There is no tasks')).toBeNull();

    enqueue('next.png');
    expect(screen.getByRole('dialog', { name: 'Uploading 1 items' })).toBeTruthy();
  });

  it('stays while a failed upload is in it, after the completed ones left', async () => {
    vi.useFakeTimers();
    const { calls, enqueue } = setup();
    enqueue('a.png', 'b.png');
    calls[0]!.resolve();
    await settle();
    calls[1]!.reject(new Error('No connection.'));
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(COMPLETED_UPLOAD_REMOVAL_MS));
    expect(screen.getByRole('dialog', { name: 'Uploading failed' })).toBeTruthy();
    expect(within(dialog()).queryByText('a.png')).toBeNull();
  });

  it('closing it with only unfailed tasks leaves no panel, not an empty one', () => {
    const { enqueue } = setup();
    enqueue('a.png');
    fireEvent.click(screen.getByRole('button', { name: 'Close uploads' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says Uploading completed when all are done, and closing drops all but the failed', async () => {
    vi.useFakeTimers();
    const { calls, enqueue } = setup();
    enqueue('a.png', 'b.png');
    calls[0]!.resolve();
    await settle();
    calls[1]!.resolve();
    await settle();
    expect(screen.getByRole('dialog', { name: 'Uploading completed' })).toBeTruthy();

    enqueue('c.png', 'd.exe');
    fireEvent.click(screen.getByRole('button', { name: 'Close uploads' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The failed one is still there when the dialog opens again.
    enqueue('e.png');
    expect(within(dialog()).getByText('d.exe')).toBeTruthy();
    expect(within(dialog()).queryByText('c.png')).toBeNull();
    expect(within(dialog()).queryByText('a.png')).toBeNull();
  });

  it('opens collapsed to its title bar on a phone, in the floating column under the snackbar', () => {
    // A phone: the `sm` breakpoint's max-width query matches.
    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia((media) => media.includes('max-width')),
    );
    const { enqueue } = setup();
    enqueue('a.png');
    expect(screen.getByRole('button', { name: 'Show uploads' }).getAttribute('aria-expanded')).toBe('false');
    // Placed by the one floating column (no position of its own), after the snackbar's place.
    const layer = document.querySelector('[data-floating-layer]')!;
    expect(layer.contains(dialog())).toBe(true);
    expect(dialog().closest('[data-floating="uploads"]')).toBeTruthy();
  });

  it('collapses to its title bar', () => {
    const { enqueue } = setup();
    enqueue('a.png');
    const toggle = screen.getByRole('button', { name: 'Hide uploads' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show uploads' }).getAttribute('aria-expanded')).toBe('false');
  });
});
