import {
  COMPLETED_UPLOAD_REMOVAL_MS,
  MAX_CONCURRENT_UPLOADS,
  type StorageFile,
  type UploadState,
} from '@stride/contracts';

/** Where an upload goes: a library folder, or storage (POST /ml/files/upload) for the caller to use. */
export type UploadTarget =
  | { kind: 'library'; directoryId: number }
  | { kind: 'storage'; label?: string; onUploaded: (file: StorageFile) => Promise<void> | void };

/** One file of the upload dialog (the spec's upload task: id, name, status, error). */
export interface UploadTask {
  id: number;
  name: string;
  status: UploadState;
  /** Why it failed, shown under its name. */
  error: string | null;
  /** Bytes sent so far, of `size`. */
  loaded: number;
  size: number;
}

/** Sends one file, reporting the bytes sent; rejects with an Error whose message the user reads. */
export type UploadRunner = (
  file: File,
  target: UploadTarget,
  onProgress: (loaded: number) => void,
  signal: AbortSignal,
) => Promise<void>;

/** Refuses a file before any byte is sent (size, extension): the reason, or null when it may go. */
export type UploadCheck = (file: File) => string | null;

interface Entry {
  file: File;
  target: UploadTarget;
  controller: AbortController | null;
  removal: ReturnType<typeof setTimeout> | null;
}

/**
 * The upload queue's state machine (spec 002, Upload tasks): PENDING → UPLOADING → COMPLETED | FAILED,
 * at most MAX_CONCURRENT_UPLOADS uploading, the next pending one starting when one ends; a completed
 * task leaves after COMPLETED_UPLOAD_REMOVAL_MS; closing the dialog drops every task that is not failed
 * (a running upload is aborted). Framework-free: the provider subscribes to it.
 */
export class UploadQueue {
  private tasks: readonly UploadTask[] = [];
  private readonly entries = new Map<number, Entry>();
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  constructor(
    private readonly run: UploadRunner,
    private readonly check: UploadCheck = () => null,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly UploadTask[] => this.tasks;

  enqueue(files: readonly File[], target: UploadTarget): void {
    if (files.length === 0) return;
    const added = files.map((file): UploadTask => {
      const id = this.nextId++;
      this.entries.set(id, { file, target, controller: null, removal: null });
      const refused = this.check(file);
      return {
        id,
        name: file.name,
        size: file.size,
        loaded: 0,
        status: refused ? 'FAILED' : 'PENDING',
        error: refused,
      };
    });
    this.tasks = [...this.tasks, ...added];
    this.pump();
    this.emit();
  }

  /** Closing the dialog: every task that is not failed goes (a running upload is aborted). */
  dropUnfailed(): void {
    for (const task of this.tasks) if (task.status !== 'FAILED') this.forget(task.id);
    this.tasks = this.tasks.filter((task) => task.status === 'FAILED');
    this.emit();
  }

  /** Removes one task (a failed one the user dismissed); aborts it when it is running. */
  remove(id: number): void {
    if (!this.entries.has(id)) return;
    this.forget(id);
    this.tasks = this.tasks.filter((task) => task.id !== id);
    this.pump();
    this.emit();
  }

  /** Aborts everything (the provider unmounting, e.g. sign-out). */
  dispose(): void {
    for (const id of [...this.entries.keys()]) this.forget(id);
    this.tasks = [];
    this.emit();
  }

  private forget(id: number): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    entry.controller?.abort();
    if (entry.removal) clearTimeout(entry.removal);
    this.entries.delete(id);
  }

  private pump(): void {
    let running = this.tasks.filter((task) => task.status === 'UPLOADING').length;
    for (const task of this.tasks) {
      if (running >= MAX_CONCURRENT_UPLOADS) break;
      if (task.status !== 'PENDING') continue;
      running += 1;
      this.start(task.id);
    }
  }

  private start(id: number): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    const controller = new AbortController();
    entry.controller = controller;
    this.patch(id, { status: 'UPLOADING', loaded: 0 });
    this.run(entry.file, entry.target, (loaded) => this.progress(id, controller, loaded), controller.signal).then(
      () => this.settle(id, controller, null),
      (error: unknown) => this.settle(id, controller, error instanceof Error ? error.message : String(error)),
    );
  }

  private progress(id: number, controller: AbortController, loaded: number): void {
    if (controller.signal.aborted || !this.entries.has(id)) return;
    this.patch(id, { loaded });
    this.emit();
  }

  private settle(id: number, controller: AbortController, error: string | null): void {
    const entry = this.entries.get(id);
    // A task dropped meanwhile (dialog closed) stays dropped.
    if (controller.signal.aborted || !entry) return;
    entry.controller = null;
    if (error === null) {
      const size = entry.file.size;
      this.patch(id, { status: 'COMPLETED', loaded: size, error: null });
      entry.removal = setTimeout(() => this.remove(id), COMPLETED_UPLOAD_REMOVAL_MS);
    } else {
      this.patch(id, { status: 'FAILED', error });
    }
    this.pump();
    this.emit();
  }

  private patch(id: number, change: Partial<UploadTask>): void {
    this.tasks = this.tasks.map((task) => (task.id === id ? { ...task, ...change } : task));
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export type UploadDialogTitle =
  | { key: 'uploadingItems'; count: number }
  | { key: 'uploadingFailed' }
  | { key: 'uploadingCompleted' }
  | { key: 'uploadingTasks' };

/**
 * The dialog's title (spec 002): "Uploading N items" while any is pending or uploading (N of them),
 * "Uploading failed" when any failed and none runs, "Uploading completed" when all are done,
 * "Uploading tasks" otherwise (empty).
 */
export function uploadDialogTitle(tasks: readonly UploadTask[]): UploadDialogTitle {
  const active = tasks.filter((task) => task.status === 'PENDING' || task.status === 'UPLOADING').length;
  if (active > 0) return { key: 'uploadingItems', count: active };
  if (tasks.some((task) => task.status === 'FAILED')) return { key: 'uploadingFailed' };
  if (tasks.length > 0) return { key: 'uploadingCompleted' };
  return { key: 'uploadingTasks' };
}
