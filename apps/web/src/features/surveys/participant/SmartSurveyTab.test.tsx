import { endpoints, Role, type ScheduleSurveyResult } from '@stride/contracts';
import { configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { buildTenant, signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { page, testParticipant, testSurveySummary } from '../testData';
import ParticipantSmartSurveyPage from './ParticipantSmartSurveyPage';

configure({ asyncUtilTimeout: 10_000 });
const api = endpoints.surveys;

let calls: FetchRequest[] = [];

function serve(
  result: ScheduleSurveyResult,
  surveys = [testSurveySummary(9, { kind: 'SMART_SURVEY', name: 'Initial Questions' })],
) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      on('GET', endpointUrl(endpoints.participants.get, { id: 12 }), () =>
        json(200, testParticipant(), { ETag: 'W/"3"' }),
      ),
      on('GET', endpointUrl(api.ofParticipant, { id: 12 }), () => json(200, page(surveys))),
      on('POST', endpointUrl(api.sendSmartSurvey, { id: 12 }), () => json(201, result)),
    ],
  });
}

const renderTab = () =>
  renderWithApp(<ParticipantSmartSurveyPage />, {
    path: '/participants/12/smart-survey',
    pattern: '/participants/:id/smart-survey',
    tenant: buildTenant({ features: { screener: false, publicScreener: false, smartSurvey: true } }),
  });

beforeEach(() => {
  calls = [];
  signInAs(Role.Advisor);
});
afterEach(() => vi.unstubAllGlobals());

describe('/participants/{id}/smart-survey', () => {
  it("sends the tenant's smart survey now and says the participant was told", async () => {
    serve({ items: [testSurveySummary(10, { kind: 'SMART_SURVEY' })], notified: 1, notificationFailed: 0 });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Send Initial Questions' }));
    expect(await screen.findByText('Success! Notification sent to Participant')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
    expect(screen.getByRole('button', { name: 'Download answers (CSV)' })).toBeTruthy();
  });

  it('says the notification failed when nobody could be told', async () => {
    serve({ items: [testSurveySummary(10, { kind: 'SMART_SURVEY' })], notified: 0, notificationFailed: 1 }, []);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Send Initial Questions' }));
    expect(await screen.findByText('Error while sending Smart Survey notification')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download answers (CSV)' })).toBeNull();
  });
});
