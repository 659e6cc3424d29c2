import { endpoints, Role } from '@stride/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { setLanguage } from '../../../app/i18n/i18n';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { page, testSurveySummary } from '../testData';
import { MySurveysCard } from './MySurveysCard';

const listUrl = endpointUrl(endpoints.surveys.ofParticipant, { id: 12 });

let asked = 0;
function serve(status = 200) {
  asked = 0;
  stubFetch({
    toCall: (request) => request,
    record: () => (asked += 1),
    handlers: [
      on('GET', listUrl, () =>
        status === 200
          ? json(
              200,
              page([
                testSurveySummary(5, { status: 'IN_PROGRESS', answeredQuestions: 3, totalQuestions: 10 }),
                testSurveySummary(6, { name: 'GAD-7', totalQuestions: 8 }),
                testSurveySummary(4, { status: 'COMPLETED', name: 'PHQ-2' }),
              ]),
            )
          : json(status, { message: 'Participant not found.', code: 'NOT_FOUND' }),
      ),
    ],
  });
}

beforeEach(() => signInAs(Role.Participant, { user_id: 12, profile_id: 40 }));
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('the surveys card on My day', () => {
  it('lists the surveys not completed, each with Start or Continue to its page', async () => {
    serve();
    renderWithApp(<MySurveysCard userId={12} />, { path: '/my-day' });
    const card = await screen.findByRole('region', { name: 'Questionnaires' });
    const phq = within(card).getByRole('article', { name: 'PHQ-9' });
    expect(within(phq).getByText('3 of 10 questions answered')).toBeTruthy();
    expect(within(phq).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/my-day/surveys/5');
    const gad = within(card).getByRole('article', { name: 'GAD-7' });
    expect(within(gad).getByText('8 questions')).toBeTruthy();
    expect(within(gad).getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/my-day/surveys/6');
    expect(within(card).queryByText('PHQ-2')).toBeNull();
  });

  it('in Spanish', async () => {
    await setLanguage('es');
    serve();
    renderWithApp(<MySurveysCard userId={12} />, { path: '/my-day' });
    const card = await screen.findByRole('region', { name: 'Cuestionarios' });
    expect(within(card).getByRole('link', { name: 'Continuar' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Empezar' })).toBeTruthy();
  });

  it('shows nothing while surveys are off for the participant (404)', async () => {
    serve(404);
    const { container } = renderWithApp(<MySurveysCard userId={12} />, { path: '/my-day' });
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
