import { describe, expect, it } from 'vitest';
import type {
  Answered,
  NotificationGrouped,
  NotificationList,
  SurveyList,
  Survey,
  SurveyProgress,
  SurveyResult,
  TakenSection,
} from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { auditRows } from '../support/audit.js';
import { api, json } from '../support/http.js';
import { answerAll, screenerPractice, scheduled } from './support.js';

const t = useTestApp();

describe('a PHQ-9 scheduled, answered and scored', () => {
  it('tells the participant, keeps their answers when they leave, refuses an incomplete section, scores the band', async () => {
    const p = await screenerPractice(t);
    const res = await p.staff.post('/api/participants/surveys', {
      definitionId: (
        await p.staff.get('/api/surveys/definitions?key=phq-9').then((r) => json<{ items: { id: number }[] }>(r))
      ).items[0]!.id,
      participantIds: [p.participant.user.id],
    });
    expect(res.statusCode).toBe(201);
    const made = json<{ items: Survey[]; notified: number; notificationFailed: number }>(res);
    expect(made).toMatchObject({ notified: 1, notificationFailed: 0 });
    expect(made.items[0]).toMatchObject({
      key: 'phq-9',
      definitionVersion: 1,
      status: 'SCHEDULED',
      participant: { userId: p.participant.user.id, name: 'Pia Ruiz' },
      scheduledBy: { userId: p.advisor.user.id },
      answeredQuestions: 0,
      totalQuestions: 10,
    });
    const id = made.items[0]!.id;

    // The participant is told, and finds it among their own.
    const bell = json<NotificationList>(await p.me.get('/api/notification-service/notifications'));
    expect(bell.items[0]).toMatchObject({
      type: 'SMART_SURVEY',
      code: 'SURVEY_AVAILABLE',
      parameters: { surveyId: id },
    });
    const mine = json<SurveyList>(await p.me.get(`/api/participants/${p.participant.user.id}/surveys`));
    expect(mine.items.map((s) => s.id)).toEqual([id]);

    // Two answers, then away: the progress and the answers are kept.
    const survey = json<Survey>(await p.me.get(`/api/surveys/${id}`));
    const [section] = survey.sections;
    const [q1, q2] = section!.questions;
    const first = await p.me.put(`/api/surveys/${id}/answers/${q1!.answers[1]!.id}`, { selected: true });
    expect(first.statusCode).toBe(200);
    expect(json<Answered>(first).progress).toMatchObject({ status: 'IN_PROGRESS', answeredQuestions: 1 });
    await p.me.put(`/api/surveys/${id}/answers/${q2!.answers[0]!.id}`, { selected: true });
    // Changing one's mind in a single choice question unchooses the first choice.
    const changed = json<Answered>(
      await p.me.put(`/api/surveys/${id}/answers/${q2!.answers[2]!.id}`, { selected: true }),
    );
    expect(changed.question.answers.map((a) => a.selected)).toEqual([false, false, true, false]);
    const progress = json<SurveyProgress>(await p.me.get(`/api/surveys/${id}/progress`));
    expect(progress).toMatchObject({ status: 'IN_PROGRESS', answeredQuestions: 2, totalQuestions: 10 });
    const again = json<Survey>(await p.me.get(`/api/surveys/${id}`));
    expect(again.sections[0]!.questions[0]!.answers[1]!.selected).toBe(true);

    // The section cannot be completed with questions left: each is named.
    const refused = await p.me.post(`/api/surveys/${id}/sections/${section!.id}/complete`);
    expect(refused.statusCode).toBe(409);
    const body = json<{ code: string; message: string; details: { path: string }[] }>(refused);
    expect(body.code).toBe('SECTION_INCOMPLETE');
    expect(body.message).toBe('Answer every question of this section first.');
    expect(body.details.map((d) => d.path)).toEqual(section!.questions.slice(2).map((q) => `questions.${q.id}`));
    expect((await p.me.put(`/api/surveys/${id}/complete`)).statusCode).toBe(409);

    // The rest: 1 + 2 * 7 = 15, moderately severe (item 9 "Not at all", the difficulty question unscored).
    await answerAll(p, id, [1, 2, 2, 2, 2, 2, 2, 2, 0, 3]);
    const completed = await p.me.put(`/api/surveys/${id}/complete`);
    expect(completed.statusCode).toBe(200);
    expect(json<SurveyResult>(completed)).toEqual({
      result: 15,
      rfsPoints: null,
      bhvsPoints: null,
      band: { key: 'moderately-severe', label: 'Moderately severe' },
      positive: null,
      summary: 'moderately-severe',
    });
    // Completing again answers the same result; answering a completed survey is refused.
    expect(json<SurveyResult>(await p.me.put(`/api/surveys/${id}/complete`)).result).toBe(15);
    const late = await p.me.put(`/api/surveys/${id}/answers/${q1!.answers[0]!.id}`, { selected: true });
    expect(late.statusCode).toBe(409);
    expect(json(late).code).toBe('SURVEY_COMPLETED');

    // The advisor sees the result and hears of it, not urgently.
    const listed = json<SurveyList>(await p.staff.get(`/api/participants/surveys?status=COMPLETED&key=phq-9`));
    expect(listed.items.map((s) => [s.id, s.result?.result, s.result?.band?.key])).toEqual([
      [id, 15, 'moderately-severe'],
    ]);
    const grouped = json<NotificationGrouped>(await p.staff.get('/api/notification-service/notifications-grouped'));
    const news = grouped.groups.flatMap((g) => g.notifications).find((n) => n.code === 'SURVEY_COMPLETED')!;
    expect(news).toMatchObject({ message: 'Pia Ruiz completed PHQ-9.', urgent: false, parameters: { surveyId: id } });
    expect((await auditRows(t.app.platform.db, 'survey', id)).map((r) => r.operation)).toEqual(['CREATE', 'UPDATE']);
  });

  it('scores every band edge as published: 4/5, 9/10, 14/15, 19/20', async () => {
    const p = await screenerPractice(t);
    const cases: Array<[number[], number, string]> = [
      [[3, 1, 0, 0, 0, 0, 0, 0, 0], 4, 'none-minimal'],
      [[3, 2, 0, 0, 0, 0, 0, 0, 0], 5, 'mild'],
      [[3, 3, 3, 0, 0, 0, 0, 0, 0], 9, 'mild'],
      [[3, 3, 3, 1, 0, 0, 0, 0, 0], 10, 'moderate'],
      [[3, 3, 3, 3, 2, 0, 0, 0, 0], 14, 'moderate'],
      [[3, 3, 3, 3, 3, 0, 0, 0, 0], 15, 'moderately-severe'],
      [[3, 3, 3, 3, 3, 3, 1, 0, 0], 19, 'moderately-severe'],
      [[3, 3, 3, 3, 3, 3, 2, 0, 0], 20, 'severe'],
    ];
    for (const [points, score, band] of cases) {
      const id = await scheduled(p);
      await answerAll(p, id, [...points, 0]);
      const result = json<SurveyResult>(await p.me.put(`/api/surveys/${id}/complete`));
      expect([result.result, result.band?.key], points.join('')).toEqual([score, band]);
    }
  });
});

