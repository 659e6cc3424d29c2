import { endpoints, Role, type CalendarDayItem } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { signInAs } from '../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../test/fetchStub';
import { fakeMatchMedia } from '../../test/matchMedia';
import { renderWithApp } from '../../test/render';
import ParticipantCalendarPage from './ParticipantCalendarPage';
import { calendarParticipant } from './testParticipant';

const api = endpoints.calendar;
configure({ asyncUtilTimeout: 10_000 });

type Handler = FetchHandler<FetchRequest>;
const NOW = '2026-11-21T10:04:00.000Z';

const item = (id: number, date: string, title: string, overrides: Partial<CalendarDayItem> = {}): CalendarDayItem => ({
  id,
  participantProfileId: 40,
  date,
  position: id,
  kind: 'EXERCISE',
  definitionId: 100,
  exerciseDefinitionId: 100,
  exerciseDefinitionSeriesId: null,
  activityDefinitionId: null,
  assignmentId: null,
  repeatKey: null,
  title,
  name: title,
  description: null,
  media: null,
  additionalMedia: null,
  mobileStaticMedia: null,
  externalUrl: null,
  time: null,
  weight: null,
  repetitions: 10,
  series: 3,
  restTimeBetweenSeries: null,
  restTimeAfterExercise: 0,
  distance: null,
  collect: [],
  exercises: [],
  processing: false,
  createdAt: NOW,
  updatedAt: NOW,
  version: 2,
  state: 'PLANNED',
  ...overrides,
});

const squat = item(1, '2026-11-10', 'Squat', { state: 'DONE' });
const walk = item(2, '2026-11-11', 'Evening walk', {
  kind: 'ACTIVITY',
  exerciseDefinitionId: null,
  activityDefinitionId: 300,
  repeatKey: 'a0000000-0000-4000-8000-000000000001',
  state: 'MISSED',
});
/** The rest of the week's states: partly done, skipped, still to do. */
const lunges = item(3, '2026-11-12', 'Lunges', { state: 'PARTIAL' });
const plank = item(4, '2026-11-12', 'Plank', { state: 'SKIPPED' });
const stretch = item(5, '2026-11-13', 'Stretch');

let calls: FetchRequest[] = [];

function serve(...handlers: Handler[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(endpoints.participants.get, { id: 12 }), () =>
        json(200, calendarParticipant, { ETag: 'W/"3"' }),
      ),
      on('GET', endpointUrl(api.calendar, { id: 12 }), (call) => {
        const query = new URLSearchParams(call.query);
        return json(200, {
          from: query.get('from'),
          to: query.get('to'),
          items: [squat, walk, lunges, plank, stretch],
        });
      }),
    ],
  });
}

/** The phone's list view (a narrow window): every day and item is a plain element jsdom lays out. */
function renderPhone(path = '/participants/12/routines?date=2026-11-10') {
  window.matchMedia = fakeMatchMedia((query) => query.includes('max-width'));
  return renderWithApp(<ParticipantCalendarPage />, { path, pattern: '/participants/:id/routines' });
}
const day = (label: string) => screen.findByRole('region', { name: label });

beforeEach(() => {
  calls = [];
  signInAs(Role.Advisor);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.matchMedia = fakeMatchMedia(() => false);
});

