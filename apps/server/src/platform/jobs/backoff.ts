/** Longest wait between two attempts: a job failing for hours should still be retried now and then. */
const MAX_DELAY_MS = 15 * 60 * 1000;

/**
 * Delay before the next attempt after `attempt` failed ones: base, 4×base, 16×base… (1 s, 4 s, 16 s
 * by default), capped. Quick enough for a blip, spaced enough not to hammer a service that is down.
 */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 4 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
}
