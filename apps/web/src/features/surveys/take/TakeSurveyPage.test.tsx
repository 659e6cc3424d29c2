import {
  endpoints,
  Role,
  type AnswerBody,
  type Survey,
  type SurveyResult,
  type TakenQuestion,
} from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { setLanguage } from '../../../app/i18n/i18n';
import { routeAccess } from '../../../app/routes/access';
import { BreadcrumbLabelsProvider } from '../../../app/shell/breadcrumbLabels';
import { ShellBreadcrumbs } from '../../../app/shell/ShellBreadcrumbs';
import { buildClaims, buildTenant, signInAs } from '../../../test/fixtures';
import { json, stubFetch, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { frequencyQuestion, testAnswer, testQuestion, testSection, testSurvey } from '../testData';
import TakeSurveyPage from './TakeSurveyPage';

configure({ asyncUtilTimeout: 10_000 });
const api = endpoints.surveys;
const surveyUrl = endpointUrl(api.get, { id: 5 });

let calls: FetchRequest[] = [];
let stored: Survey;
let completeSectionAnswer: (sectionId: number) => Response = (sectionId) =>
  json(200, { ...stored.sections.find((s) => s.id === sectionId)!, completed: true });
let result: SurveyResult;

/** The fake server's answer change: the answer at the path (an exclusive choice unchooses its siblings). */
function change(question: TakenQuestion, path: number[], body: AnswerBody): TakenQuestion {
  const [id, ...rest] = path;
  const single = ['SINGLE_CHOICE', 'RADIO', 'DROPDOWN_LIST', 'OPTION'].includes(question.type);
  return {
    ...question,
    answers: question.answers.map((a) => {
      if (a.id !== id) return rest.length === 0 && single && body.selected ? { ...a, selected: false } : a;
      if (rest.length > 0) return { ...a, embeddedQuestion: change(a.embeddedQuestion!, rest, body) };
      return { ...a, ...body } as typeof a;
    }),
  };
}

function serve() {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      (call) => {
        if (!call.path.startsWith(surveyUrl)) return undefined;
        const rest = call.path.slice(surveyUrl.length);
        if (call.method === 'GET' && rest === '') return json(200, stored);
        const answer = /^\/answers\/(\d+)$/.exec(rest);
        if (call.method === 'PUT' && answer) {
          const query = new URLSearchParams(call.query);
          const path = [answer[1], query.get('embeddedAnswerId'), query.get('secondLevelEmbeddedAnswerId')]
            .filter((id): id is string => id !== null)
            .map(Number);
          let answered: TakenQuestion | undefined;
          stored = {
            ...stored,
            sections: stored.sections.map((s) => ({
              ...s,
              questions: s.questions.map((q) => {
                if (!q.answers.some((a) => a.id === path[0])) return q;
                answered = change(q, path, call.body as AnswerBody);
                return answered;
              }),
            })),
          };
          const sections = stored.sections.map((s) => ({ id: s.id, completed: s.completed }));
          return json(200, {
            question: answered,
            progress: { status: 'IN_PROGRESS', sections, answeredQuestions: 1, totalQuestions: 2 },
          });
        }
        const section = /^\/sections\/(\d+)\/complete$/.exec(rest);
        if (call.method === 'POST' && section) {
          const answer = completeSectionAnswer(Number(section[1]));
          if (answer.ok)
            stored = {
              ...stored,
              sections: stored.sections.map((s) => (s.id === Number(section[1]) ? { ...s, completed: true } : s)),
            };
          return answer;
        }
        if (call.method === 'PUT' && rest === '/complete') {
          stored = { ...stored, status: 'COMPLETED', result, completedAt: '2026-11-20T10:05:00.000Z' };
          return json(200, result);
        }
        return undefined;
      },
    ],
  });
}

const renderPage = () =>
  renderWithApp(<TakeSurveyPage />, { path: '/my-day/surveys/5', pattern: '/my-day/surveys/:id' });
