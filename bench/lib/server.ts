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

/** apps/server's `npm start` command line. */
function startCommand(root: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start;
}

/** `npm start`'s server process on a port of its own; resolves once /healthz answers. */
export async function startServer(opts: {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
  /** Another checkout (e.g. a baseline worktree) whose server to start; this one by default. */
  root?: string;
  /**
   * `tsx`: the TypeScript sources compiled at run time (development, and the start before issue 31);
   * `bundle`: `npm start`'s apps/server/dist/main.mjs (run `npm run build -w apps/server` first).
   */
  mode?: 'tsx' | 'bundle';
}): Promise<RunningServer> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stride-srv-'));
  const url = `http://localhost:${opts.port}`;
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"): to profile the servers of a bench.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const root = opts.root ?? ROOT;
  const env = { ...process.env, PORT: String(opts.port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...opts.env };
  const child =
    opts.mode === 'bundle'
      ? // Exactly as `npm start` runs it (apps/server/package.json's start: its malloc settings and Node's flags);
        // `exec` so that the process measured is Node's, not a shell's.
        spawn('sh', ['-c', `exec env ${startCommand(root).replace(/\bnode /, `node ${nodeArgs.join(' ')} `)}`], {
          cwd: path.join(root, 'apps/server'),
          env,
          stdio: ['ignore', 'ignore', 'inherit'],
        })
      : spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
          cwd: root,
          env,
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
