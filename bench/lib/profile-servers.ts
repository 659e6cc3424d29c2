/**
 * Child process of the route benchmark: the whole Stride server on one port and, on another, a bare
 * Fastify route running the same profile query on the same database. Prints one JSON line when ready.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fastify from 'fastify';
import { Role } from '@stride/contracts';
import { createApp } from '../../apps/server/src/app.js';
import { profiles, users } from '../../apps/server/src/modules/profiles/profiles.table.js';
import { loadConfig } from '../../apps/server/src/platform/config/config.js';
import { buildPerson } from '../../apps/server/test/support/factories.js';
import { OidcClient } from '../../apps/server/test/support/oidc.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-bench-'));
const port = Number(process.env.BENCH_PORT ?? 18080);
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
await app.listen({ port, host: '127.0.0.1' });
const db = app.platform.db;
const person = await buildPerson(db, { tenantId: 'default', roleId: Role.Advisor });
const tokens = await new OidcClient(app, `localhost:${port}`).signIn(person.email, person.password);

const bare = fastify();
bare.get('/profile/:id', async (req) => {
  const id = Number((req.params as { id: string }).id);
  const rows = await db
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, id));
  return rows[0];
});
await bare.listen({ port: port + 1, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    stride: `http://127.0.0.1:${port}/api/profiles/${person.profile.id}`,
    bare: `http://127.0.0.1:${port + 1}/profile/${person.profile.id}`,
    token: tokens.access_token,
    db: app.platform.database.kind,
  }),
);
