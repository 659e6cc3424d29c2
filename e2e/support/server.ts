import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TenantId } from '@stride/contracts';

/** The monorepo's root: the server is started from here, as README's `npm start` does. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ServerInfo {
  port: number;
  dataDir: string;
}

export interface RunningServer extends ServerInfo {
  stop: () => Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No port was assigned'));
      });
    });
  });
}

/** http://localhost:<port> for the default tenant, http://<tenant>.localhost:<port> for the others. */
export function tenantOrigin(port: number, tenant: TenantId = 'default'): string {
  return tenant === 'default' ? `http://localhost:${port}` : `http://${tenant}.localhost:${port}`;
}

/**
 * Starts `node --import tsx apps/server/src/main.ts` on a free port with a fresh DATA_DIR (the first
 * start seeds the demo data) and waits for /healthz. `env` adds or overrides variables per suite.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stride-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...inheritedEnv(),
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    // Its own process group, so stopping it ends everything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = () => stopProcessGroup(child).finally(() => rm(dataDir, { recursive: true, force: true }));
  try {
    await waitForHealth(port, child);
  } catch (error) {
    await stop();
    const log = output.join('').trim();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${log || '(none)'}`, { cause: error });
  }
  return { port, dataDir, stop };
}

/** The runner's environment without what vitest adds (NODE_ENV=test, VITEST*): the server runs as `npm start`. */
function inheritedEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
  );
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited: number | string | null = null;
  child.once('exit', (code, signal) => (exited = code ?? signal));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The server exited (${exited}) before it was ready`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet: the first start migrates and seeds.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /healthz within ${READY_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM to the whole group (the server closes cleanly), SIGKILL if it is still there later. */
async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
