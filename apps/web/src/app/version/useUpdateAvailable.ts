import { useEffect, useState } from 'react';
import { VERSION_POLL_MS } from '../constants';

export interface VersionCheckOptions {
  /** The build this page runs. */
  currentHash?: string;
  /** Off in development, where every save is a "new version". */
  enabled?: boolean;
  intervalMs?: number;
}

/** Polls /version.json; true once the server holds another build than the one running. */
export function useUpdateAvailable({
  currentHash = __BUILD_ID__,
  enabled = !import.meta.env.DEV,
  intervalMs = VERSION_POLL_MS,
}: VersionCheckOptions = {}): boolean {
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    if (!enabled || available) return;
    const check = async () => {
      try {
        const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
        if (!response.ok) return;
        const body: unknown = await response.json();
        if (typeof body === 'object' && body !== null && 'hash' in body && body.hash !== currentHash) {
          setAvailable(true);
        }
      } catch {
        // Offline or mid-deploy: the next poll will tell.
      }
    };
    const id = setInterval(() => void check(), intervalMs);
    return () => clearInterval(id);
  }, [available, currentHash, enabled, intervalMs]);

  return available;
}
