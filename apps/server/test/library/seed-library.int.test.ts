import { and, count, eq, inArray, isNotNull, isNull, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FileType, Role, TENANT_IDS } from '@stride/contracts';
import { chatChannels, chatMembers, chatMessages } from '../../src/modules/chat/chat.table.js';
import { mlDirectories, mlResources, mlSentResources, staticMedia } from '../../src/modules/library/library.table.js';
import { hasVideoTools } from '../../src/modules/library/media-tools/ffmpeg.js';
import { profiles, users } from '../../src/modules/profiles/profiles.table.js';
import {
  routineDefinitionFolders,
  routineDefinitions,
  routineSeriesExercises,
} from '../../src/modules/routines/routines.table.js';
import { shares as routineShares } from '../../src/modules/sharing/sharing.table.js';
import { participantRoutineItems, participantRoutineResults } from '../../src/modules/calendar/calendar.table.js';
import { totalRows } from '../../src/modules/calendar/calendar-report.queries.js';
import { routineSequenceItems, routineSequences } from '../../src/modules/routines/sequences.table.js';
import { sprintOccurrences, sprintTemplateMessages, sprintTemplates } from '../../src/modules/sprints/sprints.table.js';
import { clipTitle, CLIPPED_EXERCISES } from '../../src/seed/demo-files.js';
import { DRAWN_EXERCISES } from '../../src/seed/movement-figures.js';
import { useSeededDemo } from '../support/seeded-demo.js';

const demo = useSeededDemo();
const db = demo.db;
const personByEmail = async (email: string) => (await demo.personByEmail(email)).profile;

