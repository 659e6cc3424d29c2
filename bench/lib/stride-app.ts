/**
 * In a benchmark's child process: the whole Stride server (createApp) listening on BENCH_PORT (or the
 * benchmark's own default port), no seed, hour-long access tokens, silent logs. The data folder is a
 * new temporary one unless given.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/platform/config/config.js';
import { OidcClient } from '../../apps/server/test/support/oidc.js';

export async function startStrideApp(opts: { defaultPort: number; dataDir?: string; jobs?: boolean }) {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stride-bench-'));
  const port = Number(process.env.BENCH_PORT ?? opts.defaultPort);
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED: 'none',
    ACCESS_TOKEN_TTL: '3600',
  });
  const app = await createApp(config);
  if (opts.jobs) await app.platform.jobs.start();
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    db: app.platform.db,
    port,
    dataDir,
    /** The portal's sign-in (OIDC with PKCE) of a person: their access token. */
    signIn: async (person: { email: string; password: string }) =>
      (await new OidcClient(app, `localhost:${port}`).signIn(person.email, person.password)).access_token,
  };
}
