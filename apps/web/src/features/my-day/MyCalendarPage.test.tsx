import { endpoints, Role, type ReportItem } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { setLanguage } from '../../app/i18n/i18n';
import { signInAs } from '../../test/fixtures';
import { json, on, stubFetch, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import { MediaProviders } from '../library/media/MediaProviders';
import { testResult, testRow } from '../calendar/results/testItems';
import MyCalendarPage from './MyCalendarPage';

const api = endpoints.calendarProgress;
const USER_ID = 107;

let calls: FetchRequest[] = [];
const rows: ReportItem[] = [
  testRow({ id: 1, title: 'Squat', date: '2026-11-25' }, testResult({ itemId: 1 }), 'DONE'),
  testRow({ id: 2, title: 'Walk', kind: 'ACTIVITY', date: '2026-12-03', description: 'Round the park' }),
];

function serve() {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      on('GET', endpointUrl(api.report, { id: USER_ID }), (call) => {
        const query = new URLSearchParams(call.query);
        return json(200, { from: query.get('from'), to: query.get('to'), items: rows });
      }),
    ],
  });
}
const renderCalendar = () =>
  renderWithApp(
    <MediaProviders>
      <MyCalendarPage />
    </MediaProviders>,
    { path: '/my-calendar' },
  );
const lastQuery = () =>
  new URLSearchParams(calls.filter((c) => c.path === endpointUrl(api.report, { id: USER_ID })).at(-1)?.query ?? '');

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

describe('/my-calendar', { timeout: 30_000 }, () => {
  it('shows the weeks ahead from today, each item with its state, read-only; an item opens its details', async () => {
    serve();
    renderCalendar();
    expect(await screen.findByRole('heading', { level: 1, name: 'My calendar' })).toBeTruthy();
    const walk = await screen.findByRole('button', { name: /Walk/ });
    expect([lastQuery().get('from'), lastQuery().get('to')]).toEqual(['2026-11-25', '2026-12-22']);
    // Today's done item says so in words; nothing offers to change the plan.
    expect(screen.getByRole('button', { name: /Squat.*Done/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /actions/i })).toBeNull();
    expect(screen.getByRole('region', { name: '12/03/2026' })).toBeTruthy();

    fireEvent.click(walk);
    const dialog = await screen.findByRole('dialog', { name: 'Walk' });
    expect(within(dialog).getByText('Round the park')).toBeTruthy();
    expect(within(dialog).getByText('You can record it on its day.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Done/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Show more weeks' }));
    await waitFor(() => expect(lastQuery().get('to')).toBe('2027-01-19'));
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    serve();
    renderCalendar();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi calendario' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Ver más semanas' })).toBeTruthy();
  });
});
