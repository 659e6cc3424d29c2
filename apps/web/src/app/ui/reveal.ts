import { useCallback, useState } from 'react';

/**
 * A row a save just put in a list (a new meal, placed by its time, perhaps off-screen): once it is
 * rendered it is scrolled to the middle of the window (clear of the floating column at the bottom)
 * and focused, so the person sees where it went and a screen reader reads it. Give the row
 * `ref={revealRef(key)}` and `tabIndex={-1}`; call `reveal(key)` after the save.
 */
export function useReveal<K>(): {
  reveal: (key: K) => void;
  revealRef: (key: K) => (element: HTMLElement | null) => void;
} {
  const [target, setTarget] = useState<K | null>(null);
  const revealRef = useCallback(
    (key: K) => (element: HTMLElement | null) => {
      if (!element || target === null || key !== target) return;
      element.scrollIntoView?.({ block: 'center' });
      element.focus({ preventScroll: true });
      setTarget(null);
    },
    [target],
  );
  return { reveal: setTarget, revealRef };
}
