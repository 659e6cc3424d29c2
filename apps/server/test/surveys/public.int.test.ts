import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SURVEY_COOKIE, type Answered, type PublicResult, type PublicSurvey } from '@stride/contracts';
import { readOutbox } from '../../src/platform/mail/outbox.js';
import { useTestApp, HOSTS } from '../support/app.js';
import { eventually, json } from '../support/http.js';

const t = useTestApp();
// The results mail goes through the job queue.
beforeAll(async () => t.app.platform.jobs.start());
let addresses = 0;

/** An anonymous visitor: their own address and cookie jar (the taker token), as a browser would have. */
function visitor(host: keyof typeof HOSTS = 'brain', language = 'en') {
  const from = `10.44.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
  let cookie: string | null = null;
  const call = async (method: 'POST' | 'PUT', url: string, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: from,
      headers: {
        host: HOSTS[host],
        'accept-language': language,
        ...(cookie ? { cookie: `${PUBLIC_SURVEY_COOKIE}=${cookie}` } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const set = res.cookies.find((c) => c.name === PUBLIC_SURVEY_COOKIE);
    if (set) cookie = set.value;
    return res;
  };
  return {
    from,
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    put: (url: string, body: unknown = {}) => call('PUT', url, body),
    get cookie() {
      return cookie;
    },
    forget: () => (cookie = null),
  };
}
type Visitor = ReturnType<typeof visitor>;

/** Chooses the answer at `pick[i]` (default the first) of each top-level question of the scored sections. */
async function answerScored(v: Visitor, survey: PublicSurvey, pick: number[] = [], prefix = '/api/public') {
  const questions = survey.sections.filter((s) => !s.allowEmpty).flatMap((s) => s.questions);
  for (const [i, q] of questions.entries()) {
    const answer = q.answers[pick[i] ?? 0]!;
    const res = await v.put(`${prefix}/surveys/answers/${answer.id}`, { selected: true });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('the public screener (version 1, /screener)', () => {
  it('starts with a cookie, resumes from it, refuses an incomplete section, scores both factors, mails the results', async () => {
    const v = visitor('brain', 'es-ES,es;q=0.9');
    const started = await v.post('/api/public/surveys/screener');
    expect(started.statusCode).toBe(201);
    const cookie = started.cookies.find((c) => c.name === PUBLIC_SURVEY_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    const survey = json<PublicSurvey>(started);
    expect(survey).toMatchObject({ key: 'screener', name: 'Brain health screener', version: 1, status: 'SCHEDULED' });
    expect(survey.sections.map((s) => s.title)).toEqual(['Your health', 'Your habits', 'A little more']);
    expect(survey.progress.totalQuestions).toBe(20);

    // Two answers, then back: the same survey, the answers kept.
    const [hearing, pressure] = survey.sections[0]!.questions;
    await v.put(`/api/public/surveys/answers/${hearing!.answers[2]!.id}`, { selected: true });
    // A nested answer: "Yes" to blood pressure, then "No, or I am not sure" under it.
    const yes = pressure!.answers[1]!;
    await v.put(`/api/public/surveys/answers/${yes.id}`, { selected: true });
    const nested = await v.put(
      `/api/public/surveys/answers/${yes.id}?embeddedAnswerId=${yes.embeddedQuestion!.answers[1]!.id}`,
      { selected: true },
    );
    expect(nested.statusCode).toBe(200);
    expect(json<Answered>(nested).question.answers[1]!.embeddedQuestion!.answers[1]!.selected).toBe(true);
    const resumed = await v.post('/api/public/surveys/screener');
    expect(resumed.statusCode).toBe(200);
    expect(json<PublicSurvey>(resumed).progress.answeredQuestions).toBe(2);

    const refused = await v.post(`/api/public/surveys/sections/${survey.sections[0]!.id}/complete`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).code).toBe('SECTION_INCOMPLETE');
    expect((await v.put('/api/public/surveys/complete')).statusCode).toBe(409);

    // Health: hearing 2, pressure 0 + 2, the rest their first answers (0); habits: activity 3, sleep 2 (6 to 8),
    // the rest 0: Risk Factor 4, Protective Factor 5.
    await answerScored(v, survey, [2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 1]);
    for (const s of survey.sections) {
      const done = await v.post(`/api/public/surveys/sections/${s.id}/complete`);
      expect(done.statusCode, done.body).toBe(200);
    }
    const completed = await v.put('/api/public/surveys/complete');
    expect(completed.statusCode).toBe(200);
    const result = json<PublicResult>(completed);
    expect(result).toMatchObject({ rfsPoints: 4, bhvsPoints: 5, result: 1, summary: 'brain' });
    expect(result.additionalScores.find((s) => s.label === 'Blood pressure')).toEqual({
      label: 'Blood pressure',
      factor: 'RISK',
      points: 2,
      max: 2,
    });
    expect(result.additionalScores.filter((s) => s.factor === 'PROTECTIVE')).toHaveLength(7);

    // The submit form: every field required, then the results to the address, in Spanish.
    const empty = await v.post('/api/public/surveys/submit', {
      firstname: 'Lucía',
      lastname: ' ',
      email: 'lucia@test.example',
    });
    expect(empty.statusCode).toBe(400);
    expect(json<{ details: { message: string }[] }>(empty).details[0]!.message).toBe(
      'All fields are required. Please fill all fields.',
    );
    const sent = await v.post('/api/public/surveys/submit', {
      firstname: 'Lucía',
      lastname: 'Gómez',
      email: 'lucia.screener@test.example',
    });
    expect(sent.statusCode).toBe(200);
    expect(json(sent)).toEqual({ message: 'Saved!' });
    const mail = await eventually(async () =>
      (await readOutbox(t.dataDir)).find((m) => m.to.includes('lucia.screener@test.example')),
    );
    expect(mail.subject).toContain('Tus resultados');
    expect(mail.text).toContain('Factor de riesgo: 4');
    expect(mail.text).toContain('Factor protector: 5');

    // Start again: a new survey and a new token; the old one is done.
    const again = await v.post('/api/public/surveys/screener', { forceNew: true });
    expect(again.statusCode).toBe(201);
    expect(v.cookie).not.toBe(cookie.value);
    expect(json<PublicSurvey>(again).progress.answeredQuestions).toBe(0);
  });

  it("keeps one taker's answers from every other visitor", async () => {
    const a = visitor();
    const b = visitor();
    const survey = json<PublicSurvey>(await a.post('/api/public/surveys/screener'));
    const answerId = survey.sections[0]!.questions[0]!.answers[1]!.id;
    await a.put(`/api/public/surveys/answers/${answerId}`, { selected: true });
    // Without a token, with a made-up one: no survey.
    const stranger = visitor();
    expect((await stranger.put(`/api/public/surveys/answers/${answerId}`, { selected: true })).statusCode).toBe(404);
    expect((await stranger.put('/api/public/surveys/complete')).statusCode).toBe(404);
    // Another taker answering the same answer id changes their own survey only.
    await b.post('/api/public/surveys/screener');
    await b.put(`/api/public/surveys/answers/${survey.sections[0]!.questions[0]!.answers[2]!.id}`, { selected: true });
    const mine = json<PublicSurvey>(await a.post('/api/public/surveys/screener'));
    expect(mine.sections[0]!.questions[0]!.answers.map((x) => x.selected)).toEqual([false, true, false]);
    // A version 2 call with a version 1 token: not found.
    expect((await a.put(`/api/public-presentation/surveys/answers/${answerId}`, { selected: true })).statusCode).toBe(
      404,
    );
  });
});

describe('bad input', () => {
  it('refuses an unknown key, 100 KB of text, a number where none goes, and changes nothing', async () => {
    const v = visitor();
    const unknown = await v.post('/api/public/surveys/nope');
    expect(unknown.statusCode).toBe(400);
    const survey = json<PublicSurvey>(await v.post('/api/public/surveys/screener'));
    const more = survey.sections[2]!.questions[1]!.answers[0]!;
    const huge = await v.put(`/api/public/surveys/answers/${more.id}`, { content: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    const long = await v.put(`/api/public/surveys/answers/${more.id}`, { content: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    const number = await v.put(`/api/public/surveys/answers/${more.id}`, { value: 3 });
    expect(number.statusCode).toBe(400);
    const again = json<PublicSurvey>(await v.post('/api/public/surveys/screener'));
    expect(again.progress.answeredQuestions).toBe(0);
    expect(again.sections[2]!.questions[1]!.answers[0]!.content).toBe('');
  });

  it('limits the starts of one address to 30 a minute; another address still starts', async () => {
    const v = visitor();
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await v.post('/api/public/surveys/exos', { forceNew: true })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 201)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
    expect((await visitor().post('/api/public/surveys/exos')).statusCode).toBe(201);
  });
});

describe('version 2 (/summit)', () => {
  it('needs the e-mail at the start and answers under /public-presentation only', async () => {
    const v = visitor();
    const missing = await v.post('/api/public-presentation/surveys/summit', {});
    expect(missing.statusCode).toBe(400);
    expect(json<{ details: { message: string }[] }>(missing).details[0]!.message).toBe('Field e-mail is required');
    const started = await v.post('/api/public-presentation/surveys/summit', { email: 'sam@test.example' });
    expect(started.statusCode).toBe(201);
    const survey = json<PublicSurvey>(started);
    expect(survey).toMatchObject({ version: 2 });
    expect(survey.progress.totalQuestions).toBe(22);
    // The version 1 start of a version 2 page does not exist.
    expect((await visitor().post('/api/public/surveys/summit')).statusCode).toBe(404);
    const answerId = survey.sections[0]!.questions[0]!.answers[0]!.id;
    expect((await v.put(`/api/public/surveys/answers/${answerId}`, { selected: true })).statusCode).toBe(404);
    expect((await v.put(`/api/public-presentation/surveys/answers/${answerId}`, { selected: true })).statusCode).toBe(
      200,
    );
  });
});

describe('a tenant without public screeners', () => {
  it('answers 404 to every public call', async () => {
    const v = visitor('default');
    expect((await v.post('/api/public/surveys/screener')).statusCode).toBe(404);
    expect((await v.put('/api/public/surveys/complete')).statusCode).toBe(404);
    expect((await visitor('performance').post('/api/public/surveys/survey')).statusCode).toBe(404);
  });
});
