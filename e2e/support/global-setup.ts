import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, startServer } from './server.js';

const WEB = path.join(REPO_ROOT, 'apps/web');
const DIST_INDEX = path.join(WEB, 'dist/index.html');

/**
 * `npm run test:e2e` builds first; a bare `npm test -w e2e` runs the build, which does nothing when the
 * portal's sources have not changed since the last one (apps/web/build-portal.ts).
 */
function ensurePortalBuilt(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(DIST_INDEX)) return;
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('`npm run build -w apps/web` failed');
}

/**
 * Builds the portal if needed, snapshots apps/web/dist (a rebuild during the run must not leave a
 * server with index.html naming assets it never registered) and starts the server most files share.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensurePortalBuilt();
  const webDist = await mkdtemp(path.join(tmpdir(), 'stride-e2e-web-'));
  // dist is a link to the build (apps/web/build-portal.ts): the snapshot copies the files it points at.
  await cp(await realpath(path.join(WEB, 'dist')), webDist, { recursive: true });
  project.provide('webDist', webDist);
  // Every file signs in from 127.0.0.1: one minute of the run posts the form more often than a person could,
  // and the failures some tests make on purpose add up on that one address. The push tests' browsers subscribe
  // at a stand-in push service on this machine (support/push.ts): allowed here only (PUSH_ALLOW_LOOPBACK, off by
  // default and refused in production).
  const server = await startServer({
    WEB_DIST: webDist,
    SIGNIN_POSTS_PER_MINUTE: '1000',
    SIGNIN_ADDRESS_MAX_FAILURES: '1000',
    PUSH_ALLOW_LOOPBACK: 'true',
  }).catch(async (error: unknown) => {
    await rm(webDist, { recursive: true, force: true });
    throw error;
  });
  project.provide('sharedServer', { port: server.port, dataDir: server.dataDir });
  return async () => {
    await server.stop();
    await rm(webDist, { recursive: true, force: true });
  };
}
