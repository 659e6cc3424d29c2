import { endpoints } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { setLanguage } from '../../../app/i18n/i18n';
import { json } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { frequencyQuestion, testSection } from '../testData';
import PublicSurveyPage from './PublicSurveyPage';
import { brainResult, publicSurvey, servePublic, twoSections, type PublicServer } from './publicTestServer';

configure({ asyncUtilTimeout: 10_000 });
const api = endpoints.publicSurveys;

let server: PublicServer;
const renderPage = (path: string) => renderWithApp(<PublicSurveyPage />, { path });
const question = (name: string) => screen.getByRole('group', { name });
const callsOf = (method: string, path: string) => server.calls.filter((c) => c.method === method && c.path === path);
const starts = () => callsOf('POST', endpointUrl(api.start, { key: 'screener' }));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  server = {
    calls: [],
    stored: publicSurvey(twoSections()),
    fresh: publicSurvey(twoSections()),
    result: brainResult(),
  };
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('public screeners', () => {
  it('/screener starts on load ({}), resumes where the taker was, and "Start again" starts a new one (forceNew)', async () => {
    server.stored = publicSurvey([
      testSection(1, [frequencyQuestion(1, 'Hearing', 0), frequencyQuestion(2, 'Smoking', 2)], { completed: true }),
      testSection(2, [frequencyQuestion(3, 'Activity', 1)]),
    ]);
    servePublic(server);
    renderPage('/screener');
    expect(await screen.findByText('Section 2 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Brain health check' })).toBeTruthy();
    expect(starts().map((c) => c.body)).toEqual([{}]);
    const activity = question('Activity');
    expect((within(activity).getByRole('radio', { name: 'Several days' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start again?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start again' }));
    expect(await screen.findByText('Section 1 of 2')).toBeTruthy();
    expect(starts().map((c) => c.body)).toEqual([{}, { forceNew: true }]);
    expect((within(question('Hearing')).getByRole('radio', { name: 'Not at all' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('/summit asks the e-mail first: "Field e-mail is required" under the field, nothing sent; then starts with it', async () => {
    servePublic(server);
    renderPage('/summit');
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Field e-mail is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'sam@test.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Section 1 of 2')).toBeTruthy();
    expect(server.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', endpointUrl(api.startV2, { key: 'summit' }), { email: 'sam@test.example' }],
    ]);
    // Its answers go to the version 2 calls.
    fireEvent.click(within(question('Hearing')).getByRole('radio', { name: 'Not at all' }));
    await waitFor(() => expect(callsOf('PUT', endpointUrl(api.answerV2, { answerId: 10 }))).toHaveLength(1));
  });

  it('names a missing answer on "Next" under its question and completes nothing', async () => {
    servePublic(server);
    renderPage('/screener');
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Hearing' })).getByRole('radio', { name: 'Not at all' }),
    );
    await waitFor(() => expect(callsOf('PUT', endpointUrl(api.answer, { answerId: 10 }))).toHaveLength(1));
    expect(callsOf('PUT', endpointUrl(api.answer, { answerId: 10 }))[0]!.body).toEqual({ selected: true });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const smoking = question('Smoking');
    expect(await within(smoking).findByText('Choose an answer.')).toBeTruthy();
    expect(within(question('Hearing')).queryByText('Choose an answer.')).toBeNull();
    expect(screen.getByText('One question still needs an answer.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(smoking).getAllByRole('radio')[0]));
    expect(server.calls.filter((c) => c.path.endsWith('/complete'))).toHaveLength(0);
    expect(screen.getByText('Section 1 of 2')).toBeTruthy();
  });

  it('completes the last section, then shows Risk Factor and Protective Factor with what they mean', async () => {
    server.stored = publicSurvey([testSection(1, [frequencyQuestion(1, 'Hearing', 1)])]);
    servePublic(server);
    renderPage('/screener');
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    const risk = await screen.findByRole('group', { name: 'Risk Factor' });
    expect(within(risk).getByText('7')).toBeTruthy();
    expect(within(risk).getByText(/more likely\. Lower is better\./)).toBeTruthy();
    const protective = screen.getByRole('group', { name: 'Protective Factor' });
    expect(within(protective).getByText('9')).toBeTruthy();
    expect(within(protective).getByText(/Higher is better\./)).toBeTruthy();
    expect(screen.getByText(/They show what already supports your brain health/)).toBeTruthy();
    expect(server.calls.map((c) => [c.method, c.path])).toEqual([
      ['POST', endpointUrl(api.start, { key: 'screener' })],
      ['POST', endpointUrl(api.completeSection, { id: 1 })],
      ['PUT', endpointUrl(api.complete)],
    ]);
    // /screener has no additional scores, and a submit form.
    expect(screen.queryByRole('heading', { name: 'Factor by factor' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Get your results by e-mail' })).toBeTruthy();
  });

  it('/exos also shows each factor: its label, points of its maximum, risk and protective apart; no submit form', async () => {
    server.stored = publicSurvey(twoSections(), { key: 'exos', status: 'COMPLETED', result: brainResult() });
    servePublic(server);
    renderPage('/exos');
    expect(await screen.findByRole('heading', { name: 'Factor by factor' })).toBeTruthy();
    const risks = screen.getByRole('list', { name: 'Risk factors' });
    expect(
      within(risks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hearing1 of 2', 'Smoking3 of 3']);
    const protective = screen.getByRole('list', { name: 'Protective factors' });
    expect(
      within(protective)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Activity2 of 3']);
    expect(screen.queryByRole('heading', { name: 'Get your results by e-mail' })).toBeNull();
  });

  it('the submit form: "All fields are required. Please fill all fields." with an empty last name (nothing sent), the server\'s 400 alike, then sent', async () => {
    server.stored = publicSurvey(twoSections(), { status: 'COMPLETED', result: brainResult() });
    servePublic(server);
    renderPage('/screener');
    const first = await screen.findByRole('textbox', { name: 'First name' });
    fireEvent.change(first, { target: { value: 'Lucía' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'lucia@test.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my results' }));
    expect(await screen.findByText('All fields are required. Please fill all fields.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Last name' }).getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-invalid')).toBe('false');
    const submits = () => callsOf('POST', endpointUrl(api.submit));
    expect(submits()).toHaveLength(0);

    // The server's 400 naming the field is told the same way.
    server.submitAnswer = () =>
      json(400, {
        message: 'Invalid request.',
        code: 'VALIDATION_ERROR',
        details: [{ path: 'body.lastname', message: 'All fields are required. Please fill all fields.' }],
      });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Gómez' } });
    await waitFor(() => expect(screen.queryByText('All fields are required. Please fill all fields.')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Send my results' }));
    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(await screen.findByText('All fields are required. Please fill all fields.')).toBeTruthy();

    server.submitAnswer = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Send my results' }));
    expect(await screen.findByText('Your results have been sent to lucia@test.example.')).toBeTruthy();
    expect(submits()[1]!.body).toEqual({ firstname: 'Lucía', lastname: 'Gómez', email: 'lucia@test.example' });
  });

  it('a 400 on start shows the error marker, and "Try again" starts again', async () => {
    server.startAnswer = () => json(400, { message: 'The survey could not be started.', code: 'BAD_REQUEST' });
    servePublic(server);
    renderPage('/screener');
    const marker = await screen.findByRole('alert');
    expect(marker.getAttribute('data-error-marker')).toBe('start');
    expect(within(marker).getByText('The questionnaire could not be started')).toBeTruthy();
    server.startAnswer = undefined;
    fireEvent.click(within(marker).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Section 1 of 2')).toBeTruthy();
  });

  it('/survey (unscored) tells the answers were recorded, with no figures; in Spanish for a Spanish browser', async () => {
    await setLanguage('es');
    server.stored = publicSurvey([testSection(1, [frequencyQuestion(1, 'I wake up feeling rested.')])], {
      key: 'survey',
      name: 'Performance framework survey',
    });
    server.result = brainResult({ rfsPoints: null, bhvsPoints: null, summary: 'recorded', additionalScores: [] });
    servePublic(server);
    renderPage('/survey');
    expect(await screen.findByRole('heading', { level: 1, name: 'Encuesta del método' })).toBeTruthy();
    expect(await screen.findByText('Las preguntas están en inglés.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Terminar' }));
    expect(await screen.findByText('Elige una respuesta.')).toBeTruthy();
    fireEvent.click(within(question('I wake up feeling rested.')).getByRole('radio', { name: 'Several days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Terminar' }));
    expect(await screen.findByText('Gracias por tus respuestas. Han quedado registradas.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Factor de riesgo' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Recibe tus resultados por correo electrónico' })).toBeNull();
  });
});
