import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, TENANT_IDS } from '@stride/contracts';
import { companies } from '../src/modules/companies/companies.table.js';
import { notifications } from '../src/modules/notifications/notifications.table.js';
import { profiles, users } from '../src/modules/profiles/profiles.table.js';
import { swapEntries, swapProgress, swaps } from '../src/modules/swaps/swaps.table.js';
import { openDatabase, type Database } from '../src/platform/db/client.js';
import { applyMigrations } from '../src/platform/db/migrate.js';
import { verifyPassword } from '../src/platform/auth/passwords.js';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/seed.js';
import { seedSwaps } from '../src/seed/swaps.js';

let database: Database;
beforeAll(async () => {
  // Always an empty embedded database of its own: the seed is for empty data directories.
  database = await openDatabase({ dataDir: 'memory://' });
  await applyMigrations(database);
  await seedDemo(database.db);
});
afterAll(async () => database.close());

describe('demo data', () => {
  it('gives the demo advisor a notification history grouped under several participants, some unread, one snoozed', async () => {
    const [advisor] = await database.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 'default'), eq(users.email, 'advisor@default.example')));
    const rows = await database.db.select().from(notifications).where(eq(notifications.userId, advisor!.id));
    expect(new Set(rows.map((r) => r.entityProfileId)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set(['NEW_LOGIN', 'ACTIVITIES', 'JOURNAL', 'SWAP', 'INACTIVE_USER']),
    );
    expect(rows.filter((r) => r.unread).length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.unread).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.resendAt !== null)).toHaveLength(1);
  });

  it('has every demo account in every tenant, with the demo password', async () => {
    const roles = ['owner', 'admin', 'consultant', 'companyadmin', 'advisor', 'team', 'participant'];
    for (const tenantId of TENANT_IDS) {
      for (const [i, role] of roles.entries()) {
        const [user] = await database.db
          .select()
          .from(users)
          .where(and(eq(users.tenantId, tenantId), eq(users.email, `${role}@${tenantId}.example`)));
        expect(user?.roleId).toBe(i + 1);
        if (role === 'advisor') expect(await verifyPassword(user!.passwordHash, DEMO_PASSWORD)).toBe(true);
      }
    }
  });

  it('has two companies and 60+ participants per tenant, with Spanish speakers among them', async () => {
    for (const tenantId of TENANT_IDS) {
      const [c] = await database.db.select({ n: count() }).from(companies).where(eq(companies.tenantId, tenantId));
      expect(c?.n).toBe(2);
      const people = await database.db
        .select({ language: profiles.language })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(eq(users.tenantId, tenantId), eq(users.roleId, Role.Participant)));
      expect(people.length).toBeGreaterThanOrEqual(60);
      expect(people.some((p) => p.language === 'es')).toBe(true);
    }
  });

  it('gives no staff member the name of a participant', async () => {
    for (const tenantId of TENANT_IDS) {
      const people = await database.db
        .select({ firstName: profiles.firstName, lastName: profiles.lastName, roleId: users.roleId })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(users.tenantId, tenantId));
      const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
      const participants = new Set(people.filter((p) => p.roleId === Role.Participant).map(name));
      const staff = people.filter((p) => p.roleId !== Role.Participant).map(name);
      expect(staff.length).toBeGreaterThanOrEqual(12);
      expect(staff.filter((n) => participants.has(n))).toEqual([]);
      expect(new Set(staff).size).toBe(staff.length);
    }
  });

  it('gives the demo participant swaps in every status, with progress days and entries', async () => {
    // The swaps seed follows the library's (pictures) on first start; here, on the people alone.
    await seedSwaps(database.db, 'default');
    const [me] = await database.db
      .select({ profileId: profiles.id })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(users.tenantId, 'default'), eq(users.email, 'participant@default.example')));
    const mine = await database.db.select().from(swaps).where(eq(swaps.participantProfileId, me!.profileId));
    expect(new Set(mine.map((s) => s.status))).toEqual(new Set(['NEW', 'IN_PROGRESS', 'DONE', 'REJECTED']));
    for (const s of mine) {
      const [days] = await database.db.select({ n: count() }).from(swapProgress).where(eq(swapProgress.swapId, s.id));
      expect(days?.n).toBe(s.progressCount);
      if (s.status === 'DONE') expect(s.progressCount).toBeGreaterThanOrEqual(s.repeatGoal);
    }
    const [entries] = await database.db.select({ n: count() }).from(swapEntries);
    expect(entries?.n).toBeGreaterThan(10);
  });
});
