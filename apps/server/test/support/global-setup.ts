import { ensureProductContent } from '../../src/modules/index.js';
import { ensureMigratedTemplate } from '../../src/platform/db/template.js';
import { createRunDatabase, usePostgres } from './database.js';

/**
 * On PGlite, the migrated template (with the product's content) every test file's database is loaded from (made once, kept in .cache/);
 * test:pg makes a database of its own on the server DATABASE_URL names, and drops it after.
 */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  // Embedded databases of their own are made in a PostgreSQL run too (the seeded demo, backups).
  await ensureMigratedTemplate(ensureProductContent);
  if (!usePostgres) return;
  const { url, drop } = await createRunDatabase();
  process.env.STRIDE_TEST_DATABASE_URL = url;
  return drop;
}
