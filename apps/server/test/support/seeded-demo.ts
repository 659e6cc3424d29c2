import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp } from '../../src/app.js';
import { profiles, users } from '../../src/modules/profiles/profiles.table.js';
import { loadConfig } from '../../src/platform/config/config.js';
import { openDatabase, type Database } from '../../src/platform/db/client.js';
import { migratedTemplate } from '../../src/platform/db/template.js';
import { seedIfEmpty } from '../../src/seed/seed.js';

/**
 * A whole demo seed (what a first `npm start` writes) for a test file: the seed is for an empty data
 * directory, so an embedded database of its own, whatever the run uses. Call at the top of the file.
 */
export function useSeededDemo() {
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-seed-'));
    database = await openDatabase({ dataDir: 'memory://', template: migratedTemplate });
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED: 'demo',
      NODE_ENV: 'test',
      WEB_DIST: path.join(dataDir, 'no-portal'),
      PUBLIC_URL: 'http://localhost:8080',
    });
    app = await createApp(config, { database });
    expect(await seedIfEmpty(app.platform)).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => app.platform.db;
  return {
    app: () => app,
    db,
    async personByEmail(email: string) {
      const [row] = await db()
        .select({ profile: profiles, user: users })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.email, email));
      return row!;
    },
  };
}
