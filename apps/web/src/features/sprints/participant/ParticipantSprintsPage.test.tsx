import { endpoints, Role, type Participant, type SprintMessage } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../../test/fetchStub';
import { fakeMatchMedia } from '../../../test/matchMedia';
import { renderWithApp } from '../../../test/render';
import { UploadQueueProvider } from '../../library/media';
import ParticipantSprintsPage from './ParticipantSprintsPage';
import { definition, NOW, occurrence, page, template } from '../testData';

const api = endpoints.sprints;
configure({ asyncUtilTimeout: 10_000 });

type Handler = FetchHandler<FetchRequest>;
const SERIES = 'a0000000-0000-4000-8000-000000000001';

const participant: Participant = {
  id: 12,
  profileId: 40,
  uuid: '00000000-0000-4000-8000-000000000012',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@mail.example',
  emailConfirmed: true,
  language: 'en',
  timeZone: 'America/New_York',
  isActive: true,
  practiceId: 1,
  companyName: 'Acme',
  advisorProfileId: null,
  advisorName: null,
  consultantProfileId: null,
  consultantFullName: null,
  program: 'Company General',
  journalAvailable: false,
  smartSurveyAvailable: true,
  swapAvailable: true,
  surveyAvailable: false,
  thumbnailUrl: null,
  lastLoginAt: null,
  createdAt: NOW,
  version: 3,
  accountVersion: 1,
};

const sent = occurrence(51, '2026-11-09', '08:00', 'Welcome to your programme!', {
  status: 'SENT',
  sentAt: '2026-11-09T13:00:00.000Z',
  correlationId: SERIES,
  templateName: 'Morning habits',
});
const planned = occurrence(52, '2026-11-11', '08:00', 'Drink a glass of water', {
  occurrence: 1,
  correlationId: SERIES,
  templateName: 'Morning habits',
});
const skipped = occurrence(53, '2026-11-12', '21:00', 'Evening check-in', {
  status: 'SKIPPED',
  skippedReason: 'INACTIVE',
});
const seriesDefinition = definition(52, {
  correlationId: SERIES,
  templateId: 7,
  templateName: 'Morning habits',
  startDate: '2026-11-10',
  repeat: 'DAILY',
  occurrences: 5,
  version: 6,
});

let calls: FetchRequest[] = [];
function serve(messages: SprintMessage[], ...handlers: Handler[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(endpoints.participants.get, { id: 12 }), () => json(200, participant, { ETag: 'W/"3"' })),
      on('GET', endpointUrl(api.messages, { id: 40 }), () => json(200, { messages })),
      on('GET', endpointUrl(api.definition, { id: 52 }), () => json(200, seriesDefinition, { ETag: 'W/"6"' })),
      on('GET', endpointUrl(api.templates), () =>
        page('templates', [template(7, 'Morning habits'), template(8, 'Sleep better', { messageCount: 14 })]),
      ),
    ],
  });
}

const ui = (
  <UploadQueueProvider>
    <ParticipantSprintsPage />
  </UploadQueueProvider>
);
const route = { path: '/participants/12/sprints', pattern: '/participants/:id/sprints' };
/** The phone's list view (a 390 px window). */
function renderPhone() {
  window.matchMedia = fakeMatchMedia((query) => query.includes('max-width'));
  return renderWithApp(ui, route);
}
const day = (label: string) => screen.findByRole('region', { name: label });
const openMessage = async (name: RegExp) => {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Timed message' });
};

beforeEach(() => {
  calls = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 10, 10, 0, 0));
  signInAs(Role.Advisor);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.matchMedia = fakeMatchMedia(() => false);
});

