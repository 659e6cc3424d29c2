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

/** One page of a list, through the whole stack and on its bare baseline route. */
export interface ListFigures {
  bare: { latency: Latency; load: Throughput };
  stride: { latency: Latency; load: Throughput };
  ratio: number;
}

/**
 * A bare route and Stride's route for the same answer, measured side by side after a warm-up of both
 * (plans, caches, JIT): latency over `samples` requests one at a time, then throughput for `seconds`.
 */
export async function compareRoutes(
  bareUrl: string,
  strideUrl: string,
  auth: Record<string, string>,
  samples: number,
  seconds: number,
): Promise<ListFigures> {
  await throughput(bareUrl, {}, 2);
  await throughput(strideUrl, auth, 2);
  const bareLatency = await sequentialLatency(bareUrl, {}, samples);
  const strideLatency = await sequentialLatency(strideUrl, auth, samples);
  const bareLoad = await throughput(bareUrl, {}, seconds);
  const strideLoad = await throughput(strideUrl, auth, seconds);
  return {
    bare: { latency: bareLatency, load: bareLoad },
    stride: { latency: strideLatency, load: strideLoad },
    ratio: Math.round((strideLoad.rps / bareLoad.rps) * 100) / 100,
  };
}

/** The three rows (bare SQL, Stride, ratio) of a list page in docs/performance.md's tables. */
export const listRows = (name: string, f: ListFigures) =>
  [
    `| ${name} | bare SQL | ${f.bare.latency.p50} | ${f.bare.latency.p95} | ${f.bare.latency.p99} | ${f.bare.load.rps} | ${f.bare.load.p99} |`,
    `| ${name} | Stride | ${f.stride.latency.p50} | ${f.stride.latency.p95} | **${f.stride.latency.p99}** | ${f.stride.load.rps} | ${f.stride.load.p99} |`,
    `| ${name} | **ratio** | | | | **${f.ratio}** | |`,
  ].join('\n');