describe('the demo library', () => {
  it('gives every staff member My library with Exercises and Nutrition, holding processed files', async () => {
    const videoTools = await hasVideoTools();
    for (const email of ['owner@default.example', 'advisor@brain.example', 'team@performance.example']) {
      const profile = await personByEmail(email);
      expect(profile.mainFolderId).not.toBeNull();
      const folders = await db().select().from(mlDirectories).where(eq(mlDirectories.ownerProfileId, profile.id));
      expect(folders.map((f) => f.name).sort()).toEqual(['Exercises', 'Movements', 'My library', 'Nutrition']);
      const files = await db().select().from(mlResources).where(eq(mlResources.ownerProfileId, profile.id));
      const drawings = DRAWN_EXERCISES.length + (videoTools ? CLIPPED_EXERCISES.length : 0);
      expect(files).toHaveLength((videoTools ? 7 : 6) + drawings);
      expect(files.every((f) => f.processingStatus === 'ready' && f.thumbnailKey)).toBe(true);
      const pdfs = files
        .filter((f) => f.fileTypeId === FileType.Pdf)
        .map((f) => f.pageCount)
        .sort();
      expect(pdfs).toEqual([2, 3]);
      for (const f of files.filter((f) => f.fileTypeId === FileType.Video))
        expect(f.durationSeconds).toBeGreaterThan(2);
      if (videoTools) expect(files.map((f) => f.title)).toContain(clipTitle('Bodyweight squat'));
      for (const f of files) expect(await demo.app().platform.storage.stat(f.thumbnailKey!)).not.toBeNull();
      // Processed once for the first tenant, copied for the others: every stored file under the tenant's own keys.
      const tenantId = email.split('@')[1]!.split('.')[0]!;
      const keys = files.flatMap((f) => [f.storageKey, f.thumbnailKey, f.renditionKey].filter(Boolean));
      expect(keys.filter((key) => !key!.startsWith(`${tenantId}/`))).toEqual([]);
      for (const f of files.filter((f) => f.renditionKey))
        expect(await demo.app().platform.storage.stat(f.renditionKey!)).not.toBeNull();
    }
  });

  it('has files sent by the advisor to their first participants, and the stock pictures', async () => {
    const advisor = await personByEmail('advisor@default.example');
    const participant = await personByEmail('participant@default.example');
    const sent = await db()
      .select({ title: mlResources.title, receiver: mlSentResources.receiverProfileId })
      .from(mlSentResources)
      .innerJoin(mlResources, eq(mlResources.id, mlSentResources.resourceId))
      .where(and(eq(mlSentResources.tenantId, 'default'), eq(mlSentResources.senderProfileId, advisor.id)));
    expect(
      sent
        .filter((s) => s.receiver === participant.id)
        .map((s) => s.title)
        .sort(),
    ).toEqual(
      (await hasVideoTools())
        ? ['Morning stretch', 'Warm-up routine', 'Weekly meal plan']
        : ['Morning stretch', 'Weekly meal plan'],
    );
    expect(new Set(sent.map((s) => s.receiver)).size).toBe(3);
    const pictures = await db()
      .select()
      .from(staticMedia)
      .where(inArray(staticMedia.name, ['Breathe', 'Mind']));
    expect(pictures).toHaveLength(2);
  });

  it('gives every demo advisor chats with several of their participants, some unread', async () => {
    for (const tenantId of TENANT_IDS) {
      const advisors = await db()
        .select({ profileId: profiles.id })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(eq(users.tenantId, tenantId), eq(users.roleId, Role.Advisor)));
      expect(advisors.length).toBeGreaterThanOrEqual(2);
      for (const advisor of advisors) {
        const rows = await db()
          .select({ channel: chatChannels, readCount: chatMembers.readCount })
          .from(chatMembers)
          .innerJoin(chatChannels, eq(chatChannels.id, chatMembers.channelId))
          .where(and(eq(chatMembers.profileId, advisor.profileId), eq(chatChannels.isDirectMessage, true)));
        expect(rows.length).toBeGreaterThanOrEqual(4);
        const unread = rows.filter((r) => r.channel.messageCount > r.readCount);
        expect(unread.length).toBeGreaterThanOrEqual(1);
        const partners = await db()
          .select({ advisorProfileId: profiles.advisorProfileId })
          .from(chatMembers)
          .innerJoin(profiles, eq(profiles.id, chatMembers.profileId))
          .where(
            inArray(
              chatMembers.channelId,
              rows.map((r) => r.channel.id),
            ),
          );
        const others = partners.filter((p) => p.advisorProfileId !== null);
        expect(others.every((p) => p.advisorProfileId === advisor.profileId)).toBe(true);
        for (const r of rows) {
          const [n] = await db()
            .select({ n: count() })
            .from(chatMessages)
            .where(eq(chatMessages.channelId, r.channel.id));
          expect(n?.n).toBe(r.channel.messageCount);
        }
      }
    }
  });

  it('gives the demo participant chats, the PDF and video from their advisor in chat, and a picture', async () => {
    const videoTools = await hasVideoTools();
    const participant = await personByEmail('participant@default.example');
    expect(participant.pictureKey).toBeTruthy();
    expect(await demo.app().platform.storage.stat(participant.pictureKey!)).not.toBeNull();
    // Their chats with people (the sprint chat's programme messages: the sprints test below).
    const channels = (
      await db()
        .select({ id: chatMembers.channelId })
        .from(chatMembers)
        .where(eq(chatMembers.profileId, participant.id))
    ).filter((c) => !c.id.includes('_sprint_'));
    expect(channels.length).toBeGreaterThanOrEqual(2);
    const messages = await db()
      .select()
      .from(chatMessages)
      .where(
        and(
          inArray(
            chatMessages.channelId,
            channels.map((c) => c.id),
          ),
          eq(chatMessages.senderProfileId, participant.advisorProfileId!),
        ),
      );
    const media = messages.flatMap((m) => m.mediaLibraryFiles);
    expect(new Set(media.map((m) => m.fileTypeId))).toEqual(
      new Set(videoTools ? [FileType.Pdf, FileType.Video] : [FileType.Pdf]),
    );
    const sent = await db()
      .select({ resourceId: mlSentResources.resourceId })
      .from(mlSentResources)
      .where(eq(mlSentResources.receiverProfileId, participant.id));
    for (const m of media) expect(sent.map((s) => s.resourceId)).toContain(m.resourceId);
  });
});

