import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, rssMb } from './lib/child.js';
import { startServer } from './lib/server.js';

/** The reading: resident memory 15 to 20 s after the server answers. */
const IDLE_MS = 17_000;
/** Runs of each side, alternated (a slow spell of the machine hits both alike); medians printed. */
const ROUNDS = Number(process.env.ROUNDS ?? 1);

interface Starts {
  firstStartMs: number;
  firstIdleRssMb: number;
  secondStartMs: number;
  secondIdleRssMb: number;
}

async function startTwice(mode: 'tsx' | 'bundle', port: number, root?: string): Promise<Starts> {
  const first = await startServer({ port, mode, root });
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const firstIdleRssMb = rssMb(first.child.pid!);
  await first.stop();
  const second = await startServer({ port, mode, root, dataDir: first.dataDir });
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const secondIdleRssMb = rssMb(second.child.pid!);
  await second.stop();
  return { firstStartMs: first.startMs, firstIdleRssMb, secondStartMs: second.startMs, secondIdleRssMb };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

function medians(runs: Starts[]): Starts & { runs: number } {
  const of = (key: keyof Starts) => median(runs.map((run) => run[key]));
  return {
    firstStartMs: of('firstStartMs'),
    firstIdleRssMb: of('firstIdleRssMb'),
    secondStartMs: of('secondStartMs'),
    secondIdleRssMb: of('secondIdleRssMb'),
    runs: runs.length,
  };
}

/**
 * Embedded start with the demo (first start: the data directory made and seeded; second: the data found again)
 * and idle memory after each, for `npm start`'s server as `npm start` runs it, against the same code run by tsx
 * and, with BASELINE_DIR (a `git worktree` of an older commit, `npm ci` done), against that commit's `npm start`,
 * ROUNDS times each, alternated:
 *
 *   git worktree add /tmp/base <commit> && (cd /tmp/base && npm ci)
 *   BASELINE_DIR=/tmp/base ROUNDS=3 npx tsx bench/startup.bench.ts
 */
export async function benchStartup() {
  const baselineDir = process.env.BASELINE_DIR && path.resolve(process.env.BASELINE_DIR);
  for (const root of [ROOT, baselineDir].filter(Boolean) as string[])
    execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'ignore' });
  const bundle: Starts[] = [];
  const tsx: Starts[] = [];
  const baseline: Starts[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (baselineDir) baseline.push(await startTwice('bundle', 18182, baselineDir));
    bundle.push(await startTwice('bundle', 18180));
    tsx.push(await startTwice('tsx', 18181));
  }
  return {
    bundle: medians(bundle),
    tsx: medians(tsx),
    ...(baselineDir ? { baseline: medians(baseline) } : {}),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchStartup(), null, 2));
