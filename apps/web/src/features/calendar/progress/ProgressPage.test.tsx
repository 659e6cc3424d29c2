import { endpoints, Role, type ReportItem, type ReportTotal, type StateCounts } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { MediaProviders } from '../../library/media/MediaProviders';
import { testResult, testRow } from '../results/testItems';
import { reportCsv } from './csv';
import ProgressPage from './ProgressPage';
import i18next from 'i18next';

const api = endpoints.calendarProgress;
const USER_ID = 107;

const counts = (overrides: Partial<StateCounts> = {}): StateCounts => ({
  planned: 0,
  done: 1,
  partial: 1,
  skipped: 1,
  missed: 0,
  total: 3,
  ...overrides,
});
const total: ReportTotal = {
  from: '2026-10-29',
  to: '2026-11-25',
  counts: counts(),
  completionRate: 2 / 3,
  currentStreak: 2,
  longestStreak: 5,
  averageRating: 4.5,
  byKind: [{ kind: 'EXERCISE', counts: counts() }],
  byWeek: [
    { weekStart: '2026-11-16', counts: counts({ done: 1, partial: 0, skipped: 0, total: 1 }) },
    { weekStart: '2026-11-23', counts: counts({ done: 0, total: 2 }) },
  ],
};
const rows: ReportItem[] = [
  testRow({ id: 1, date: '2026-11-20' }, testResult({ itemId: 1, repetitions: 10, rating: 5 }), 'DONE'),
  testRow(
    { id: 2, date: '2026-11-24' },
    testResult({ itemId: 2, repetitions: 8, rating: 4, comment: 'Knees hurt, "a bit"' }),
    'PARTIAL',
  ),
  testRow(
    { id: 3, date: '2026-11-25', title: 'Walk', kind: 'ACTIVITY', series: null, repetitions: null, weight: null },
    testResult({ itemId: 3, status: 'SKIPPED', series: null, repetitions: null, weight: null, skipReason: 'Rain' }),
    'SKIPPED',
  ),
];

let calls: FetchRequest[] = [];

function serve() {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      on('GET', endpointUrl(api.report, { id: USER_ID }), () =>
        json(200, { from: total.from, to: total.to, items: rows }),
      ),
      on('GET', endpointUrl(api.reportTotal, { id: USER_ID }), () => json(200, total)),
      on('GET', endpointUrl(api.reportDay, { id: USER_ID, date: '2026-11-24' }), () =>
        json(200, { date: '2026-11-24', items: [rows[1]] }),
      ),
    ],
  });
}

const renderProgress = (query = '') =>
  renderWithApp(
    <MediaProviders>
      <ProgressPage />
    </MediaProviders>,
    { path: `/participants/${USER_ID}/routines-progress${query}`, pattern: '/participants/:id/routines-progress' },
  );
const queryOf = (path: string) => new URLSearchParams(calls.find((c) => c.path === path)?.query ?? '');

beforeEach(() => {
  calls = [];
  vi.setSystemTime(new Date(2026, 10, 25, 12, 0, 0));
  signInAs(Role.Advisor);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/participants/{id}/routines-progress', { timeout: 30_000 }, () => {
  it('reads the last four weeks by default: totals, weekly chart, items planned against done', async () => {
    serve();
    renderProgress();
    const table = await screen.findByRole('table', { name: 'Items' });
    expect(queryOf(endpointUrl(api.report, { id: USER_ID })).get('from')).toBe('2026-10-29');
    expect(queryOf(endpointUrl(api.reportTotal, { id: USER_ID })).get('to')).toBe('2026-11-25');

    expect(await screen.findByText('67 %')).toBeTruthy();
    expect(screen.getByText('5 days')).toBeTruthy();
    expect(screen.getByText('4.5 / 5')).toBeTruthy();
    expect(await screen.findByRole('figure', { name: 'Completion per week' })).toBeTruthy();
    expect(await screen.findByRole('figure', { name: 'Squat: Repetitions' })).toBeTruthy();

    // Newest first; the partly done one shows its values against the prescription.
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(3);
    expect(within(bodyRows[0]!).getByText('Rain', { exact: false })).toBeTruthy();
    expect(within(bodyRows[1]!).getByText('3 of 3 sets · 8 of 10 repetitions · 20 of 20 kg')).toBeTruthy();
    expect(within(bodyRows[1]!).getByText('“Knees hurt, "a bit"”')).toBeTruthy();
    expect(within(bodyRows[1]!).getByText('Partly done')).toBeTruthy();
  });

  it('opens the day of ?date= (a notification’s target) with what was recorded', async () => {
    serve();
    renderProgress('?date=2026-11-24');
    const day = await screen.findByRole('region', { name: 'Day: Tuesday, 11/24/2026' });
    expect(await within(day).findByText('3 of 3 sets · 8 of 10 repetitions · 20 of 20 kg')).toBeTruthy();
    expect(within(day).getByText('Partly done')).toBeTruthy();
    fireEvent.click(within(day).getByRole('button', { name: 'Close the day' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Day:/ })).toBeNull());
  });

  it('refuses a range longer than 62 days without asking the server', async () => {
    serve();
    renderProgress('?from=2026-01-01&to=2026-11-25');
    expect(await screen.findByText('A range is at most 62 days.')).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('/report'))).toEqual([]);
  });
});

describe('CSV of the rows shown', () => {
  it('writes one line per item, values planned and done, quoted where needed', () => {
    const csv = reportCsv(rows, i18next.t);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('Date,Kind,Title,State,Sets planned,Sets done');
    expect(lines[2]).toBe(
      '2026-11-24,Exercise,Squat,Partly done,3,3,10,8,20,20,,,,,4,"Knees hurt, ""a bit""",,2026-11-25T09:00:00.000Z',
    );
    expect(lines[3]).toContain('Walk,Skipped');
    expect(lines[3]).toContain(',Rain,');
  });
});
