import { createRunDatabase, usePostgres } from './database.js';

/** test:pg makes a database of its own on the server DATABASE_URL names, and drops it after. */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  if (!usePostgres) return;
  const { url, drop } = await createRunDatabase();
  process.env.STRIDE_TEST_DATABASE_URL = url;
  return drop;
}
