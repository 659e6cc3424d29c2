import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FileType, TENANT_IDS } from '@stride/contracts';
import { participantRoutineResults } from '../../src/modules/calendar/calendar.table.js';
import { chatMessages } from '../../src/modules/chat/chat.table.js';
import { journalComments, journalMeals } from '../../src/modules/journal/journal.table.js';
import { swaps } from '../../src/modules/swaps/swaps.table.js';
import { mlResources, mlSentResources } from '../../src/modules/library/library.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { profiles, users } from '../../src/modules/profiles/profiles.table.js';
import { routineDefinitions } from '../../src/modules/routines/routines.table.js';
import { useSeededDemo } from '../support/seeded-demo.js';

// Issue 29, item 9: the demo data agrees with itself and looks real.
const demo = useSeededDemo();
const db = demo.db;

describe('the demo data agrees with itself', () => {
  it('gives everyone who recorded an item a sign-in no earlier than it, and dates "first sign-in" at the first one', async () => {
    const recorders = await db()
      .select({
        userId: users.id,
        lastLoginAt: users.lastLoginAt,
        firstLoginAt: users.firstLoginAt,
        createdAt: users.createdAt,
        lastRecorded: sql<string>`max(${participantRoutineResults.recordedAt})`,
        firstRecorded: sql<string>`min(${participantRoutineResults.recordedAt})`,
      })
      .from(participantRoutineResults)
      .innerJoin(profiles, eq(profiles.id, participantRoutineResults.participantProfileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .groupBy(users.id);
    expect(recorders.length).toBeGreaterThan(10);
    for (const r of recorders) {
      expect(r.lastLoginAt, `user ${r.userId}`).not.toBeNull();
      expect(r.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(new Date(r.lastRecorded).getTime());
      expect(r.firstLoginAt!.getTime()).toBeLessThanOrEqual(new Date(r.firstRecorded).getTime());
      expect(r.createdAt.getTime()).toBeLessThan(r.firstLoginAt!.getTime());
    }
    const firstSignIns = await db()
      .select({ at: notifications.createdAt, firstLoginAt: users.firstLoginAt })
      .from(notifications)
      .innerJoin(users, sql`${notifications.dedupeKey} = 'new-login:' || ${users.id}`);
    expect(firstSignIns.length).toBeGreaterThan(0);
    for (const n of firstSignIns) expect(n.at).toEqual(n.firstLoginAt);
    const demoParticipant = await demo.personByEmail('participant@default.example');
    expect(demoParticipant.user.lastLoginAt).not.toBeNull();
  });

  it('stamps no comment, message, notification or result later than now', async () => {
    const now = new Date();
    const later = await Promise.all([
      db().select().from(journalComments).where(gt(journalComments.createdAt, now)),
      db().select().from(participantRoutineResults).where(gt(participantRoutineResults.recordedAt, now)),
      db().select().from(notifications).where(gt(notifications.createdAt, now)),
      db().select().from(mlSentResources).where(gt(mlSentResources.sentAt, now)),
    ]);
    expect(later.map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
  });

  it("dates the advisor's files in the demo participant's chat as My media does", async () => {
    for (const tenantId of TENANT_IDS) {
      const participant = await demo.personByEmail(`participant@${tenantId}.example`);
      const sent = await db()
        .select({ resourceId: mlSentResources.resourceId, sentAt: mlSentResources.sentAt })
        .from(mlSentResources)
        .where(eq(mlSentResources.receiverProfileId, participant.profile.id));
      const inChat = await db()
        .select({ at: chatMessages.createdAt, media: chatMessages.mediaLibraryFiles })
        .from(chatMessages)
        .where(
          and(eq(chatMessages.tenantId, tenantId), sql`jsonb_array_length(${chatMessages.mediaLibraryFiles}) > 0`),
        );
      const chatSend = inChat.find((m) => m.media.some((x) => sent.some((s) => s.resourceId === x.resourceId)));
      expect(chatSend, tenantId).toBeDefined();
      for (const item of chatSend!.media) {
        const mine = sent.find((s) => s.resourceId === item.resourceId)!;
        expect(Math.abs(mine.sentAt.getTime() - chatSend!.at.getTime()), item.title).toBeLessThan(60_000);
      }
    }
  });

  it("writes a Spanish-speaking participant's swaps and journal in Spanish, an English speaker's in English", async () => {
    const rows = await db()
      .select({ language: profiles.language, description: swaps.description })
      .from(swaps)
      .innerJoin(profiles, eq(profiles.id, swaps.participantProfileId));
    const meals = await db()
      .select({ language: profiles.language, text: journalMeals.text })
      .from(journalMeals)
      .innerJoin(profiles, eq(profiles.id, journalMeals.participantProfileId));
    for (const [what, list] of [
      ['swaps', rows.map((r) => ({ language: r.language, text: r.description }))],
      ['meals', meals],
    ] as const) {
      const spanish = list.filter((r) => r.language === 'es');
      const english = list.filter((r) => r.language === 'en');
      expect(spanish.length, what).toBeGreaterThan(0);
      expect(english.length, what).toBeGreaterThan(0);
      const englishTexts = new Set(english.map((r) => r.text));
      expect(
        spanish.filter((r) => englishTexts.has(r.text)),
        what,
      ).toEqual([]);
    }
  });

  it('pictures every starter exercise with a drawing of its own, not a shared test picture', async () => {
    for (const tenantId of TENANT_IDS) {
      const exercises = await db()
        .select({ title: routineDefinitions.title, media: mlResources.title, type: mlResources.fileTypeId })
        .from(routineDefinitions)
        .innerJoin(mlResources, eq(mlResources.id, routineDefinitions.mediaResourceId))
        .where(
          and(
            eq(routineDefinitions.tenantId, tenantId),
            eq(routineDefinitions.kind, 'EXERCISE'),
            isNull(routineDefinitions.companyId),
          ),
        );
      expect(exercises).toHaveLength(30);
      for (const e of exercises) expect(e.media.startsWith(e.title), e.title).toBe(true);
      expect(new Set(exercises.map((e) => e.media)).size).toBe(30);
      expect(exercises.filter((e) => e.type === FileType.Image).length).toBeGreaterThanOrEqual(27);
    }
  });
});