describe('a critical answer', () => {
  it('raises an urgent notification to the coach and the company admin that stays on top until acknowledged', async () => {
    const p = await screenerPractice(t);
    const id = await scheduled(p);
    // Item 9 "Several days": critical as soon as it is given.
    await answerAll(p, id, [0, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
    for (const client of [p.staff, p.adminClient]) {
      const list = json<NotificationList>(await client.get('/api/notification-service/notifications'));
      expect(list.items[0]).toMatchObject({ code: 'SURVEY_CRITICAL', urgent: true, parameters: { surveyId: id } });
      expect(list.items[0]!.message).toBe('Urgent: Pia Ruiz gave an answer in PHQ-9 that needs your attention now.');
    }
    // Newer news does not push it down.
    await p.me.put(`/api/surveys/${id}/complete`);
    const grouped = json<NotificationGrouped>(await p.staff.get('/api/notification-service/notifications-grouped'));
    expect(grouped.groups[0]!.notifications[0]).toMatchObject({ code: 'SURVEY_CRITICAL', urgent: true });
    const flat = json<NotificationList>(await p.staff.get('/api/notification-service/notifications'));
    expect(flat.items[0]!.code).toBe('SURVEY_CRITICAL');

    const survey = json<Survey>(await p.staff.get(`/api/surveys/${id}`));
    expect(survey.critical).toMatchObject({
      questions: ['Thoughts that you would be better off dead or of hurting yourself in some way'],
      acknowledgedAt: null,
    });
    // The participant cannot acknowledge; the admin does, once, audited; it is no longer urgent for anyone.
    expect((await p.me.post(`/api/surveys/${id}/acknowledgement`, {})).statusCode).toBe(403);
    const ack = await p.adminClient.post(`/api/surveys/${id}/acknowledgement`, { note: 'Called her; safe at home.' });
    expect(ack.statusCode).toBe(200);
    expect(json<Survey>(ack).critical).toMatchObject({
      acknowledgedBy: { userId: p.admin.user.id },
      note: 'Called her; safe at home.',
    });
    expect((await p.staff.post(`/api/surveys/${id}/acknowledgement`, {})).statusCode).toBe(409);
    expect((await auditRows(t.app.platform.db, 'survey_critical_acknowledgement', id)).length).toBe(1);
    for (const client of [p.staff, p.adminClient]) {
      const list = json<NotificationList>(await client.get('/api/notification-service/notifications'));
      expect(list.items.filter((n) => n.urgent)).toEqual([]);
    }
  });
});

describe('bad input and other people', () => {
  it('refuses text on a choice, 100 KB of text, answers of another survey, and changes nothing', async () => {
    const p = await screenerPractice(t);
    const id = await scheduled(p);
    const survey = json<Survey>(await p.me.get(`/api/surveys/${id}`));
    const answer = survey.sections[0]!.questions[0]!.answers[0]!;
    const text = await p.me.put(`/api/surveys/${id}/answers/${answer.id}`, { content: 'hello', selected: true });
    expect(text.statusCode).toBe(400);
    expect(json(text).message).toBe('This answer takes no text.');
    const huge = await p.me.put(`/api/surveys/${id}/answers/${answer.id}`, { content: 'x'.repeat(100_000) });
    expect([400, 413]).toContain(huge.statusCode);
    const number = await p.me.put(`/api/surveys/${id}/answers/${answer.id}`, { value: 3 });
    expect(number.statusCode).toBe(400);
    const nested = await p.me.put(`/api/surveys/${id}/answers/${answer.id}?embeddedAnswerId=${answer.id}`, {
      selected: true,
    });
    expect(nested.statusCode).toBe(404);
    const gad = await scheduled(p, 'gad-7');
    const gadAnswer = json<Survey>(await p.me.get(`/api/surveys/${gad}`)).sections[0]!.questions[0]!.answers[0]!;
    expect((await p.me.put(`/api/surveys/${id}/answers/${gadAnswer.id}`, { selected: true })).statusCode).toBe(404);
    expect(json<SurveyProgress>(await p.me.get(`/api/surveys/${id}/progress`))).toMatchObject({
      status: 'SCHEDULED',
      answeredQuestions: 0,
    });
  });

  it("hides another participant's survey, another tenant's, and lets staff read but not answer", async () => {
    const p = await screenerPractice(t);
    const id = await scheduled(p);
    const answerId = json<Survey>(await p.me.get(`/api/surveys/${id}`)).sections[0]!.questions[0]!.answers[0]!.id;
    for (const path of [`/api/surveys/${id}`, `/api/surveys/${id}/progress`]) {
      const res = await p.otherClient.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(json(res).message).toBe('Survey not found.');
    }
    expect((await p.otherClient.put(`/api/surveys/${id}/answers/${answerId}`, { selected: true })).statusCode).toBe(
      404,
    );
    expect((await p.staff.put(`/api/surveys/${id}/answers/${answerId}`, { selected: true })).statusCode).toBe(403);
    expect((await p.staff.get(`/api/surveys/${id}`)).statusCode).toBe(200);

    const elsewhere = await screenerPractice(t);
    expect((await elsewhere.staff.get(`/api/surveys/${id}`)).statusCode).toBe(404);
    const scheduleOther = await elsewhere.staff.post('/api/participants/surveys', {
      definitionId: 1,
      participantIds: [p.participant.user.id],
    });
    expect(scheduleOther.statusCode).toBe(404);
    const list = json<SurveyList>(await elsewhere.staff.get('/api/participants/surveys'));
    expect(list.items.some((s) => s.id === id)).toBe(false);

    // The default tenant has no screeners: its staff find none of it.
    const host = api(t.app, { token: p.advisor.token, host: 'default' });
    expect((await host.get(`/api/surveys/${id}`)).statusCode).toBe(401);
  });

  it('refuses a schedule without participants, with a bad date or repeat, naming the field', async () => {
    const p = await screenerPractice(t);
    const definitionId = (
      await p.staff.get('/api/surveys/definitions?key=phq-9').then((r) => json<{ items: { id: number }[] }>(r))
    ).items[0]!.id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ definitionId, participantIds: [] }, 'You need select at least one participant!'],
      [
        { definitionId, participantIds: [p.participant.user.id], availableAt: 'tomorrow' },
        'A date and time (ISO 8601).',
      ],
      [{ definitionId, participantIds: [p.participant.user.id], repeatEveryWeeks: 53 }, 'Repeat every 1 to 52 weeks.'],
    ];
    for (const [body, message] of cases) {
      const res = await p.staff.post('/api/participants/surveys', body);
      expect(res.statusCode).toBe(400);
      expect(json<{ details: { message: string }[] }>(res).details[0]!.message).toBe(message);
    }
    expect(
      (await p.me.post('/api/participants/surveys', { definitionId, participantIds: [p.participant.user.id] }))
        .statusCode,
    ).toBe(403);
    expect(json<SurveyList>(await p.staff.get('/api/participants/surveys')).items).toEqual([]);
  });
});

describe('sections', () => {
  it('answers the completed section', async () => {
    const p = await screenerPractice(t);
    const id = await scheduled(p, 'phq-2');
    const survey = json<Survey>(await p.me.get(`/api/surveys/${id}`));
    for (const q of survey.sections[0]!.questions)
      await p.me.put(`/api/surveys/${id}/answers/${q.answers[3]!.id}`, { selected: true });
    const done = await p.me.post(`/api/surveys/${id}/sections/${survey.sections[0]!.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(json<TakenSection>(done).completed).toBe(true);
    const result = json<SurveyResult>(await p.me.put(`/api/surveys/${id}/complete`));
    expect(result).toMatchObject({ result: 6, positive: true, summary: 'positive', band: null });
  });
});
