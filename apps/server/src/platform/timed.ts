/**
 * Runs work and adds its time to `took[phase]` in ms (a phase run again, e.g. once per tenant, adds up): the phases of
 * the start's `ready` log line and of the demo seed's.
 */
export async function timed<T>(took: Record<string, number>, phase: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    took[phase] = Math.round((took[phase] ?? 0) + performance.now() - started);
  }
}
