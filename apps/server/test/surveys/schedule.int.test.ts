import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationList, ScheduleSurveyResult, Survey, SurveyList, SurveyResult } from '@stride/contracts';
import { ensureSurveyInstruments } from '../../src/modules/surveys/index.js';
import { releaseDue } from '../../src/modules/surveys/surveys.jobs.js';
import type { Instrument } from '../../src/modules/surveys/instruments/instrument.js';
import { surveys } from '../../src/modules/surveys/taken.table.js';
import { useTestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { answerAll, definitionIdOf, screenerPractice, type ScreenerPractice } from './support.js';

const t = useTestApp();
const WEEK = 7 * 24 * 3600 * 1000;

async function schedule(p: ScreenerPractice, body: Record<string, unknown>) {
  const res = await p.staff.post('/api/participants/surveys', {
    definitionId: await definitionIdOf(p, 'gad-7'),
    participantIds: [p.participant.user.id],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<ScheduleSurveyResult>(res);
}

const surveysOfParticipant = (p: ScreenerPractice) =>
  t.app.platform.db
    .select()
    .from(surveys)
    .where(and(eq(surveys.tenantId, 'brain'), eq(surveys.participantUserId, p.participant.user.id)))
    .orderBy(surveys.availableAt);

const availableNotices = async (p: ScreenerPractice) =>
  json<NotificationList>(await p.me.get('/api/notification-service/notifications')).items.filter(
    (n) => n.code === 'SURVEY_AVAILABLE',
  );

describe('a survey on a date', () => {
  it('stays out of the participant’s sight until its date, when they are told', async () => {
    const p = await screenerPractice(t);
    const inTwoDays = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    const made = await schedule(p, { availableAt: inTwoDays.toISOString() });
    expect(made).toMatchObject({ notified: 0, notificationFailed: 0 });
    const id = made.items[0]!.id;
    expect(json<SurveyList>(await p.me.get(`/api/participants/${p.participant.user.id}/surveys`)).items).toEqual([]);
    expect((await p.me.get(`/api/surveys/${id}`)).statusCode).toBe(404);
    // Staff see it scheduled.
    const theirs = json<SurveyList>(await p.staff.get(`/api/participants/${p.participant.user.id}/surveys`));
    expect(theirs.items.map((s) => [s.id, s.status])).toEqual([[id, 'SCHEDULED']]);

    await releaseDue(t.app.platform, new Date(inTwoDays.getTime() - 60_000));
    await t.app.platform.events.idle();
    expect(await availableNotices(p)).toEqual([]);
    expect(await releaseDue(t.app.platform, new Date(inTwoDays.getTime() + 60_000))).toBeGreaterThanOrEqual(1);
    await t.app.platform.events.idle();
    expect((await availableNotices(p)).map((n) => n.parameters.surveyId)).toEqual([id]);
    // Told once: a second run finds nothing more to tell.
    await releaseDue(t.app.platform, new Date(inTwoDays.getTime() + 120_000));
    await t.app.platform.events.idle();
    expect((await availableNotices(p)).length).toBe(1);
  });
});

describe('a repeating survey', () => {
  it('makes the next one every N weeks, one per period even after a long pause', async () => {
    const p = await screenerPractice(t);
    const start = new Date();
    const made = await schedule(p, { repeatEveryWeeks: 2 });
    expect(made.items[0]).toMatchObject({ repeatEveryWeeks: 2, status: 'SCHEDULED' });
    expect(made.notified).toBe(1);

    await releaseDue(t.app.platform, new Date(start.getTime() + WEEK));
    expect((await surveysOfParticipant(p)).length).toBe(1);
    await releaseDue(t.app.platform, new Date(start.getTime() + 2 * WEEK + 60_000));
    const two = await surveysOfParticipant(p);
    expect(two.length).toBe(2);
    expect(two[1]!.availableAt.getTime() - two[0]!.availableAt.getTime()).toBe(2 * WEEK);
    expect(two[1]!.notifiedAt).not.toBeNull();

    // Ten weeks without a run: one more survey (the date that came), not a backlog of four.
    await releaseDue(t.app.platform, new Date(start.getTime() + 12 * WEEK + 60_000));
    const three = await surveysOfParticipant(p);
    expect(three.length).toBe(3);
    expect(three[2]!.availableAt.getTime() - three[0]!.availableAt.getTime()).toBe(4 * WEEK);
    await releaseDue(t.app.platform, new Date(start.getTime() + 13 * WEEK));
    expect((await surveysOfParticipant(p)).length).toBe(3);
    await releaseDue(t.app.platform, new Date(start.getTime() + 14 * WEEK + 60_000));
    expect((await surveysOfParticipant(p)).length).toBe(4);
  });
});

describe('a new version of a definition', () => {
  const mood = (version: number, wording: string): Instrument => ({
    key: 'test-mood',
    name: 'Mood check',
    kind: 'SCREENER',
    version,
    source: 'test',
    licence: 'test',
    languages: ['en'],
    scoring: {
      type: 'SUM_BANDS',
      min: 0,
      max: 3,
      bands: [
        { key: 'mild', label: 'Mild', min: 0, max: 1 },
        { key: 'severe', label: 'Severe', min: 2, max: 3 },
      ],
    },
    sections: [
      {
        title: 'Mood',
        description: '',
        questions: [
          {
            type: 'SINGLE_CHOICE',
            content: wording,
            answers: [0, 1, 2, 3].map((value) => ({ content: `${value}`, value })),
          },
        ],
      },
    ],
  });

  it('leaves the results taken with the old version as they were', async () => {
    await ensureSurveyInstruments(t.app.platform.db, [mood(1, 'How was your mood?')]);
    const p = await screenerPractice(t);
    const v1 = await definitionIdOf(p, 'test-mood', 1);
    const res = await p.staff.post('/api/participants/surveys', {
      definitionId: v1,
      participantIds: [p.participant.user.id],
    });
    const id = json<ScheduleSurveyResult>(res).items[0]!.id;
    await answerAll(p, id, [2]);
    expect(json<SurveyResult>(await p.me.put(`/api/surveys/${id}/complete`)).band?.key).toBe('severe');

    expect(
      await ensureSurveyInstruments(t.app.platform.db, [
        mood(1, 'How was your mood?'),
        mood(2, 'How do you feel today?'),
      ]),
    ).toBeGreaterThan(0);
    const v2 = await definitionIdOf(p, 'test-mood', 2);
    expect(v2).not.toBe(v1);

    const old = json<Survey>(await p.staff.get(`/api/surveys/${id}`));
    expect(old).toMatchObject({
      definitionId: v1,
      definitionVersion: 1,
      result: { result: 2, band: { key: 'severe' } },
    });
    expect(old.sections[0]!.questions[0]!.content).toBe('How was your mood?');
    expect(old.sections[0]!.questions[0]!.answers.find((a) => a.selected)?.label).toBe('2');

    const next = json<ScheduleSurveyResult>(
      await p.staff.post('/api/participants/surveys', { definitionId: v2, participantIds: [p.participant.user.id] }),
    ).items[0]!;
    expect(next.definitionVersion).toBe(2);
    const results = json<SurveyList>(await p.staff.get('/api/participants/surveys?key=test-mood'));
    expect(results.items.map((s) => s.definitionVersion).sort()).toEqual([1, 2]);
  });
});
