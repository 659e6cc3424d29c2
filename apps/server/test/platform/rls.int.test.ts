import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/modules/companies/companies.table.js';
import type { Database } from '../../src/platform/db/client.js';
import { inTenant } from '../../src/platform/db/tenant-scope.js';
import { openTestDatabase } from '../support/database.js';
import { buildCompany, unique } from '../support/factories.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe('row-level security', () => {
  it('shows a tenant only its own rows, even without a tenant condition in the query', async () => {
    const name = `RLS ${unique()}`;
    const mine = await buildCompany(database.db, 'brain', { name });
    const theirs = await buildCompany(database.db, 'default', { name });
    const seen = await inTenant(database.db, { tenantId: 'brain' }, (tx) =>
      tx.select().from(companies).where(eq(companies.name, name)),
    );
    expect(seen.map((c) => c.id)).toEqual([mine.id]);
    const updated = await inTenant(database.db, { tenantId: 'brain' }, (tx) =>
      tx.update(companies).set({ name: 'taken over' }).where(eq(companies.id, theirs.id)).returning(),
    );
    expect(updated).toHaveLength(0);
  });

  it('refuses to write a row into another tenant', async () => {
    await expect(
      inTenant(database.db, { tenantId: 'brain' }, (tx) =>
        tx.insert(companies).values({ tenantId: 'default', name: 'x' }),
      ),
    ).rejects.toThrow();
  });

  it('shows nothing when no tenant is set', async () => {
    await buildCompany(database.db, 'performance');
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'stride_app', true)`);
      return tx.select().from(companies);
    });
    expect(seen).toHaveLength(0);
  });
});
