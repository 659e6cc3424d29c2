import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './child.js';

export interface RunningServer {
  child: ChildProcess;
  url: string;
  dataDir: string;
  startMs: number;
  stop(): Promise<void>;
}

/** `npm start`'s server process on a port of its own; resolves once /healthz answers. */
export async function startServer(opts: {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
  /** Another checkout (e.g. a baseline worktree) whose server to start; this one by default. */
  root?: string;
}): Promise<RunningServer> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stride-srv-'));
  const url = `http://localhost:${opts.port}`;
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"): to profile the servers of a bench.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: opts.root ?? ROOT,
    env: { ...process.env, PORT: String(opts.port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = Math.round(performance.now() - started);
  return {
    child,
    url,
    dataDir,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
