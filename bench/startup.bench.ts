import { execFileSync } from 'node:child_process';
import { ROOT, rssMb } from './lib/child.js';
import { startServer } from './lib/server.js';

/** The reading: resident memory 15 to 20 s after the server answers. */
const IDLE_MS = 17_000;

async function startTwice(mode: 'tsx' | 'bundle', port: number) {
  const first = await startServer({ port, mode });
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const firstIdleRssMb = rssMb(first.child.pid!);
  await first.stop();
  const second = await startServer({ port, mode, dataDir: first.dataDir });
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const secondIdleRssMb = rssMb(second.child.pid!);
  await second.stop();
  return { firstStartMs: first.startMs, firstIdleRssMb, secondStartMs: second.startMs, secondIdleRssMb };
}

/**
 * Embedded start with the demo (first start: initdb, migrations, seed; second: the data found again) and idle
 * memory after each, for `npm start`'s bundled server against the TypeScript sources run by tsx (the baseline:
 * how `npm start` ran before issue 31), in one run.
 */
export async function benchStartup() {
  execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'ignore' });
  const bundle = await startTwice('bundle', 18180);
  const tsx = await startTwice('tsx', 18181);
  return { bundle, tsx };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchStartup(), null, 2));
