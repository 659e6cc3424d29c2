import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { writeDocSection } from './lib/doc-section.js';
import { percentile, throughput, type Throughput } from './lib/latency.js';
import { startServer } from './lib/server.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SCRAPES = Number(process.env.BENCH_SAMPLES ?? 100);
const ROUNDS = 2;
/** A scraper far more eager than Prometheus' usual 15 s, so that its cost shows if it has one. */
const SCRAPE_EVERY_MS = 1000;
const round1 = (x: number) => Math.round(x * 10) / 10;

interface MetricsFigures {
  scrape: { p50: number; p95: number; bytes: number; samples: number };
  quiet: Throughput;
  scraped: Throughput;
  loadAverage: string;
}

/**
 * GET /metrics on `npm start`'s server with the demo data (PGlite): a scrape's time and size, then the throughput
 * of GET /healthz (the lightest call: the request series' share is largest there) without a scraper and with one
 * scraping every second, rounds alternating so that the machine's noise falls on both.
 */
export async function benchMetrics(): Promise<MetricsFigures> {
  const token = randomBytes(32).toString('hex');
  const server = await startServer({ port: 18190, env: { METRICS_TOKEN: token } });
  const headers = { authorization: `Bearer ${token}` };
  try {
    const times: number[] = [];
    let text = '';
    for (let i = 0; i < SCRAPES + 10; i++) {
      const started = performance.now();
      const res = await fetch(`${server.url}/metrics`, { headers });
      text = await res.text();
      if (res.status !== 200) throw new Error(`/metrics: ${res.status}`);
      if (i >= 10) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const scrape = {
      p50: round1(percentile(times, 50)),
      p95: round1(percentile(times, 95)),
      bytes: Buffer.byteLength(text),
      samples: text.split('\n').filter((l) => l && !l.startsWith('#')).length,
    };
    const healthz = `${server.url}/healthz`;
    await throughput(healthz, {}, 2); // warm-up
    const quiet: Throughput[] = [];
    const scraped: Throughput[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      quiet.push(await throughput(healthz, {}, SECONDS));
      const scraper = setInterval(
        () => void fetch(`${server.url}/metrics`, { headers }).then((x) => x.text()),
        SCRAPE_EVERY_MS,
      );
      try {
        scraped.push(await throughput(healthz, {}, SECONDS));
      } finally {
        clearInterval(scraper);
      }
    }
    const mean = (xs: Throughput[]): Throughput => ({
      rps: Math.round(xs.reduce((s, x) => s + x.rps, 0) / xs.length),
      p99: round1(xs.reduce((s, x) => s + x.p99, 0) / xs.length),
    });
    return { scrape, quiet: mean(quiet), scraped: mean(scraped), loadAverage: os.loadavg()[0]!.toFixed(1) };
  } finally {
    await server.stop();
  }
}

function metricsMarkdown(f: MetricsFigures): string {
  return `\`npx tsx bench/metrics.bench.ts --doc\`: \`npm start\`'s server with the demo data (PGlite) and a
\`METRICS_TOKEN\`, on this machine's 2 cores (load average ${f.loadAverage} during the run).

| figure | value |
| --- | --- |
| GET /metrics, one at a time (${SCRAPES} scrapes) | p50 ${f.scrape.p50} ms, p95 ${f.scrape.p95} ms |
| its answer | ${Math.round(f.scrape.bytes / 1024)} KB, ${f.scrape.samples} samples |
| GET /healthz, 10 connections, no scraper | ${f.quiet.rps} req/s, p99 ${f.quiet.p99} ms |
| the same, scraped every second | ${f.scraped.rps} req/s, p99 ${f.scraped.p99} ms |

A scrape reads the job queue's backlog (one grouped statement over the jobs table's status index) and the sprint
messages due (one count over the planned occurrences' index); the rest is in memory. Each answer pays for two
samples (a counter and a histogram's bucket) in the request's \`onResponse\` hook. Prometheus' usual interval is
15 s, so the scraped row is a harsher case than production's.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchMetrics();
  console.log(JSON.stringify(figures, null, 2));
  if (process.argv.includes('--doc')) writeDocSection('Metrics: a scrape and its cost', metricsMarkdown(figures));
}
