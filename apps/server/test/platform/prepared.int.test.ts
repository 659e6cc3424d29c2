import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intArray } from '../../src/platform/db/arrays.js';
import type { Database } from '../../src/platform/db/client.js';
import { executePrepared } from '../../src/platform/db/prepared.js';
import { inTenant } from '../../src/platform/db/tenant-scope.js';
import { openTestDatabase } from '../support/database.js';
import { buildCompany, unique } from '../support/factories.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe('prepared statements', () => {
  it('answers each call with its own values, more times than it takes to reuse one plan, under row-level security', async () => {
    const name = `Prepared ${unique()}`;
    const mine: Array<{ id: number }> = [];
    for (let i = 0; i < 3; i++) mine.push(await buildCompany(database.db, 'brain', { name }));
    const theirs = await buildCompany(database.db, 'default', { name });
    const ids = [...mine.map((c) => c.id), theirs.id];
    const seen: number[][] = [];
    for (let i = 0; i < 8; i++) {
      const wanted = ids.slice(i % 3);
      seen.push(
        await inTenant(database.db, { tenantId: 'brain' }, async (tx) =>
          (
            await executePrepared<{ id: number }>(
              tx,
              'test_companies_by_ids',
              sql`select id from companies where id = any(${intArray(wanted)}) order by id`,
            )
          ).map((r) => r.id),
        ),
      );
    }
    // Another tenant's company is never seen, whichever plan answered.
    expect(seen).toEqual(Array.from({ length: 8 }, (_, i) => mine.slice(i % 3).map((c) => c.id)));
  });
});
