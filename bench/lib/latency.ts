import autocannon from 'autocannon';

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The value below which `p` percent of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
}

/** One request at a time, `n` times (after a few unmeasured ones): what a single user waits, in ms. */
export async function sequentialLatency(url: string, headers: Record<string, string>, n: number): Promise<Latency> {
  const times: number[] = [];
  for (let i = 0; i < n + 10; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)), p99: round1(percentile(times, 99)) };
}

export interface Throughput {
  rps: number;
  /** p99 latency under that load, in ms: queueing included. */
  p99: number;
}

/** autocannon with `connections` clients for `seconds`. */
export async function throughput(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 10,
): Promise<Throughput> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}
