import { vi } from 'vitest';

/**
 * vi.waitFor gives a condition 1 s by default: a queued job, a mail or a socket message can take longer when CI
 * runs this suite beside the browser tests (load 4 and more on 2 cores). Ten seconds unless the test names its own;
 * a condition that holds returns at once, so only a failure waits that long.
 */
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? { timeout: options } : { timeout: 10_000, interval: 50, ...options },
  )) as typeof vi.waitFor;