describe('/participants/{id}/sprints', { timeout: 60_000 }, () => {
  it('shows the month with FullCalendar, sent ones marked, the participant’s zone in the header', async () => {
    serve([sent, planned, skipped]);
    const { container } = renderWithApp(ui, route);
    expect(await screen.findByText("Times in the participant's time zone: America/New_York")).toBeTruthy();
    await waitFor(() => expect(container.querySelector('td[data-date="2026-11-09"] .fc-event')).toBeTruthy());
    const sentEvent = container.querySelector('td[data-date="2026-11-09"] .sprint-message-sent');
    expect(sentEvent?.textContent).toContain('08:00Welcome to your programme!');
    expect(sentEvent?.querySelector('svg title')?.textContent).toBe('Sent');
    expect(container.querySelector('td[data-date="2026-11-11"] .sprint-message-planned')).toBeTruthy();
    expect(container.querySelector('td[data-date="2026-11-12"] .sprint-message-skipped')?.textContent).toContain(
      'Evening check-in',
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('November 2026');
    const read = calls.find((call) => call.path === endpointUrl(api.messages, { id: 40 }));
    expect(read?.query).toBe('from=2026-11-01&to=2026-12-12');
  });

  it('shows the week as a list on a phone', async () => {
    serve([sent, planned, skipped]);
    renderPhone();
    expect(await within(await day('11/09/2026')).findByText('Welcome to your programme!')).toBeTruthy();
    expect(within(await day('11/10/2026')).getByText('No messages this day.')).toBeTruthy();
    expect(within(await day('11/12/2026')).getByTitle('Skipped')).toBeTruthy();
    const read = calls.find((call) => call.path === endpointUrl(api.messages, { id: 40 }));
    expect(read?.query).toBe('from=2026-11-08&to=2026-11-14');
  });

  it("opens today's week as a list from the month after a step forth and back (the shared view's rule)", async () => {
    vi.setSystemTime(new Date(2026, 10, 26, 10, 0, 0));
    serve([]);
    renderWithApp(ui, route);
    const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
    await waitFor(() => expect(heading()).toBe('November 2026'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toBe('December 2026'));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(heading()).toBe('November 2026'));
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() => expect(heading()).toBe('11/22/2026 – 11/28/2026'));
  });

  it('opens a message’s definition and saves a change with If-Match: Saved!', async () => {
    serve(
      [planned],
      on('PUT', endpointUrl(api.updateDefinition, { id: 52 }), () =>
        json(200, { ...seriesDefinition, version: 7 }, { ETag: 'W/"7"' }),
      ),
    );
    renderPhone();
    const dialog = await openMessage(/Drink a glass of water/);
    expect(await within(dialog).findByText(/Planned for 11\/11\/2026 at 08:00 · from Morning habits/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'Two glasses' } });
    fireEvent.change(within(dialog).getByLabelText(/^Time\s*\*?$/), { target: { value: '07:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved!')).toBeTruthy();
    const update = calls.find((call) => call.method === 'PUT');
    expect(update?.ifMatch).toBe('W/"6"');
    expect(update?.body).toEqual({
      text: 'Two glasses',
      startDate: '2026-11-10',
      time: '07:30',
      repeat: 'DAILY',
      occurrences: 5,
    });
  });

  it('detaches the day of a repeated message: split with its date and If-Match', async () => {
    serve(
      [planned],
      on('POST', endpointUrl(api.splitDefinition, { id: 52 }), () => json(201, definition(60))),
    );
    renderPhone();
    const dialog = await openMessage(/Drink a glass of water/);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Detach this day' }));
    expect(await screen.findByText('Saved!')).toBeTruthy();
    const split = calls.find((call) => call.method === 'POST');
    expect(split?.body).toEqual({ date: '2026-11-11' });
    expect(split?.ifMatch).toBe('W/"6"');
  });

  it('deletes one definition with If-Match, or the whole series by its correlationId: Messages deleted!', async () => {
    serve(
      [planned],
      on('DELETE', endpointUrl(api.deleteDefinition, { id: 52 }), () => json(204, null)),
      on('DELETE', endpointUrl(api.deleteSeries, { id: SERIES }), () =>
        json(200, { message: 'Messages deleted!', count: 4 }),
      ),
    );
    renderPhone();
    let dialog = await openMessage(/Drink a glass of water/);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByText(/repetitions \(5 in all\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Messages deleted!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.ifMatch).toBe('W/"6"');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    calls = [];
    dialog = await openMessage(/Drink a glass of water/);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete whole series' }));
    expect(within(dialog).getByText(/not yet sent of “Morning habits”/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete whole series' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(endpointUrl(api.deleteSeries, { id: SERIES })),
    );
  });

  it('applies a sprint from a start date and warns when messages were skipped: New messages scheduled!', async () => {
    serve(
      [],
      on('POST', endpointUrl(api.applyTemplate, { id: 8 }), () =>
        json(201, {
          message: 'New messages scheduled!',
          correlationId: SERIES,
          firstMessageDate: '2026-11-08T13:00:00.000Z',
          messageInPast: true,
          planned: 12,
          skipped: 2,
        }),
      ),
    );
    renderPhone();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply a sprint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply a sprint' });
    expect((within(dialog).getByLabelText(/^Day 1 on/) as HTMLInputElement).value).toBe('2026-11-10');
    fireEvent.change(within(dialog).getByLabelText(/^Day 1 on/), { target: { value: '2026-11-08' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Sprint template/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sleep better (14 messages)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('New messages scheduled!')).toBeTruthy();
    expect(
      await screen.findByText(
        'The time of some messages had already passed: 2 messages were skipped and will not be sent.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      participantProfileId: 40,
      startDate: '2026-11-08',
    });
  });

  it('adds a one-off timed message: Message definition added!', async () => {
    serve(
      [],
      on('POST', endpointUrl(api.createDefinition, { id: 40 }), () => json(201, definition(70), { ETag: 'W/"1"' })),
    );
    renderPhone();
    fireEvent.click(await screen.findByRole('button', { name: 'Add message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New timed message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Write a message or attach a file.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'See you at 5' } });
    fireEvent.change(within(dialog).getByLabelText(/^Time\s*\*?$/), { target: { value: '16:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Message definition added!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      text: 'See you at 5',
      startDate: '2026-11-10',
      time: '16:00',
      repeat: 'NONE',
      occurrences: 1,
    });
  });
});
