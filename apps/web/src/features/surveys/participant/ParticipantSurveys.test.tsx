import { endpoints, Role, type Survey } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { buildTenant, signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import {
  frequencyQuestion,
  page,
  testDefinition,
  testParticipant,
  testSection,
  testSurvey,
  testSurveySummary,
} from '../testData';
import ParticipantScreenersPage from './ParticipantScreenersPage';

configure({ asyncUtilTimeout: 10_000 });
const api = endpoints.surveys;

const RAISED = '2026-11-19T08:00:00.000Z';
const severe = { key: 'severe', label: 'Severe' };
const completedSummary = testSurveySummary(7, {
  status: 'COMPLETED',
  completedAt: RAISED,
  answeredQuestions: 2,
  result: { result: 21, rfsPoints: null, bhvsPoints: null, band: severe, positive: null, summary: 'severe' },
  critical: {
    raisedAt: RAISED,
    questions: ['Thoughts that you would be better off dead'],
    acknowledgedAt: null,
    acknowledgedBy: null,
    note: null,
  },
});
const completed: Survey = testSurvey(
  7,
  [
    testSection(
      1,
      [frequencyQuestion(1, 'Feeling down', 3), frequencyQuestion(9, 'Thoughts that you would be better off dead', 1)],
      {
        completed: true,
      },
    ),
  ],
  completedSummary,
);
const scheduled = testSurveySummary(8, { availableAt: '2026-11-25T09:00:00.000Z' });
const smart = testSurveySummary(9, { kind: 'SMART_SURVEY', name: 'Initial questions' });

let calls: FetchRequest[] = [];
let current: Survey;

function serve() {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      on('GET', endpointUrl(endpoints.participants.get, { id: 12 }), () =>
        json(200, testParticipant(), { ETag: 'W/"3"' }),
      ),
      on('GET', endpointUrl(api.ofParticipant, { id: 12 }), () =>
        json(200, page([{ ...completedSummary, critical: current.critical }, scheduled, smart])),
      ),
      on('GET', endpointUrl(api.get, { id: 7 }), () => json(200, current)),
      on('GET', endpointUrl(api.definitions), () => json(200, page([testDefinition(3)]))),
      on('POST', endpointUrl(api.acknowledge, { id: 7 }), (call) => {
        current = {
          ...current,
          critical: {
            ...current.critical!,
            acknowledgedAt: '2026-11-20T09:15:00.000Z',
            acknowledgedBy: { userId: 105, profileId: 205, name: 'Alice Advisor' },
            note: (call.body as { note?: string }).note ?? null,
          },
        };
        return json(200, current);
      }),
    ],
  });
}

const renderTab = (path = '/participants/12/screeners') =>
  renderWithApp(<ParticipantScreenersPage />, {
    path,
    pattern: '/participants/:id/screeners',
    tenant: buildTenant({ features: { screener: true, publicScreener: true, smartSurvey: true } }),
  });

beforeEach(() => {
  calls = [];
  current = completed;
  signInAs(Role.Advisor);
});
afterEach(() => vi.unstubAllGlobals());

describe('/participants/{id}/screeners', () => {
  it('lists the screeners by status with the band and the critical marker; the smart survey is not among them', async () => {
    serve();
    renderTab();
    const done = await screen.findByRole('region', { name: 'Completed (1)' });
    expect(within(done).getByText('PHQ-9 (version 1)')).toBeTruthy();
    expect(within(done).getByText('Severe')).toBeTruthy();
    expect(within(done).getByText('Needs acknowledgement')).toBeTruthy();
    // A list holds list items only (axe's "list" rule): each survey is one, its button inside.
    const list = within(done).getByRole('list');
    expect([...list.children].map((child) => child.tagName)).toEqual(['LI']);
    expect(within(list.children[0] as HTMLElement).getByRole('button', { name: /^PHQ-9 \(version 1\)/ })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Scheduled (1)' })).getByText(/Available from 11\/25\/2026/),
    ).toBeTruthy();
    expect(screen.queryByText('Initial questions')).toBeNull();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeTruthy();
  });

  it("opens the notification's survey (?survey=): answers section by section, the chosen highlighted; acknowledges the critical answer with a note", async () => {
    serve();
    renderTab('/participants/12/screeners?survey=7');
    const detail = await screen.findByRole('region', { name: 'PHQ-9 (version 1)' });
    const item9 = await within(detail).findByText('Thoughts that you would be better off dead', { selector: 'p' });
    const answers = within(item9.parentElement as HTMLElement).getAllByRole('listitem');
    const chosen = answers.find((li) => li.textContent?.startsWith('Chosen:'));
    expect(chosen?.textContent).toBe('Chosen:Several days');
    // "Chosen:" is said, not shown: a 1 px box (not 100% wide, which scrolled the page sideways).
    const said = within(chosen!).getByText('Chosen:');
    expect([getComputedStyle(said).position, getComputedStyle(said).width]).toEqual(['absolute', '1px']);
    expect(within(detail).getByText('Critical answer: needs acknowledgement')).toBeTruthy();

    fireEvent.click(within(detail).getByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge the critical answer' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: 'Called her; safety plan agreed.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));

    expect(await screen.findByText('Acknowledged!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Called her; safety plan agreed.' });
    expect(await within(detail).findByText('Acknowledged by Alice Advisor on 11/20/2026, 09:15 AM.')).toBeTruthy();
    expect(within(detail).getByText('Note: Called her; safety plan agreed.')).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Completed (1)' })).getByText('Acknowledged')).toBeTruthy(),
    );
  });

  it('opens the schedule dialog with this participant chosen and screeners only', async () => {
    serve();
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a survey' });
    expect(within(dialog).getByRole('button', { name: /Ana Ruiz/ })).toBeTruthy();
  });
});
