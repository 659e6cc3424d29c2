import { endpoints, Role, type ScheduleSurveyResult } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import ScreenersPage from '../staff/ScreenersPage';
import { page, testDefinition, testParticipant, testSurveySummary } from '../testData';

configure({ asyncUtilTimeout: 10_000 });
const api = endpoints.surveys;

const ana = testParticipant();
const ben = testParticipant({ id: 13, profileId: 41, firstName: 'Ben', lastName: 'Soto', email: 'ben@mail.example' });

let calls: FetchRequest[] = [];
function serve(answer: ScheduleSurveyResult, ...handlers: FetchHandler<FetchRequest>[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(api.definitions), () =>
        json(200, page([testDefinition(3), testDefinition(4, { key: 'gad-7', name: 'GAD-7' })])),
      ),
      on('GET', endpointUrl(endpoints.participants.list), () =>
        json(200, {
          participants: [ana, ben],
          _meta: { totalCount: 2, pageCount: 1, currentPage: 1, perPage: 20 },
        }),
      ),
      on('POST', endpointUrl(api.schedule), () => json(201, answer)),
      on('GET', endpointUrl(api.list), () => json(200, page([]))),
    ],
  });
}

const result = (notified: number, notificationFailed: number): ScheduleSurveyResult => ({
  items: [testSurveySummary(70)],
  notified,
  notificationFailed,
});

async function openDialog() {
  renderWithApp(<ScreenersPage />, { path: '/screeners' });
  fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
  return screen.findByRole('dialog', { name: 'Schedule a survey' });
}

async function choose(dialog: HTMLElement, instrument: string, people: string[]) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Instrument/ }));
  fireEvent.click(await screen.findByRole('option', { name: instrument }));
  const picker = within(dialog).getByRole('combobox', { name: 'Participants' });
  for (const name of people) {
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
  }
}

beforeEach(() => {
  calls = [];
  signInAs(Role.Advisor);
});
afterEach(() => vi.unstubAllGlobals());

describe('the schedule dialog of /screeners', () => {
  it('sends the instrument, the participants, the date and the repeat; says "Screener scheduled!" and the notification sent', async () => {
    serve(result(2, 0));
    const dialog = await openDialog();
    await choose(dialog, 'GAD-7 (version 1)', ['Ana Ruiz', 'Ben Soto']);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'From a date and time' }));
    fireEvent.change(within(dialog).getByLabelText(/^Available from/), { target: { value: '2026-12-01T09:30' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Repeat every (weeks)' }), {
      target: { value: '4' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText('Screener scheduled! Success! Notification sent to Participant')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      definitionId: 4,
      participantIds: [12, 13],
      availableAt: '2026-12-01T09:30:00.000Z',
      repeatEveryWeeks: 4,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("schedules now and once by default; a failed notification says so in the spec's words", async () => {
    serve(result(0, 1));
    const dialog = await openDialog();
    await choose(dialog, 'PHQ-9 (version 1)', ['Ana Ruiz']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText('Screener scheduled! Error while sending Smart Survey notification')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ definitionId: 3, participantIds: [12] });
  });

  it('says what is missing and sends nothing', async () => {
    serve(result(1, 0));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'From a date and time' }));
    fireEvent.change(within(dialog).getByLabelText(/^Available from/), { target: { value: '' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Repeat every (weeks)' }), {
      target: { value: '53' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await within(dialog).findByText('Choose an instrument.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one participant.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a date and time.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a number of weeks from 1 to 52.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
