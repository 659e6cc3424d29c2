/**
 * Child process of the media upload benchmark: the whole Stride server (DATA_DIR = BENCH_DATA_DIR, local
 * storage under DATA_DIR/files) with an advisor of a practice signed in. Prints one JSON line when ready:
 * the upload URL (POST /api/ml/files/upload), the token and the storage folder.
 */
import path from 'node:path';
import { Role } from '@stride/contracts';
import { buildCompany, buildPerson } from '../../apps/server/test/support/factories.js';
import { startStrideApp } from './stride-app.js';

const { app, db, port, dataDir, signIn } = await startStrideApp({
  defaultPort: 18580,
  dataDir: process.env.BENCH_DATA_DIR!,
});
const company = await buildCompany(db, 'default');
const advisor = await buildPerson(db, { tenantId: 'default', roleId: Role.Advisor, companyId: company.id });
const token = await signIn(advisor);
console.log(
  JSON.stringify({
    url: `http://127.0.0.1:${port}/api/ml/files/upload`,
    token,
    filesDir: path.join(dataDir, 'files'),
    storage: app.platform.storage.kind,
  }),
);

// Stopped by the benchmark: close the server and the database first.
process.once('SIGTERM', () => {
  void app
    .close()
    .catch(() => undefined)
    .finally(() => process.exit(0));
});
