import { COMPLETED_UPLOAD_REMOVAL_MS, type UploadState } from '@stride/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadQueue, uploadDialogTitle, type UploadRunner, type UploadTarget, type UploadTask } from './uploadQueue';

interface Call {
  file: File;
  onProgress: (loaded: number) => void;
  signal: AbortSignal;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** A runner whose uploads the test finishes by hand. */
function controlledRunner() {
  const calls: Call[] = [];
  const run: UploadRunner = (file, _target, onProgress, signal) =>
    new Promise<void>((resolve, reject) => calls.push({ file, onProgress, signal, resolve, reject }));
  return { run, calls };
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const target: UploadTarget = { kind: 'library', directoryId: 1 };
const states = (queue: UploadQueue) => queue.getSnapshot().map((task) => `${task.name}:${task.status}`);
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('UploadQueue', () => {
  it('uploads one file at a time, in order, the next starting when one ends', async () => {
    const { run, calls } = controlledRunner();
    const queue = new UploadQueue(run);
    queue.enqueue([file('a.png'), file('b.pdf'), file('c.mp4')], target);
    expect(states(queue)).toEqual(['a.png:UPLOADING', 'b.pdf:PENDING', 'c.mp4:PENDING']);
    expect(calls).toHaveLength(1);

    calls[0]!.resolve();
    await flush();
    expect(states(queue)).toEqual(['a.png:COMPLETED', 'b.pdf:UPLOADING', 'c.mp4:PENDING']);
    expect(calls.map((call) => call.file.name)).toEqual(['a.png', 'b.pdf']);

    calls[1]!.reject(new Error('This file type is not supported.'));
    await flush();
    expect(states(queue)).toEqual(['a.png:COMPLETED', 'b.pdf:FAILED', 'c.mp4:UPLOADING']);
    expect(queue.getSnapshot()[1]!.error).toBe('This file type is not supported.');
  });

  it('tracks the bytes sent and removes a completed task after 10 s, keeping failed ones', async () => {
    const { run, calls } = controlledRunner();
    const queue = new UploadQueue(run);
    queue.enqueue([file('a.png', 100), file('b.png')], target);
    calls[0]!.onProgress(40);
    expect(queue.getSnapshot()[0]!.loaded).toBe(40);
    calls[0]!.resolve();
    await flush();
    calls[1]!.reject(new Error('boom'));
    await flush();
    expect(states(queue)).toEqual(['a.png:COMPLETED', 'b.png:FAILED']);
    expect(queue.getSnapshot()[0]!.loaded).toBe(100);

    await vi.advanceTimersByTimeAsync(COMPLETED_UPLOAD_REMOVAL_MS - 1);
    expect(states(queue)).toEqual(['a.png:COMPLETED', 'b.png:FAILED']);
    await vi.advanceTimersByTimeAsync(1);
    expect(states(queue)).toEqual(['b.png:FAILED']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(states(queue)).toEqual(['b.png:FAILED']);
  });

  it('fails a refused file at once without uploading it, and goes on with the others', () => {
    const { run, calls } = controlledRunner();
    const queue = new UploadQueue(run, (f) => (f.name.endsWith('.exe') ? 'This file type is not supported.' : null));
    queue.enqueue([file('virus.exe'), file('ok.png')], target);
    expect(states(queue)).toEqual(['virus.exe:FAILED', 'ok.png:UPLOADING']);
    expect(queue.getSnapshot()[0]!.error).toBe('This file type is not supported.');
    expect(calls.map((call) => call.file.name)).toEqual(['ok.png']);
  });

  it('closing drops every task that is not failed and aborts the running upload', async () => {
    const { run, calls } = controlledRunner();
    const queue = new UploadQueue(run);
    queue.enqueue([file('done.png'), file('bad.png')], target);
    calls[0]!.resolve();
    await flush();
    calls[1]!.reject(new Error('Too large'));
    await flush();
    queue.enqueue([file('running.mp4'), file('waiting.pdf')], target);
    expect(states(queue)).toEqual([
      'done.png:COMPLETED',
      'bad.png:FAILED',
      'running.mp4:UPLOADING',
      'waiting.pdf:PENDING',
    ]);

    queue.dropUnfailed();
    expect(states(queue)).toEqual(['bad.png:FAILED']);
    expect(calls[2]!.signal.aborted).toBe(true);
    // The aborted upload settling late changes nothing, and nothing else starts.
    calls[2]!.reject(new Error('aborted'));
    await flush();
    expect(states(queue)).toEqual(['bad.png:FAILED']);
    expect(calls).toHaveLength(3);
    // The removal timer of the dropped completed task is gone too.
    await vi.advanceTimersByTimeAsync(COMPLETED_UPLOAD_REMOVAL_MS);
    expect(states(queue)).toEqual(['bad.png:FAILED']);
  });

  it('a dismissed failed task leaves the list; listeners hear every change', async () => {
    const { run, calls } = controlledRunner();
    const queue = new UploadQueue(run);
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.enqueue([file('a.png')], target);
    calls[0]!.reject(new Error('no'));
    await flush();
    const failed = queue.getSnapshot()[0]!;
    queue.remove(failed.id);
    expect(queue.getSnapshot()).toEqual([]);
    expect(listener.mock.calls.length).toBeGreaterThanOrEqual(3);
  });
});

describe('uploadDialogTitle', () => {
  const task = (status: UploadState, id = Math.random()): UploadTask => ({
    id,
    name: 'f',
    status,
    error: null,
    loaded: 0,
    size: 1,
  });

  it('names the state the spec names', () => {
    expect(uploadDialogTitle([task('UPLOADING'), task('PENDING'), task('FAILED')])).toEqual({
      key: 'uploadingItems',
      count: 2,
    });
    expect(uploadDialogTitle([task('COMPLETED'), task('FAILED')])).toEqual({ key: 'uploadingFailed' });
    expect(uploadDialogTitle([task('COMPLETED'), task('COMPLETED')])).toEqual({ key: 'uploadingCompleted' });
    expect(uploadDialogTitle([])).toEqual({ key: 'uploadingTasks' });
  });
});