describe('ParticipantCalendarPage', { timeout: 60_000 }, () => {
  it('shows the week of the date asked as a list on a phone, days MM/DD/YYYY, items with their kind', async () => {
    serve();
    renderPhone();
    const tuesday = await day('11/10/2026');
    expect(await within(tuesday).findByText('Squat')).toBeTruthy();
    expect(within(await day('11/11/2026')).getByText('Evening walk')).toBeTruthy();
    expect(within(await day('11/08/2026')).getByText('Nothing this day.')).toBeTruthy();
    const read = calls.find((call) => call.path === endpointUrl(api.calendar, { id: 12 }));
    expect(read?.query).toBe('from=2026-11-08&to=2026-11-14');
  });

  it('tells how each item stands in words and marks: done, partly done, skipped, missed; to do unmarked', async () => {
    serve();
    renderPhone();
    const names = [
      'Squat, Done, Exercise',
      'Evening walk, Missed, Activity',
      'Lunges, Partly done, Exercise',
      'Plank, Skipped, Exercise',
      'Stretch, To do, Exercise',
    ];
    for (const name of names) expect(await screen.findByRole('button', { name })).toBeTruthy();
    // The word is written beside the mark, and each state has its own mark; a planned item has none.
    const squatButton = screen.getByRole('button', { name: names[0] });
    expect(squatButton.textContent).toContain('Done');
    expect(squatButton.querySelector('[data-state="DONE"] svg')).toBeTruthy();
    expect(screen.getByRole('button', { name: names[2] }).querySelector('[data-state="PARTIAL"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: names[4] }).querySelector('[data-state]')).toBeNull();
    const legend = screen.getByRole('list', { name: 'Item states' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Done', 'Partly done', 'Skipped', 'Missed']);
    expect(legend.querySelectorAll('[data-state] svg')).toHaveLength(4);
  });

  it("says the spec's texts when a paste lacks its items, its days or the day to copy", async () => {
    serve();
    renderPhone();
    await day('11/10/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(screen.getByRole('button', { name: 'Paste items' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You need to select at least one exercise!');
    fireEvent.click(screen.getByRole('button', { name: 'Paste day' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('You need select day to copy!'));
    fireEvent.click(screen.getByRole('button', { name: /^Squat/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Paste items' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('You need to select at least one day!'),
    );
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it('pastes the selected items onto the ticked days: Exercises pasted!', async () => {
    serve(
      on('POST', endpointUrl(api.pasteItems, { id: 12 }), () => json(201, { message: 'Exercises pasted!', items: [] })),
    );
    renderPhone();
    await screen.findByRole('button', { name: /^Squat/ });
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(screen.getByRole('button', { name: /^Squat/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Evening walk/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 11/13/2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Paste items' }));
    expect(await screen.findByText('Exercises pasted!')).toBeTruthy();
    const paste = calls.find((call) => call.method === 'POST');
    expect(paste?.body).toEqual({ items: [1, 2], dates: ['2026-11-13'] });
  });

  it('copies a day from its menu and pastes it onto a ticked day: Day pasted!', async () => {
    serve(
      on('POST', endpointUrl(api.pasteDay, { id: 12, date: '2026-11-10' }), () =>
        json(201, { message: 'Day pasted!', items: [] }),
      ),
    );
    renderPhone();
    await day('11/10/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for 11/10/2026' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy day' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select 11/12/2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Paste day' }));
    expect(await screen.findByText('Day pasted!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ dates: ['2026-11-12'] });
  });

  it('deletes a repeated item and the following ones with If-Match: Items deleted!', async () => {
    serve(on('DELETE', endpointUrl(api.deleteItem, { id: 12, kind: 'activities', itemId: 2 }), () => json(204, null)));
    renderPhone();
    fireEvent.click(await screen.findByRole('button', { name: /^Evening walk/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Activity' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Evening walk' });
    fireEvent.click(within(confirm).getByRole('radio', { name: 'This one and the following ones' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Items deleted!')).toBeTruthy();
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(removal?.query).toBe('following=true');
    expect(removal?.ifMatch).toBe('W/"2"');
  });

  it('clears a day after confirming: All activities for the day deleted!', async () => {
    serve(
      on('DELETE', endpointUrl(api.clearDay, { id: 12, date: '2026-11-10' }), () =>
        json(200, { message: 'All activities for the day deleted!', count: 1 }),
      ),
    );
    renderPhone();
    await day('11/10/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for 11/10/2026' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete all for the day' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete all for 11/10/2026' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('All activities for the day deleted!')).toBeTruthy();
  });

  it('shows the month with FullCalendar on a wide screen, each item on its day', async () => {
    serve();
    const { container } = renderWithApp(<ParticipantCalendarPage />, {
      path: '/participants/12/routines?date=2026-11-10',
      pattern: '/participants/:id/routines',
    });
    await waitFor(() => expect(container.querySelector('td[data-date="2026-11-10"] .fc-event')).toBeTruthy());
    expect(container.querySelector('td[data-date="2026-11-10"]')?.textContent).toContain('Squat, Done, Exercise');
    // Each event carries its state's mark and class (the e2e and the styles read them).
    const marks = (date: string) =>
      [...container.querySelectorAll(`td[data-date="${date}"] .fc-event [data-state]`)].map((m) =>
        m.getAttribute('data-state'),
      );
    expect(marks('2026-11-10')).toEqual(['DONE']);
    expect(marks('2026-11-11')).toEqual(['MISSED']);
    expect(marks('2026-11-12')).toEqual(['PARTIAL', 'SKIPPED']);
    expect(marks('2026-11-13')).toEqual([]);
    expect(container.querySelector('td[data-date="2026-11-11"] .fc-event.calendar-item-missed')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeTruthy();
    const read = calls.find((call) => call.path === endpointUrl(api.calendar, { id: 12 }));
    expect(read?.query).toBe('from=2026-11-01&to=2026-12-12');
  });

  it('adds a one-off activity repeated every 7 days, 3 times: Activity added!', async () => {
    serve(
      on('POST', endpointUrl(api.createItem, { id: 12, kind: 'activities' }), () =>
        json(201, { message: 'Activity added!', items: [] }),
      ),
    );
    renderPhone();
    await screen.findByRole('button', { name: /^Squat/ });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for 11/12/2026' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'New activity' }));
    const dialog = await screen.findByRole('dialog', { name: 'New activity' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Stretch' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Repeat' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Every (days)' }), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Times in all' }), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Repeat 2 to 52 times.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Times in all' }), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Activity added!')).toBeTruthy();
    const create = calls.find((call) => call.method === 'POST');
    expect(create?.body).toMatchObject({ title: 'Stretch', date: '2026-11-12', repeat: { every: 7, times: 3 } });
  });

  it("changes an item's values with If-Match and its day with the move call: Item moved!", async () => {
    const saved = { ...squat, repetitions: 12, version: 3 };
    serve(
      on('PUT', endpointUrl(api.updateItem, { id: 12, kind: 'exercises', itemId: 1 }), () =>
        json(200, saved, { ETag: 'W/"3"' }),
      ),
      on('PUT', endpointUrl(api.moveItem, { id: 12, itemId: 1 }), () =>
        json(200, { ...saved, date: '2026-11-13', version: 4 }, { ETag: 'W/"4"' }),
      ),
    );
    renderPhone();
    fireEvent.click(await screen.findByRole('button', { name: /^Squat/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Exercise' });
    expect(within(dialog).getByText(/Exercise on 11\/10\/2026/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Repetitions' }), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText(/^Day/), { target: { value: '2026-11-13' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item moved!')).toBeTruthy();
    const [update, moved] = calls.filter((call) => call.method === 'PUT');
    expect(update?.ifMatch).toBe('W/"2"');
    expect(update?.body).toMatchObject({ title: 'Squat', repetitions: 12 });
    expect(moved?.ifMatch).toBe('W/"3"');
    expect(moved?.body).toEqual({ date: '2026-11-13' });
  });
});
