import os from 'node:os';
import { startChild } from './lib/child.js';
import { sequentialLatency, type Latency } from './lib/latency.js';
import { sampleRss } from './lib/upload-client.js';

interface Ready {
  stride: Record<string, string>;
  bare: Record<string, string>;
  csv: string;
  token: string;
  db: string;
  rows: number;
  seedSeconds: number;
}

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * GET /api/auditable/operations over 1,000,000 audit rows: a page of 20, unfiltered and with each kind of
 * filter, one request at a time through the whole stack (token, tenant transaction with row-level
 * security, names, presenter, the READ row it writes) against the same page's bare SQL in the same run;
 * then the CSV export of 100,000 rows: rows per second and the server's RSS growth while it streams.
 */
export async function benchAuditOperations() {
  const { child, ready } = await startChild<Ready>('bench/lib/audit-servers.ts');
  const auth = { authorization: `Bearer ${ready.token}` };
  try {
    const pages: Record<string, { bare: Latency; stride: Latency; totalCount: number }> = {};
    for (const name of Object.keys(ready.stride)) {
      const first = (await (await fetch(ready.stride[name]!, { headers: auth })).json()) as {
        _meta: { totalCount: number };
      };
      const bare = await sequentialLatency(ready.bare[name]!, {}, SAMPLES);
      const stride = await sequentialLatency(ready.stride[name]!, auth, SAMPLES);
      pages[name] = { bare, stride, totalCount: first._meta.totalCount };
    }
    // The export: settle the heap first, then sample RSS every 20 ms while the body is read and dropped.
    await new Promise((r) => setTimeout(r, 1000));
    const sampler = sampleRss(child.pid!, 20);
    const before = sampler.stop().peak;
    const during = sampleRss(child.pid!, 20);
    const started = performance.now();
    const res = await fetch(ready.csv, { headers: auth });
    if (!res.ok || !res.body) throw new Error(`${ready.csv}: ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    const { peak } = during.stop();
    const rows = lines - 1;
    return {
      db: ready.db,
      rows: ready.rows,
      seedSeconds: ready.seedSeconds,
      loadAverage: os.loadavg()[0]!.toFixed(1),
      pages,
      csv: {
        rows,
        seconds: round1(seconds),
        rowsPerSecond: Math.round(rows / seconds),
        mb: round1(bytes / 1_048_576),
        rssBeforeMb: round1(before),
        rssPeakMb: round1(peak),
        rssGrowthMb: round1(peak - before),
      },
    };
  } finally {
    child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchAuditOperations(), null, 2));
}
