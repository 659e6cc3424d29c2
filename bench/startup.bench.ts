import { rssMb } from './lib/child.js';
import { startServer } from './lib/server.js';

const IDLE_MS = 5000;

/** Cold start (first start seeds the demo), warm start (data found again), idle memory. */
export async function benchStartup() {
  const first = await startServer({ port: 18180 });
  await first.stop();
  const second = await startServer({ port: 18180, dataDir: first.dataDir });
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const idleRssMb = rssMb(second.child.pid!);
  await second.stop();
  return { firstStartMs: first.startMs, secondStartMs: second.startMs, idleRssMb };
}
