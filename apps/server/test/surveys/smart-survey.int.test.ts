import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  NotificationGrouped,
  ScheduleSurveyResult,
  Survey,
  SurveyDefinitionList,
  SurveyResult,
} from '@stride/contracts';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import { useTestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { screenerPractice } from './support.js';

const t = useTestApp();

describe('the smart survey', () => {
  it('is sent by the advisor, answered by the participant, read by the advisor and downloaded as CSV', async () => {
    const p = await screenerPractice(t, 'default');
    const me = `/api/participants/${p.participant.user.id}/survey`;
    expect((await p.me.get(me)).statusCode).toBe(404);

    const sent = await p.staff.post(me, {});
    expect(sent.statusCode).toBe(201);
    expect(json<ScheduleSurveyResult>(sent)).toMatchObject({ notified: 1, notificationFailed: 0 });
    expect(json<ScheduleSurveyResult>(sent).items[0]).toMatchObject({
      kind: 'SMART_SURVEY',
      name: 'Initial Questions',
    });
    // The participant cannot send it to themself.
    expect((await p.me.post(me, {})).statusCode).toBe(403);

    const survey = json<Survey>(await p.me.get(me));
    expect(survey.sections.map((s) => s.title)).toEqual(['Your goals', 'Where you are now', 'Your health']);
    const id = survey.id;
    const [goals, now, health] = survey.sections;
    const put = (answerId: number, body: object, query = '') =>
      p.me.put(`/api/surveys/${id}/answers/${answerId}${query}`, body);

    // Goals: "Something else" needs its words; a formula stays text in the CSV.
    const other = goals!.questions[0]!.answers[4]!;
    await put(other.id, { selected: true });
    const blank = await p.me.post(`/api/surveys/${id}/sections/${goals!.id}/complete`);
    expect(blank.statusCode).toBe(409);
    await put(other.id, { content: '=HYPERLINK("x")' });
    await put(goals!.questions[1]!.answers[0]!.id, { content: 'I walk to work, three days a week.' });
    expect((await p.me.post(`/api/surveys/${id}/sections/${goals!.id}/complete`)).statusCode).toBe(200);

    // A number within 0 to 7 only.
    const days = now!.questions[0]!.answers[0]!;
    const tooMany = await put(days.id, { value: 9 });
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).message).toBe('A number from 0 to 7.');
    await put(days.id, { value: 3 });
    for (const q of now!.questions.slice(1)) await put(q.answers[1]!.id, { selected: true });
    expect((await p.me.post(`/api/surveys/${id}/sections/${now!.id}/complete`)).statusCode).toBe(200);

    // Health: "Yes", then what to avoid, in the question embedded under it.
    const yes = health!.questions[0]!.answers[1]!;
    await put(yes.id, { selected: true });
    await put(yes.id, { content: 'No running for now' }, `?embeddedAnswerId=${yes.embeddedQuestion!.answers[0]!.id}`);
    expect((await p.me.post(`/api/surveys/${id}/sections/${health!.id}/complete`)).statusCode).toBe(200);
    const result = json<SurveyResult>(await p.me.put(`/api/surveys/${id}/complete`));
    expect(result).toMatchObject({ summary: 'recorded', band: null, rfsPoints: null });

    // The advisor reads it and hears of it, in the tenant's words.
    const read = json<Survey>(await p.staff.get(me));
    expect(read).toMatchObject({ id, status: 'COMPLETED', answeredQuestions: 7 });
    const grouped = json<NotificationGrouped>(await p.staff.get('/api/notification-service/notifications-grouped'));
    const news = grouped.groups.flatMap((g) => g.notifications).find((n) => n.code === 'SURVEY_COMPLETED');
    expect(news?.message).toBe('Pia Ruiz completed Initial Questions.');

    const file = await p.staff.get(`${me}/media/csv`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toMatch(
      /attachment; filename="Initial-Questions-Pia-Ruiz-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(file.body).toContain(`Your goals,What would you most like to work on?,Something else,"'=HYPERLINK(""x"")",`);
    expect(file.body).toContain(
      'Where you are now,On how many days a week are you active for 30 minutes or more?,Days a week,,3',
    );
    expect(file.body).toContain('Your health,What did they tell you to avoid or limit?,,No running for now,');
    expect((await p.staff.get(`${me}/media/pdf`)).statusCode).toBe(400);
  });

  it('does not exist for a participant whose smart survey is off, nor for other people', async () => {
    const p = await screenerPractice(t, 'default');
    await t.app.platform.db
      .update(profiles)
      .set({ smartSurveyAvailable: false })
      .where(eq(profiles.id, p.participant.profile.id));
    const me = `/api/participants/${p.participant.user.id}/survey`;
    expect((await p.staff.post(me, {})).statusCode).toBe(400);
    expect((await p.staff.get(me)).statusCode).toBe(404);
    const other = await screenerPractice(t, 'default');
    expect((await other.staff.get(`/api/participants/${other.participant.user.id}/survey`)).statusCode).toBe(404);
    expect((await other.staff.post(`/api/participants/${p.other.user.id}/survey`, {})).statusCode).toBe(404);
    expect((await p.otherClient.get(me)).statusCode).toBe(404);
  });

  it('is named by each tenant: Smart Survey in the performance tenant, no screeners there', async () => {
    const p = await screenerPractice(t, 'performance');
    const list = json<SurveyDefinitionList>(await p.staff.get('/api/surveys/definitions'));
    expect(list.items.map((d) => [d.name, d.kind])).toEqual([['Smart Survey', 'SMART_SURVEY']]);
  });
});
