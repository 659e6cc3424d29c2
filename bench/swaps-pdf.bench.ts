import os from 'node:os';
import { startChild } from './lib/child.js';
import { writeDocSection } from './lib/doc-section.js';
import { percentile } from './lib/latency.js';

interface Ready {
  stride: string;
  bare: string;
  token: string;
  swaps: number;
  pictures: number;
  db: string;
}

interface Figures {
  p50: number;
  p90: number;
  max: number;
  kb: number;
}

const RUNS = Number(process.env.BENCH_SAMPLES_PDF ?? 12);
const round = (x: number) => Math.round(x);

async function timed(url: string, init: RequestInit): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.toString('utf8').slice(0, 300)}`);
  if (body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${url}: not a PDF`);
  return { ms, bytes: body.length };
}

const figuresOf = (runs: Array<{ ms: number; bytes: number }>): Figures => {
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    max: round(sorted.at(-1)!),
    kb: round(runs[0]!.bytes / 1024),
  };
};

/**
 * POST /api/participants/{id}/swaps/generate-pdf of 50 swaps with pictures (75 distinct pictures), through
 * the whole stack with the advisor's token, against a bare route rendering the same document with pdfmake
 * alone (same content, pictures already JPEG), in the same run, alternately, one at a time, after one
 * warm-up call of each.
 */
export async function benchSwapsPdf() {
  const { child, ready } = await startChild<Ready>('bench/lib/swaps-pdf-servers.ts');
  try {
    const stride = {
      method: 'POST',
      headers: { authorization: `Bearer ${ready.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lang: 'en' }),
    };
    const bare = { method: 'POST' };
    await timed(ready.stride, stride);
    await timed(ready.bare, bare);
    const runs = {
      stride: [] as Array<{ ms: number; bytes: number }>,
      bare: [] as Array<{ ms: number; bytes: number }>,
    };
    for (let i = 0; i < RUNS; i++) {
      runs.stride.push(await timed(ready.stride, stride));
      runs.bare.push(await timed(ready.bare, bare));
    }
    return {
      db: ready.db,
      swaps: ready.swaps,
      pictures: ready.pictures,
      runs: RUNS,
      stride: figuresOf(runs.stride),
      bare: figuresOf(runs.bare),
      loadAverage: os.loadavg()[0]!.toFixed(1),
    };
  } finally {
    child.kill();
  }
}

export function swapsPdfMarkdown(r: Awaited<ReturnType<typeof benchSwapsPdf>>): string {
  return `\`bench/swaps-pdf.bench.ts\`: \`POST /api/participants/{id}/swaps/generate-pdf\` of ${r.swaps} swaps (each
with its picture, five progress days and two entries, every other entry with a picture: ${r.pictures} distinct
pictures stored as the library keeps processed files, a JPEG and its WebP thumbnail), through the whole stack
with the advisor's token (${r.db}), against a bare route rendering the same document with pdfmake alone (same
definition, the pictures already JPEG: no database, no token, no storage reads, no picture conversion). ${r.runs}
calls of each, alternately, one at a time, after a warm-up call of each; times from request to the last byte.

| | p50 | p90 | max | size |
| --- | --- | --- | --- | --- |
| Stride (generate-pdf) | ${r.stride.p50} ms | ${r.stride.p90} ms | ${r.stride.max} ms | ${r.stride.kb} KB |
| bare pdfmake, same content | ${r.bare.p50} ms | ${r.bare.p90} ms | ${r.bare.max} ms | ${r.bare.kb} KB |

Aim: under 2 s. The difference is reading the swaps (five queries), reading ${r.pictures} thumbnails from storage and
converting them to JPEG (sharp, four at a time). Load average during the run: ${r.loadAverage} (2 cores).`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchSwapsPdf();
  console.log('swaps pdf', JSON.stringify(r));
  writeDocSection('Swaps PDF', swapsPdfMarkdown(r));
}
