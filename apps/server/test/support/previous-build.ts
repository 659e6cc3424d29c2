import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** The repository's root (this checkout). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const JOURNAL = 'apps/server/drizzle/meta/_journal.json';

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * The commit before the newest one that changed the migrations' journal: the schema version the processes of a
 * running deployment have while this one migrates. `skip` says why there is none (no git, a shallow clone).
 */
export function previousSchemaCommit(): { commit: string; changedBy: string } | { skip: string } {
  try {
    if (git('rev-parse', '--is-shallow-repository') === 'true')
      return { skip: 'a shallow clone has no previous version (git fetch --unshallow)' };
    const changedBy = git('log', '-1', '--format=%H', '--', JOURNAL);
    if (!changedBy) return { skip: `no commit changed ${JOURNAL}` };
    return { commit: git('rev-parse', '--verify', `${changedBy}^`), changedBy };
  } catch (error) {
    return { skip: `no git history here: ${(error as Error).message.split('\n')[0]}` };
  }
}

/**
 * Writes that commit's server and contracts into `dir`, laid out like the repository, with this checkout's
 * installed packages: every root package linked one by one, and the workspace packages pointing into `dir`
 * (a link to the whole node_modules would resolve `@stride/contracts` to this checkout's contracts).
 */
export function extractBuild(commit: string, dir: string): void {
  const paths = ['apps/server', 'packages/contracts', 'package.json', 'tsconfig.base.json'];
  const archive = execFileSync(
    'git',
    ['archive', '--format=tar', commit, '--', ...paths, ':(exclude)apps/server/test'],
    {
      cwd: REPO_ROOT,
      maxBuffer: 512 * 1024 * 1024,
    },
  );
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(modules, '@stride'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
    if (entry !== '@stride') fs.symlinkSync(path.join(REPO_ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  fs.symlinkSync('../../packages/contracts', path.join(modules, '@stride/contracts'));
  fs.symlinkSync('../../apps/server', path.join(modules, '@stride/server'));
  for (const pkg of ['apps/server', 'packages/contracts']) {
    const own = path.join(REPO_ROOT, pkg, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(dir, pkg, 'node_modules'));
  }
  installRemovedPackages(dir, modules);
}

/**
 * The packages that commit's server declares and this checkout no longer installs (one replaced since, e.g.
 * @fastify/helmet by helmet itself), installed from the registry into the extracted build's own folder and
 * linked beside the others: the previous version runs with what it declared.
 */
function installRemovedPackages(dir: string, modules: string): void {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'apps/server/package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const missing = Object.entries(manifest.dependencies ?? {}).filter(
    ([name]) => !name.startsWith('@stride/') && !fs.existsSync(path.join(modules, name)),
  );
  if (missing.length === 0) return;
  const extra = path.join(dir, 'removed-packages');
  fs.mkdirSync(extra, { recursive: true });
  execFileSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--prefix',
      extra,
      ...missing.map(([name, range]) => `${name}@${range}`),
    ],
    { stdio: 'ignore' },
  );
  for (const [name] of missing) {
    const scope = path.dirname(path.join(modules, name));
    // A scope linked as a whole to this checkout's (@fastify): made a folder of links, so nothing is added to ours.
    if (scope !== modules && fs.existsSync(scope) && fs.lstatSync(scope).isSymbolicLink()) {
      const target = fs.realpathSync(scope);
      fs.unlinkSync(scope);
      fs.mkdirSync(scope);
      for (const entry of fs.readdirSync(target)) fs.symlinkSync(path.join(target, entry), path.join(scope, entry));
    }
    fs.mkdirSync(scope, { recursive: true });
    fs.symlinkSync(path.join(extra, 'node_modules', name), path.join(modules, name));
  }
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  port: number;
  /** Milliseconds from the spawn to the first ready answer. */
  readyMs: number;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

const READY_TIMEOUT_MS = 120_000;

/** `npm start`'s server (`tsx src/main.ts`) of the checkout at `root`, on a free port; resolves once /readyz answers. */
export async function startServerProcess(root: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    // As `npm start` runs it: without what vitest adds (NODE_ENV=test, VITEST*).
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
      ),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => lines.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => lines.join('').slice(-4000);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server at ${root} exited (${child.exitCode}):\n${output()}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { port, readyMs: Math.round(performance.now() - started), child, output, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The server at ${root} was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}
