import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { participantRoutineItems, participantRoutineResults } from '../../src/modules/calendar/calendar.table.js';
import { chatChannels, chatMembers } from '../../src/modules/chat/chat.table.js';
import { journalDays, journalMeals } from '../../src/modules/journal/journal.table.js';
import { sprintDefinitions, sprintOccurrences } from '../../src/modules/sprints/sprints.table.js';
import { swapProgress, swaps } from '../../src/modules/swaps/swaps.table.js';
import { useTestApp, type TestApp } from '../support/app.js';
import { api } from '../support/http.js';
import { advisorWithParticipant, answerOf } from './support.js';

// Issue 29, item 8: the assistant answers "how did Henry do this week?" from the week's records.
const t = useTestApp();
const NOW = new Date('2026-11-28T18:00:00Z');
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterAll(() => vi.useRealTimers());

const TENANT = 'default';

/** A week of records: two exercises done (one rated), one skipped with a reason, one missed, older ones. */
async function aWeekOf(app: TestApp, profileId: number, advisorProfileId: number) {
  const db = app.app.platform.db;
  const item = (date: string, title: string) => ({
    tenantId: TENANT,
    participantProfileId: profileId,
    date,
    kind: 'EXERCISE' as const,
    title,
    repetitions: 10,
  });
  const items = await db
    .insert(participantRoutineItems)
    .values([
      item('2026-11-10', 'Old squat'),
      item('2026-11-23', 'Cat-cow'),
      item('2026-11-24', 'Glute bridge'),
      item('2026-11-25', 'Wall push-up'),
      item('2026-11-26', 'Bird dog'),
      item('2026-11-30', 'Side plank'),
    ])
    .returning();
  const byTitle = (title: string) => items.find((i) => i.title === title)!.id;
  const result = (title: string, o: Partial<typeof participantRoutineResults.$inferInsert>) => ({
    itemId: byTitle(title),
    tenantId: TENANT,
    participantProfileId: profileId,
    status: 'DONE' as const,
    repetitions: 10,
    recordedAt: NOW,
    ...o,
  });
  await db
    .insert(participantRoutineResults)
    .values([
      result('Old squat', {}),
      result('Cat-cow', { rating: 4, comment: 'Loosened my back' }),
      result('Glute bridge', {}),
      result('Wall push-up', { status: 'SKIPPED', repetitions: null, skipReason: 'Sore wrist today' }),
    ]);
  const [day] = await db
    .insert(journalDays)
    .values({ tenantId: TENANT, participantProfileId: profileId, date: '2026-11-27' })
    .returning();
  await db.insert(journalMeals).values({
    tenantId: TENANT,
    dayId: day!.id,
    participantProfileId: profileId,
    date: '2026-11-27',
    kind: 'LUNCH',
    text: 'Lentil soup and a pear',
  });
  const [swap] = await db
    .insert(swaps)
    .values({
      tenantId: TENANT,
      participantProfileId: profileId,
      description: 'Water instead of soda',
      repeatGoal: 10,
      progressCount: 4,
      status: 'IN_PROGRESS',
    })
    .returning();
  await db.insert(swapProgress).values(
    ['2026-11-15', '2026-11-24', '2026-11-25', '2026-11-27'].map((date) => ({
      tenantId: TENANT,
      swapId: swap!.id,
      date,
    })),
  );
  const channelId = `sprint_${profileId}`;
  await db.insert(chatChannels).values({ id: channelId, tenantId: TENANT, name: 'Sprint' });
  const [definition] = await db
    .insert(sprintDefinitions)
    .values({
      tenantId: TENANT,
      participantProfileId: profileId,
      senderProfileId: advisorProfileId,
      channelId,
      templateName: 'Better sleep',
      text: 'x',
      startDate: '2026-11-24',
      time: '09:00',
      repeat: 'DAILY',
      occurrences: 3,
      timeZone: 'UTC',
    })
    .returning();
  const sent = (occurrence: number, date: string, text: string, timetoken: string) => ({
    tenantId: TENANT,
    definitionId: definition!.id,
    participantProfileId: profileId,
    occurrence,
    localDate: date,
    sendAt: new Date(`${date}T09:00:00Z`),
    status: 'SENT' as const,
    sentAt: new Date(`${date}T09:00:00Z`),
    sentText: text,
    chatTimetoken: timetoken,
  });
  await db
    .insert(sprintOccurrences)
    .values([
      sent(1, '2026-11-24', 'Screens off an hour before bed', '100'),
      sent(2, '2026-11-25', 'Same wake-up time every day', '200'),
      sent(3, '2026-11-26', 'Keep the bedroom cool', '300'),
    ]);
  await db
    .insert(chatMembers)
    .values({ tenantId: TENANT, channelId, profileId, userUuid: 'u-1', timeToken: 200n, readCount: 2 });
}

describe('POST /sami about a participant’s week', () => {
  it('answers how they did with their exercises: counts, each item, the reason of a skip', async () => {
    const { advisor, participant, name } = await advisorWithParticipant(t);
    await aWeekOf(t, participant.profile.id, advisor.profile.id);
    const res = await api(t.app, { token: advisor.token }).post('/api/sami', {
      targetProfileId: participant.profile.id,
      question: `How did ${name} do with his exercises this week?`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { answer } = answerOf(res);
    expect(answer).toContain(
      'Calendar 2026-11-22 to 2026-11-28: 4 items; 2 done, 0 partly done, 1 skipped, 1 missed, 0 still planned, 50% of those due completed',
    );
    expect(answer).toContain('Done: Cat-cow on 2026-11-23 (rating 4/5, comment "Loosened my back")');
    expect(answer).toContain('Skipped: Wall push-up on 2026-11-25 (reason "Sore wrist today")');
    expect(answer).toContain('Missed: Bird dog on 2026-11-26');
    expect(answer).not.toContain('Old squat');
    expect(answer).not.toContain('Side plank');
    expect(answer).not.toContain('Journal');
  });

  it('answers about the journal, the swaps and the sprint messages read, each from its own records', async () => {
    const { advisor, participant } = await advisorWithParticipant(t);
    await aWeekOf(t, participant.profile.id, advisor.profile.id);
    const ask = async (question: string) =>
      answerOf(
        await api(t.app, { token: advisor.token }).post('/api/sami', {
          targetProfileId: participant.profile.id,
          question,
        }),
      ).answer;
    const journal = await ask('What did she eat, according to the journal?');
    expect(journal).toContain('Journal 2026-11-22 to 2026-11-28: 1 meals logged on 1 days');
    expect(journal).toContain('Journal 2026-11-27 lunch: "Lentil soup and a pear"');
    const swapsAnswer = await ask('How are the swaps going?');
    expect(swapsAnswer).toContain(
      'Swap "Water instead of soda" (in progress): kept on 3 of the days 2026-11-22 to 2026-11-28; 4 of 10 days in all',
    );
    const sprints = await ask('Has she read her sprint messages?');
    expect(sprints).toContain('Sprint messages 2026-11-22 to 2026-11-28: 3 sent, 2 read');
    expect(sprints).toContain(
      'Sprint message from "Better sleep" on 2026-11-26, not read yet: "Keep the bedroom cool"',
    );
  });
});
