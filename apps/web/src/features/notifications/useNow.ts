import { NOTIFICATION_TIME_REFRESH_MS } from '@stride/contracts';
import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs` (a minute by default: the cards' relative times, spec 002
 * section 9). Read from the timers and Date the tests control (vi.useFakeTimers), never a clock of its own.
 */
export function useNow(intervalMs = NOTIFICATION_TIME_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
