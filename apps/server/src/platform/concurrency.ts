/**
 * At most `limit` runs at a time, the others waiting their turn (in order); past `maxWaiting` waiting, a run
 * is refused at once (the engines are processes of seconds: a queue that long would only time out).
 */
export function concurrencyLimit(limit: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(fn: () => Promise<T>, busy: () => Error): Promise<T> {
    if (running >= limit) {
      if (waiting.length >= maxWaiting) throw busy();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running++;
    try {
      return await fn();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
