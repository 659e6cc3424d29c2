import os from 'node:os';
import { startChild } from './lib/child.js';
import { compareRoutes, type ListFigures } from './lib/latency.js';

type Variant = 'plain' | 'search';

interface Ready {
  stride: Record<Variant, string>;
  bare: Record<Variant, string>;
  token: string;
  db: string;
  participants: number;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

/**
 * GET /api/participants, a page of 20 out of 10,000 participants, (i) bare and (ii) searched and
 * filtered, through the whole stack with an admin's token, against the same page's plain SQL on a
 * bare route (same database). Latency: one request at a time; throughput: 10 connections.
 */
export async function benchParticipantList() {
  const { child, ready } = await startChild<Ready>('bench/lib/participant-list-servers.ts');
  const auth = { authorization: `Bearer ${ready.token}` };
  try {
    const searched = (await (await fetch(ready.stride.search, { headers: auth })).json()) as {
      _meta: { totalCount: number };
    };
    const figures = {} as Record<Variant, ListFigures>;
    for (const variant of ['plain', 'search'] as const) {
      figures[variant] = await compareRoutes(ready.bare[variant], ready.stride[variant], auth, SAMPLES, SECONDS);
    }
    // The machine is shared: its load says how far the figures can be trusted.
    return {
      db: ready.db,
      participants: ready.participants,
      searchMatches: searched._meta.totalCount,
      loadAverage: os.loadavg()[0]!.toFixed(1),
      ...figures,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchParticipantList(), null, 2));
}