describe('the demo exercise library', () => {
  it('gives every tenant a platform library in its wording: 30 exercises with the demo media, 5 circuits, 5 activities, in folders', async () => {
    for (const [tenantId, words] of [
      ['default', 'Positive Actions'],
      ['brain', 'Routines'],
      ['performance', 'Routines'],
    ] as const) {
      const folders = await db()
        .select()
        .from(routineDefinitionFolders)
        .where(
          and(
            eq(routineDefinitionFolders.tenantId, tenantId),
            eq(routineDefinitionFolders.holds, 'DEFINITIONS'),
            isNull(routineDefinitionFolders.companyId),
          ),
        );
      expect(folders.map((f) => f.title).sort()).toEqual(
        ['Activities', 'Cardio and balance', 'Circuits', 'Mobility', 'Strength'].map((g) => `${words}: ${g}`),
      );
      expect(folders.every((f) => f.companyId === null)).toBe(true);
      const rows = await db()
        .select()
        .from(routineDefinitions)
        .where(and(eq(routineDefinitions.tenantId, tenantId), isNull(routineDefinitions.companyId)));
      const byKind = (kind: string) => rows.filter((r) => r.kind === kind);
      expect(byKind('EXERCISE')).toHaveLength(30);
      expect(byKind('SERIES')).toHaveLength(5);
      expect(byKind('ACTIVITY')).toHaveLength(5);
      expect(rows.every((r) => r.folderId !== null && r.companyId === null)).toBe(true);
      expect(byKind('EXERCISE').every((r) => r.mediaResourceId !== null)).toBe(true);
      const parts = await db()
        .select({ n: count() })
        .from(routineSeriesExercises)
        .where(eq(routineSeriesExercises.tenantId, tenantId));
      expect(parts[0]!.n).toBeGreaterThanOrEqual(15);
    }
    const brainActivities = await db()
      .select({ title: routineDefinitions.title })
      .from(routineDefinitions)
      .where(and(eq(routineDefinitions.tenantId, 'brain'), eq(routineDefinitions.kind, 'ACTIVITY')));
    expect(brainActivities.map((a) => a.title)).toContain('Memory walk');
  });

  it("gives every practice's coach four routines of two to four weeks in folders, practices sharing with each other", async () => {
    for (const tenantId of TENANT_IDS) {
      const routines = await db().select().from(routineSequences).where(eq(routineSequences.tenantId, tenantId));
      expect(routines.every((r) => r.days >= 14 && r.days <= 28 && r.folderId !== null)).toBe(true);
      expect(routines.filter((r) => r.companyId === null)).toHaveLength(3);
      // A coach's library: the platform's routines and their practice's own (issue 29: four in every tenant).
      for (const companyId of new Set(routines.map((r) => r.companyId).filter((c) => c !== null))) {
        const library = routines.filter((r) => r.companyId === null || r.companyId === companyId);
        expect(library, `${tenantId}, practice ${companyId}`).toHaveLength(4);
      }
      const items = await db()
        .select({ sequenceId: routineSequenceItems.sequenceId, day: routineSequenceItems.day })
        .from(routineSequenceItems)
        .where(eq(routineSequenceItems.tenantId, tenantId));
      for (const r of routines) {
        const own = items.filter((i) => i.sequenceId === r.id);
        expect(own.length).toBeGreaterThanOrEqual(10);
        expect(Math.max(...own.map((i) => i.day))).toBeLessThanOrEqual(r.days);
      }
      const shares = await db().select().from(routineShares).where(eq(routineShares.tenantId, tenantId));
      const practices = new Set(routines.map((r) => r.companyId).filter((c) => c !== null));
      expect(practices.size).toBe(2);
      // Each practice gave its routine to the other.
      for (const companyId of practices) {
        expect(
          shares.some((s) => s.subject === 'SEQUENCE' && s.fromCompanyId === companyId && s.toCompanyId !== companyId),
        ).toBe(true);
      }
      expect(shares.some((s) => s.subject === 'FOLDER')).toBe(true);
      // Each practice received exercises of the other's.
      for (const companyId of practices) {
        expect(shares.some((s) => s.subject === 'DEFINITION' && s.toCompanyId === companyId)).toBe(true);
      }
    }
    // The demo participant has this week's items of their practice's routine on their calendar.
    const [demo] = await db()
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.tenantId, 'default'), eq(users.email, 'participant@default.example')));
    const calendar = await db()
      .select()
      .from(participantRoutineItems)
      .where(
        and(
          eq(participantRoutineItems.tenantId, 'default'),
          eq(participantRoutineItems.participantProfileId, demo!.id),
        ),
      );
    expect(calendar.length).toBeGreaterThanOrEqual(10);
    expect(calendar.every((c) => c.assignmentId !== null && c.definitionId !== null)).toBe(true);
    expect(calendar.map((c) => c.title)).toContain('Bird dog');
  });

  it('gives the participants with a routine the last four weeks and the next two, with a mix of what they did', async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const demo = await personByEmail('participant@default.example');
    const dates = await db()
      .select({ date: participantRoutineItems.date })
      .from(participantRoutineItems)
      .where(
        and(eq(participantRoutineItems.tenantId, 'default'), eq(participantRoutineItems.participantProfileId, demo.id)),
      );
    const sorted = dates.map((d) => d.date).sort();
    expect(sorted[0]! <= day(-27)).toBe(true);
    expect(sorted.at(-1)! >= day(13)).toBe(true);
    // Done, partly done, skipped (with reasons), missed in the past four weeks; planned from today on.
    const [all] = (await totalRows(db(), 'default', demo.id, { from: day(-28), to: day(14) }, day(0))).filter(
      (r) => r.grouping === 'all',
    );
    expect(all!.done).toBeGreaterThan(all!.partial);
    for (const state of ['partial', 'skipped', 'missed', 'planned'] as const)
      expect(all![state], state).toBeGreaterThan(0);
    expect(all!.ratingCount).toBeGreaterThan(0);
    // Every tenant's participants with a routine have results; comments in the participant's language.
    for (const tenantId of TENANT_IDS) {
      const results = await db()
        .select({ result: participantRoutineResults, language: profiles.language })
        .from(participantRoutineResults)
        .innerJoin(profiles, eq(profiles.id, participantRoutineResults.participantProfileId))
        .where(eq(participantRoutineResults.tenantId, tenantId));
      expect(new Set(results.map((r) => r.result.participantProfileId)).size, tenantId).toBe(14);
      expect(results.some((r) => r.result.status === 'SKIPPED' && r.result.skipReason)).toBe(true);
      const spanish = results.filter((r) => r.language === 'es' && r.result.comment);
      const english = results.filter((r) => r.language === 'en' && r.result.comment);
      expect(spanish.every((r) => !/\b(the|today|felt)\b/i.test(r.result.comment!))).toBe(true);
      expect(english.every((r) => !/\b(hoy|pero|semana)\b/i.test(r.result.comment!))).toBe(true);
    }
    const anySpanish = await db()
      .select({ comment: participantRoutineResults.comment })
      .from(participantRoutineResults)
      .innerJoin(profiles, eq(profiles.id, participantRoutineResults.participantProfileId))
      .where(and(eq(profiles.language, 'es'), isNull(participantRoutineResults.skipReason)));
    expect(anySpanish.some((r) => r.comment !== null)).toBe(true);
  });

  it('seeds two sprint templates per tenant, applied with a history of sent messages in the sprint chats and more planned', async () => {
    for (const tenantId of TENANT_IDS) {
      const templates = await db()
        .select({ name: sprintTemplates.name, companyId: sprintTemplates.companyId })
        .from(sprintTemplates)
        .where(eq(sprintTemplates.tenantId, tenantId));
      expect(templates.map((t) => t.name).sort(), tenantId).toEqual([
        '14-day hydration habit',
        '28 días para moverte más',
      ]);
      expect(templates.filter((t) => t.companyId === null)).toHaveLength(1);
      const media = await db()
        .select({ n: count() })
        .from(sprintTemplateMessages)
        .where(and(eq(sprintTemplateMessages.tenantId, tenantId), isNotNull(sprintTemplateMessages.resourceId)));
      expect(media[0]!.n).toBeGreaterThanOrEqual(4);
    }
    const [demo] = await db()
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, 'participant@default.example'));
    const occurrences = await db()
      .select()
      .from(sprintOccurrences)
      .where(eq(sprintOccurrences.participantProfileId, demo!.id));
    const sent = occurrences.filter((o) => o.status === 'SENT');
    expect(sent.length).toBeGreaterThanOrEqual(9);
    expect(occurrences.filter((o) => o.status === 'PLANNED').length).toBeGreaterThan(0);
    expect(sent.every((o) => o.sendAt.getTime() <= Date.now())).toBe(true);
    // Each sent one is one message of the sprint chat, posted at its time.
    const messages = await db()
      .select()
      .from(chatMessages)
      .where(like(chatMessages.channelId, `%_sprint_${demo!.id}`));
    expect(messages).toHaveLength(sent.length);
    expect(messages.map((m) => m.createdAt.getTime()).sort()).toEqual(sent.map((o) => o.sendAt.getTime()).sort());
    const [channel] = await db()
      .select()
      .from(chatChannels)
      .where(like(chatChannels.id, `%_sprint_${demo!.id}`));
    expect(channel).toMatchObject({ isReadOnly: true, messageCount: sent.length });
  });
});
