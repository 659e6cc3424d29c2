import autocannon from 'autocannon';
import { startChild } from './lib/child.js';

interface Ready {
  stride: string;
  bare: string;
  token: string;
  db: string;
}

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: 10, duration: DURATION });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

/** Authenticated GET /api/profiles/{id} against a bare Fastify route doing the same query, same database. */
export async function benchAuthRoute() {
  const { child, ready } = await startChild<Ready>('bench/lib/profile-servers.ts');
  try {
    await load(ready.bare); // warm-up of both paths
    await load(ready.stride, { authorization: `Bearer ${ready.token}` });
    const bare = await load(ready.bare);
    const stride = await load(ready.stride, { authorization: `Bearer ${ready.token}` });
    return { db: ready.db, bare, stride, ratio: Math.round((stride.rps / bare.rps) * 100) / 100 };
  } finally {
    child.kill('SIGTERM');
  }
}
