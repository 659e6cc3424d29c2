/**
 * Child process of two-processes.int.test.ts: the server's platform on DATABASE_URL and REDIS_URL (no
 * listening, no job workers), running the sender (sendDue, batches of SEND_BATCH) until no occurrence is
 * left PLANNED in its database (the test's own). Rows another process holds are skipped by sendDue: it
 * tries again shortly, so what a killed process had taken is sent here once its transaction is rolled back.
 * Prints one JSON line when ready and one when done; exits 0 when all is sent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../../src/app.js';
import { rowsOf } from '../../src/platform/db/arrays.js';
import { loadConfig } from '../../src/platform/config/config.js';
import { sendDue } from '../../src/modules/sprints/sender.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-sender-'));
const config = loadConfig({
  ...process.env,
  PUBLIC_URL: 'http://localhost:8080',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED: 'none',
  WEB_DIST: path.join(dataDir, 'no-portal'),
});
const app = await createApp(config);
const batch = Number(process.env.SEND_BATCH ?? 200);
console.log(JSON.stringify({ ready: process.pid }));

let sent = 0;
for (;;) {
  sent += await sendDue(app.platform, new Date(), batch);
  const [left] = rowsOf<{ n: number }>(
    await app.platform.db.execute(sql`select count(*)::int as n from sprint_occurrences where status = 'PLANNED'`),
  );
  if (left!.n === 0) break;
  await new Promise((r) => setTimeout(r, 50));
}
console.log(JSON.stringify({ sent }));
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
