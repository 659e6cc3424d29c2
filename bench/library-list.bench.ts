import os from 'node:os';
import { startChild } from './lib/child.js';
import { writeDocSection } from './lib/doc-section.js';
import { compareRoutes, listRows, type ListFigures } from './lib/latency.js';

type Variant = 'first' | 'middle';

interface Ready {
  stride: Record<Variant, string>;
  bare: Record<Variant, string>;
  pages: Record<Variant, number>;
  token: string;
  db: string;
  items: number;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

/**
 * GET /api/ml/directories/{id}/items, a page of 20 of a folder holding 5,000 files (the first page and
 * one in the middle), through the whole stack with the owner's token, against the listing's SQL for
 * the same page on a bare Fastify route (same database). Latency: one request at a time; throughput:
 * autocannon, 10 connections.
 */
export async function benchLibraryList() {
  const { child, ready } = await startChild<Ready>('bench/lib/library-list-servers.ts');
  const auth = { authorization: `Bearer ${ready.token}` };
  try {
    const answer = (await (await fetch(ready.stride.middle, { headers: auth })).json()) as {
      items: unknown[];
      _meta: { totalCount: number };
    };
    if (answer._meta.totalCount !== ready.items || answer.items.length !== 20) {
      throw new Error(`the listing answered ${answer.items.length} of ${answer._meta.totalCount} items`);
    }
    const figures = {} as Record<Variant, ListFigures>;
    for (const variant of ['first', 'middle'] as const) {
      figures[variant] = await compareRoutes(ready.bare[variant], ready.stride[variant], auth, SAMPLES, SECONDS);
    }
    return {
      db: ready.db,
      items: ready.items,
      pages: ready.pages,
      loadAverage: os.loadavg()[0]!.toFixed(1),
      ...figures,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

export type LibraryListFigures = Awaited<ReturnType<typeof benchLibraryList>>;

/** The "Library listing" section of docs/performance.md. */
export function libraryMarkdown(f: LibraryListFigures): string {
  return `GET /api/ml/directories/{id}/items, a page of 20 (by title) of an advisor's main folder holding ${f.items.toLocaleString('en-US')} files (the
first page and page ${f.pages.middle}), through the whole stack with the advisor's token against the listing's SQL (the folder,
its path, the counts, the page of files) on a bare Fastify route, same ${f.db} database. Latency: one request at a
time, ${SAMPLES} requests; throughput: autocannon, 10 connections, ${SECONDS} s. Machine load average at the end: ${f.loadAverage}.

| page | path | p50 ms | p95 ms | p99 ms | requests/s | p99 ms, 10 connections |
|---|---|---|---|---|---|---|
${listRows('first', f.first)}
${listRows(String(f.pages.middle), f.middle)}

Aim (as for the participant list): the route at ≥ 0.60 of the bare SQL's throughput, p99 < 50 ms.

A page's cost is PGlite's: through the stack it runs about twice the statements of the bare route (the tenant
transaction's BEGIN, settings and COMMIT and the viewer's profile, then the same folder, path, counts and page),
each waiting its turn on PGlite's one connection; a CPU profile of the server puts most of its time in PGlite's
WebAssembly, little in the token check, the presenter's signed links (two a file) or the response schema. The
count reads the folder's ${f.items.toLocaleString('en-US')} rows; a page walks the (tenant, folder, title, id) index up to its offset (page
${f.pages.middle}: ${(f.pages.middle * 20).toLocaleString('en-US')} entries). Between runs the two pages' latencies swapped places: the difference between them is the
machine's noise.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchLibraryList();
  console.log(JSON.stringify(figures, null, 2));
  // --doc: record the figures in docs/performance.md without the whole `npm run bench`.
  if (process.argv.includes('--doc')) writeDocSection('Library listing', libraryMarkdown(figures));
}
