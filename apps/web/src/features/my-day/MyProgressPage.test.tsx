import { endpoints, Role, type ReportItem, type ReportTotal, type StateCounts } from '@stride/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { setLanguage } from '../../app/i18n/i18n';
import { signInAs } from '../../test/fixtures';
import { json, on, stubFetch, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import { testResult, testRow } from '../calendar/results/testItems';
import MyProgressPage from './MyProgressPage';

const api = endpoints.calendarProgress;
const USER_ID = 107;

const counts = (overrides: Partial<StateCounts> = {}): StateCounts => ({
  planned: 1,
  done: 3,
  partial: 1,
  skipped: 1,
  missed: 0,
  total: 6,
  ...overrides,
});
const total: ReportTotal = {
  from: '2026-10-29',
  to: '2026-11-25',
  counts: counts(),
  completionRate: 0.8,
  currentStreak: 3,
  longestStreak: 6,
  averageRating: 4,
  byKind: [{ kind: 'EXERCISE', counts: counts() }],
  byWeek: [{ weekStart: '2026-11-23', counts: counts() }],
};
const rows: ReportItem[] = [
  testRow({ id: 1, date: '2026-11-20' }, testResult({ itemId: 1, repetitions: 10 }), 'DONE'),
  testRow({ id: 2, date: '2026-11-24' }, testResult({ itemId: 2, repetitions: 8 }), 'PARTIAL'),
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
    ],
  });
}
const queryOf = (path: string) => new URLSearchParams(calls.filter((c) => c.path === path).at(-1)?.query ?? '');

beforeEach(() => {
  calls = [];
  vi.setSystemTime(new Date(2026, 10, 25, 12, 0, 0));
  signInAs(Role.Participant, { user_id: USER_ID });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('/my-progress', { timeout: 30_000 }, () => {
  it("reads the participant's own last four weeks and tells their completion and streaks in their words", async () => {
    serve();
    renderWithApp(<MyProgressPage />, { path: '/my-progress' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My progress' })).toBeTruthy();
    expect(await screen.findByText('80 %')).toBeTruthy();
    expect(screen.getByText('You did 4 of the 5 items due')).toBeTruthy();
    expect(screen.getByText('3 days')).toBeTruthy();
    expect(screen.getByText('6 days')).toBeTruthy();
    // Their own user id, the last four weeks from Monday up to today (Wednesday).
    const asked = queryOf(endpointUrl(api.reportTotal, { id: USER_ID }));
    expect([asked.get('from'), asked.get('to')]).toEqual(['2026-11-02', '2026-11-25']);
    const own = [endpointUrl(api.report, { id: USER_ID }), endpointUrl(api.reportTotal, { id: USER_ID })];
    expect(calls.every((c) => own.includes(c.path))).toBe(true);
    // The exercise done most often is charted.
    expect(await screen.findByRole('combobox', { name: 'Exercise' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Last 8 weeks' }));
    await waitFor(() => expect(queryOf(endpointUrl(api.reportTotal, { id: USER_ID })).get('from')).toBe('2026-10-05'));
  });

  it('speaks Spanish, tú', async () => {
    await setLanguage('es');
    serve();
    renderWithApp(<MyProgressPage />, { path: '/my-progress' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi progreso' })).toBeTruthy();
    expect(await screen.findByText('Has hecho 4 de 5 elementos previstos')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tus cifras' })).toBeTruthy();
    expect(screen.getByText('Racha actual')).toBeTruthy();
  });
});
