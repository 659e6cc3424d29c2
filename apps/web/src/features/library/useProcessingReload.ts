import { MEDIA_RELOAD_DELAYS_MS } from '@stride/contracts';
import { useEffect, useEffectEvent } from 'react';

/**
 * Spec 001 sections 4 and 9: while any item of a list or detail is processing, the view reloads after
 * 5 s, then 25 s, then 60 s: at most 3 times. Once nothing is processing the count starts again, so a
 * later upload gets its own reloads.
 */
export function useProcessingReload(items: Array<{ processing: boolean }> | undefined, refetch: () => void): void {
  const processing = items?.some((item) => item.processing) ?? false;
  const reload = useEffectEvent(() => refetch());

  useEffect(() => {
    if (!processing) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const delay = MEDIA_RELOAD_DELAYS_MS[attempt];
      if (delay === undefined) return;
      timer = setTimeout(() => {
        attempt += 1;
        reload();
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [processing]);
}
