import { endpoints, NOTIFICATION_NEW_EVENT, Role, type SurveySummary } from '@stride/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { setLanguage } from '../../../app/i18n/i18n';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { fakeRealtime } from '../../chat/testChat';
import { buildNotification } from '../../notifications/testNotifications';
import { page, testSurveySummary } from '../testData';
import { MySurveysCard } from './MySurveysCard';

vi.mock('../../../app/realtime', async () => (await import('../../chat/testChat')).fakeRealtimeModule);

const listUrl = endpointUrl(endpoints.surveys.ofParticipant, { id: 12 });

const SERVED = [
  testSurveySummary(5, { status: 'IN_PROGRESS', answeredQuestions: 3, totalQuestions: 10 }),
  testSurveySummary(6, { name: 'GAD-7', totalQuestions: 8 }),
  testSurveySummary(4, { status: 'COMPLETED', name: 'PHQ-2' }),
];

let asked = 0;
let listed: SurveySummary[] = SERVED;
function serve(status = 200) {
  asked = 0;
  listed = SERVED;
  stubFetch({
    toCall: (request) => request,
    record: () => (asked += 1),
    handlers: [
      on('GET', listUrl, () =>
        status === 200
          ? json(200, page(listed))
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
    expect(within(phq).getByText('3 of 10 questions answered · since 11/18/2026')).toBeTruthy();
    expect(within(phq).getByRole('link', { name: 'Continue: PHQ-9' }).getAttribute('href')).toBe('/my-day/surveys/5');
    const gad = within(card).getByRole('article', { name: 'GAD-7' });
    expect(within(gad).getByText(/^8 questions · since /)).toBeTruthy();
    expect(within(gad).getByRole('link', { name: 'Start: GAD-7' }).getAttribute('href')).toBe('/my-day/surveys/6');
    expect(within(card).queryByText('PHQ-2')).toBeNull();
  });

  it('in Spanish', async () => {
    await setLanguage('es');
    serve();
    renderWithApp(<MySurveysCard userId={12} />, { path: '/my-day' });
    const card = await screen.findByRole('region', { name: 'Cuestionarios' });
    expect(within(card).getByRole('link', { name: 'Continuar: PHQ-9' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Empezar: GAD-7' })).toBeTruthy();
  });

  it('offers a survey the bell has just announced, without reloading (its notification reads the list again)', async () => {
    serve();
    renderWithApp(<MySurveysCard userId={12} />, { path: '/my-day' });
    const card = await screen.findByRole('region', { name: 'Questionnaires' });
    expect(within(card).getAllByRole('article')).toHaveLength(2);

    listed = [testSurveySummary(9, { name: 'GAD-2', totalQuestions: 2 }), ...SERVED];
    // Another kind of notification changes nothing here.
    await fakeRealtime.deliver(NOTIFICATION_NEW_EVENT, { notification: buildNotification(), unread: 1 });
    const before = asked;
    await fakeRealtime.deliver(NOTIFICATION_NEW_EVENT, {
      notification: buildNotification({
        type: 'SMART_SURVEY',
        code: 'SURVEY_AVAILABLE',
        parameters: { entityProfileId: 40, surveyId: 9, surveyKind: 'SCREENER' },
      }),
      unread: 2,
    });
    const gad2 = await within(card).findByRole('article', { name: 'GAD-2' });
    expect(within(gad2).getByRole('link', { name: 'Start: GAD-2' }).getAttribute('href')).toBe('/my-day/surveys/9');
    expect(asked).toBe(before + 1);
  });

  it('shows nothing while surveys are off for the participant (404)', async () => {
    serve(404);
    const { container } = renderWithApp(<MySurveysCard userId={12} />, { path: '/my-day' });
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
