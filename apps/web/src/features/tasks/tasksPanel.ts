import { useSyncExternalStore } from 'react';

/**
 * Whether the tasks panel is open. A module store, so that a screen deep in the page (the import
 * dialog) can open the panel that lives in the top bar.
 */
let open = false;
const listeners = new Set<() => void>();

function setOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
}

export const openTasksPanel = () => setOpen(true);
export const closeTasksPanel = () => setOpen(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTasksPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