const question = (name: string) => screen.getByRole('group', { name });
const puts = () => calls.filter((c) => c.method === 'PUT');
const posts = () => calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  calls = [];
  signInAs(Role.Participant, { user_id: 12, profile_id: 40 });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  completeSectionAnswer = (sectionId) =>
    json(200, { ...stored.sections.find((s) => s.id === sectionId)!, completed: true });
  result = {
    result: 21,
    rfsPoints: null,
    bhvsPoints: null,
    band: { key: 'severe', label: 'Severe' },
    positive: null,
    summary: 'severe',
  };
  stored = testSurvey(5, [
    testSection(1, [frequencyQuestion(1, 'Little interest or pleasure'), frequencyQuestion(2, 'Feeling down')]),
  ]);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('/my-day/surveys/{id}', () => {
  it('saves each choice at once; "Next" names a missing answer under its question, focuses it and sends nothing', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('Section 1 of 1')).toBeTruthy();
    expect(screen.getByText('Over the last 2 weeks (section 1)')).toBeTruthy();
    fireEvent.click(within(question('Little interest or pleasure')).getByRole('radio', { name: 'Several days' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({
      path: endpointUrl(api.answer, { id: 5, answerId: 11 }),
      query: '',
      body: { selected: true },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const down = question('Feeling down');
    expect(await within(down).findByText('Choose an answer.')).toBeTruthy();
    expect(within(question('Little interest or pleasure')).queryByText('Choose an answer.')).toBeNull();
    expect(screen.getByText('One question still needs an answer.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(down).getAllByRole('radio')[0]));
    expect(posts()).toHaveLength(0);

    // Answered: the message goes.
    fireEvent.click(within(down).getByRole('radio', { name: 'Nearly every day' }));
    await waitFor(() => expect(within(down).queryByText('Choose an answer.')).toBeNull());
  });

  it('saves a nested answer by its query (the top-level answer in the path), and typed text after a pause', async () => {
    const when = testQuestion(32, 'At what time?', [testAnswer(320, 'Morning'), testAnswer(321, 'Evening')]);
    const often = testQuestion(31, 'How often?', [
      testAnswer(310, 'Daily', { embeddedQuestion: when }),
      testAnswer(311, 'Other', { type: 'text' }),
    ]);
    stored = testSurvey(5, [
      testSection(1, [
        testQuestion(3, 'Do you exercise?', [testAnswer(30, 'Yes', { embeddedQuestion: often }), testAnswer(33, 'No')]),
      ]),
    ]);
    serve();
    renderPage();
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Do you exercise?' })).getByRole('radio', { name: 'Yes' }),
    );
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'How often?' })).getByRole('radio', { name: 'Daily' }),
    );
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'At what time?' })).getByRole('radio', { name: 'Evening' }),
    );
    await waitFor(() => expect(puts()).toHaveLength(3));
    const answerUrl = endpointUrl(api.answer, { id: 5, answerId: 30 });
    expect(puts().map((c) => [c.path, c.query, c.body])).toEqual([
      [answerUrl, '', { selected: true }],
      [answerUrl, 'embeddedAnswerId=310', { selected: true }],
      [answerUrl, 'embeddedAnswerId=310&secondLevelEmbeddedAnswerId=321', { selected: true }],
    ]);

    // "Other" takes a text: typed in two goes, saved once with the whole text.
    fireEvent.click(within(question('How often?')).getByRole('radio', { name: 'Other' }));
    const text = await screen.findByRole('textbox', { name: 'Other: your answer' });
    fireEvent.change(text, { target: { value: 'Twi' } });
    fireEvent.change(text, { target: { value: 'Twice a week' } });
    await waitFor(() => expect(puts()).toHaveLength(5), { timeout: 5000 });
    expect(puts()[4]).toMatchObject({ query: 'embeddedAnswerId=311', body: { content: 'Twice a week' } });
    expect((screen.getByRole('textbox', { name: 'Other: your answer' }) as HTMLInputElement).value).toBe(
      'Twice a week',
    );
  });

  it('saves typed text when the field is left', async () => {
    stored = testSurvey(5, [testSection(1, [testQuestion(4, 'What helps you?', [testAnswer(40, '')], 'TEXTAREA')])]);
    serve();
    renderPage();
    const text = await screen.findByRole('textbox', { name: 'Your answer' });
    fireEvent.change(text, { target: { value: 'Walking' } });
    expect(puts()).toHaveLength(0);
    fireEvent.blur(text);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({
      path: endpointUrl(api.answer, { id: 5, answerId: 40 }),
      body: { content: 'Walking' },
    });
  });

  it('resumes at the first section not completed, with the answers given', async () => {
    stored = testSurvey(
      5,
      [
        testSection(1, [frequencyQuestion(1, 'Little interest or pleasure', 1)], { completed: true }),
        testSection(2, [frequencyQuestion(2, 'Feeling down', 2), frequencyQuestion(3, 'Trouble sleeping')]),
        testSection(3, [frequencyQuestion(4, 'Feeling tired')]),
      ],
      { status: 'IN_PROGRESS' },
    );
    serve();
    renderPage();
    expect(await screen.findByText('Section 2 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Section 2' })).toBeTruthy();
    const down = question('Feeling down');
    expect((within(down).getByRole('radio', { name: 'More than half the days' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // Back shows the completed section with its answer.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Section 1 of 3')).toBeTruthy();
    const interest = question('Little interest or pleasure');
    expect((within(interest).getByRole('radio', { name: 'Several days' }) as HTMLInputElement).checked).toBe(true);
  });

  it('completes the last section and the survey, then tells the outcome in plain words', async () => {
    stored = testSurvey(5, [testSection(1, [frequencyQuestion(1, 'Little interest or pleasure', 3)])], {
      status: 'IN_PROGRESS',
    });
    serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(
      await screen.findByText(
        'Your answers suggest you are going through a hard time. Your advisor will get in touch with you soon.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Thank you for your answers' })).toBeTruthy();
    expect(screen.getByText(/call your local emergency number/)).toBeTruthy();
    // Never the bare clinical label, nor the score.
    expect(screen.queryByText('Severe')).toBeNull();
    expect(screen.queryByText(/21/)).toBeNull();
    expect(posts().map((c) => c.path)).toEqual([endpointUrl(api.completeSection, { id: 5, sectionId: 1 })]);
    expect(puts().map((c) => c.path)).toEqual([endpointUrl(api.complete, { id: 5 })]);
  });

  it("shows the server's 409 SECTION_INCOMPLETE under the question it names", async () => {
    stored = testSurvey(5, [
      testSection(1, [frequencyQuestion(1, 'Little interest or pleasure', 0), frequencyQuestion(2, 'Feeling down', 0)]),
      testSection(2, [frequencyQuestion(3, 'Trouble sleeping')]),
    ]);
    completeSectionAnswer = () =>
      json(409, {
        message: 'The section is not complete.',
        code: 'SECTION_INCOMPLETE',
        details: [{ path: 'questions.2', message: 'NO_SELECTION', questionId: 2, reason: 'NO_SELECTION' }],
      });
    serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await within(question('Feeling down')).findByText('Choose an answer.')).toBeTruthy();
    expect(screen.getByText('Section 1 of 2')).toBeTruthy();
  });

  it('names the survey in the breadcrumbs, not its id', async () => {
    serve();
    const tenant = buildTenant();
    renderWithApp(
      <BreadcrumbLabelsProvider>
        <ShellBreadcrumbs access={routeAccess(buildClaims(Role.Participant), tenant)} />
        <TakeSurveyPage />
      </BreadcrumbLabelsProvider>,
      { path: '/my-day/surveys/5', pattern: '/my-day/surveys/:id', tenant },
    );
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    await waitFor(() =>
      expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['My day', stored.name]),
    );
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await setLanguage('es');
    stored = testSurvey(5, [testSection(1, [frequencyQuestion(1, 'Little interest or pleasure')])]);
    serve();
    renderPage();
    expect(await screen.findByText('Sección 1 de 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Terminar' }));
    expect(await screen.findByText('Elige una respuesta.')).toBeTruthy();
  });
});
