import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalComments, journalDays, journalMeals } from '../../src/modules/journal/journal.table.js';
import { profiles, users } from '../../src/modules/profiles/profiles.table.js';
import { openDatabase, type Database } from '../../src/platform/db/client.js';
import { applyMigrations } from '../../src/platform/db/migrate.js';
import { seedJournal } from '../../src/seed/journal.js';
import { seedDemo } from '../../src/seed/seed.js';

let database: Database;
const now = new Date('2030-04-15T10:00:00Z');
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await applyMigrations(database);
  await seedDemo(database.db);
  await seedJournal(database.db, 'default', now);
});
afterAll(async () => database.close());

describe('the demo journals', () => {
  it('give participant@ four weeks of days with meals and comment threads with their advisor, the last days unread', async () => {
    const db = database.db;
    const [demo] = await db
      .select({ profileId: profiles.id, advisorProfileId: profiles.advisorProfileId })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(users.tenantId, 'default'), eq(users.email, 'participant@default.example')));
    const days = await db.select().from(journalDays).where(eq(journalDays.participantProfileId, demo!.profileId));
    expect(days.length).toBeGreaterThan(20);
    expect(
      days
        .map((d) => d.date)
        .sort()
        .at(-1),
    ).toBe('2030-04-15');
    const meals = await db.select().from(journalMeals).where(eq(journalMeals.participantProfileId, demo!.profileId));
    expect(meals.length).toBeGreaterThanOrEqual(days.length * 3);
    const comments = await db
      .select()
      .from(journalComments)
      .where(eq(journalComments.participantProfileId, demo!.profileId));
    expect(comments.some((c) => !c.byParticipant && c.authorProfileId === demo!.advisorProfileId)).toBe(true);
    expect(comments.some((c) => c.byParticipant)).toBe(true);
    expect(comments.some((c) => c.readAt === null)).toBe(true);
    expect(comments.some((c) => c.readAt !== null)).toBe(true);
    // Other participants of the first practice have journals too; a second run adds nothing.
    const all = await db.select({ p: journalDays.participantProfileId }).from(journalDays);
    expect(new Set(all.map((r) => r.p)).size).toBeGreaterThan(1);
    await seedJournal(db, 'default', now);
    expect((await db.select({ id: journalDays.id }).from(journalDays)).length).toBe(all.length);
  });
});
