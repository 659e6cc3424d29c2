import path from 'node:path';
import autocannon from 'autocannon';
import { startChild } from './lib/child.js';

/**
 * This checkout against another one (BASELINE_DIR: a `git worktree` of an older commit, `npm ci` done),
 * both servers up at once and loaded in turn, a few seconds each, ROUNDS times: a slow spell of the
 * machine hits both sides alike, which separate runs minutes apart cannot promise. Prints the median
 * requests/s of each side and their ratio for the profile route and the participant list.
 *
 *   git worktree add /tmp/base <commit> && (cd /tmp/base && npm ci)
 *   BASELINE_DIR=/tmp/base npx tsx bench/baseline-ab.ts
 */
const BASELINE_DIR = process.env.BASELINE_DIR;
if (!BASELINE_DIR) throw new Error('Set BASELINE_DIR to a checkout of the baseline commit.');
const ROUNDS = Number(process.env.ROUNDS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

interface Side {
  name: string;
  url: string;
  headers: Record<string, string>;
}

async function rps(side: Side): Promise<number> {
  const result = await autocannon({ url: side.url, headers: side.headers, connections: 10, duration: SECONDS });
  if (result.non2xx > 0) throw new Error(`${side.url}: ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Loads the sides in turn, ROUNDS times (the order flips every round), and answers each side's median. */
async function alternate(sides: Side[]) {
  const runs = new Map(sides.map((side) => [side.name, [] as number[]]));
  for (const side of sides) await rps(side); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...sides].reverse() : sides;
    for (const side of order) runs.get(side.name)!.push(await rps(side));
  }
  return Object.fromEntries([...runs].map(([name, values]) => [name, Math.round(median(values))]));
}

async function both<T>(script: string, port: number) {
  const env = (p: number) => ({ BENCH_PORT: String(p), BENCH_PARTICIPANTS: process.env.BENCH_PARTICIPANTS ?? '10000' });
  const current = await startChild<T>(script, env(port));
  const baseline = await startChild<T>(script, env(port + 100), path.resolve(BASELINE_DIR!));
  return { current, baseline, stop: () => [current, baseline].forEach(({ child }) => child.kill('SIGTERM')) };
}

interface ProfileReady {
  stride: string;
  bare: string;
  token: string;
}
interface ListReady {
  stride: Record<'plain' | 'search', string>;
  token: string;
}

const figures: Record<string, unknown> = {};
const route = await both<ProfileReady>('bench/lib/profile-servers.ts', 18080);
try {
  const auth = (r: ProfileReady) => ({ authorization: `Bearer ${r.token}` });
  const result = await alternate([
    { name: 'current', url: route.current.ready.stride, headers: auth(route.current.ready) },
    { name: 'baseline', url: route.baseline.ready.stride, headers: auth(route.baseline.ready) },
    { name: 'bare', url: route.current.ready.bare, headers: {} },
  ]);
  figures.profileRoute = { ...result, ratio: Math.round((result.current! / result.baseline!) * 100) / 100 };
} finally {
  route.stop();
}
const list = await both<ListReady>('bench/lib/participant-list-servers.ts', 18380);
try {
  for (const variant of ['plain', 'search'] as const) {
    const side = (name: string, r: ListReady) => ({
      name,
      url: r.stride[variant],
      headers: { authorization: `Bearer ${r.token}` },
    });
    const result = await alternate([side('current', list.current.ready), side('baseline', list.baseline.ready)]);
    figures[`participantList.${variant}`] = {
      ...result,
      ratio: Math.round((result.current! / result.baseline!) * 100) / 100,
    };
  }
} finally {
  list.stop();
}
console.log(JSON.stringify({ rounds: ROUNDS, seconds: SECONDS, ...figures }, null, 2));
