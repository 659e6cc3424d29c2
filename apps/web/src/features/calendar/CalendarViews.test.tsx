import { endpoints, Role } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { signInAs } from '../../test/fixtures';
import { json, on, stubFetch, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import ParticipantCalendarPage from './ParticipantCalendarPage';
import { calendarParticipant } from './testParticipant';

configure({ asyncUtilTimeout: 10_000 });

/** Late November: the week of today is not the month's first week. */
const TODAY = '2026-11-26T10:00:00.000Z';

// The calendar's title is the page's first second-level heading (the calendar feed's section follows it).
const heading = () => screen.getAllByRole('heading', { level: 2 })[0]!.textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  // Only the clock is controlled: promises and timers run as they do, so the queries still resolve.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(TODAY) });
  signInAs(Role.Advisor);
  stubFetch({
    toCall: (request) => request,
    record: () => undefined,
    handlers: [
      on('GET', endpointUrl(endpoints.participants.get, { id: 12 }), () =>
        json(200, calendarParticipant, { ETag: 'W/"3"' }),
      ),
      on('GET', endpointUrl(endpoints.calendar.calendar, { id: 12 }), (call: FetchRequest) => {
        const query = new URLSearchParams(call.query);
        return json(200, { from: query.get('from'), to: query.get('to'), items: [] });
      }),
    ],
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Opens the month of today, goes to the next month and back: FullCalendar's date is now the 1st. */
async function monthThereAndBack() {
  renderWithApp(<ParticipantCalendarPage />, {
    path: '/participants/12/routines',
    pattern: '/participants/:id/routines',
  });
  await waitFor(() => expect(heading()).toBe('November 2026'));
  click('Next');
  await waitFor(() => expect(heading()).toBe('December 2026'));
  click('Previous');
  await waitFor(() => expect(heading()).toBe('November 2026'));
}

describe("the calendar's views keep today in sight", { timeout: 60_000 }, () => {
  it("Month → Week opens on today's week when today is in the month shown", async () => {
    await monthThereAndBack();
    click('Week');
    await waitFor(() => expect(heading()).toMatch(/^Nov 22 – 28, 2026$/));
  });

  it("Month → List opens on today's week too", async () => {
    await monthThereAndBack();
    click('List');
    await waitFor(() => expect(heading()).toBe('11/22/2026 – 11/28/2026'));
  });

  it("Month → Week opens on the month's first week when today is not in the month shown", async () => {
    await monthThereAndBack();
    click('Previous');
    await waitFor(() => expect(heading()).toBe('October 2026'));
    click('Week');
    await waitFor(() => expect(heading()).toMatch(/^Sep 27 – Oct 3, 2026$/));
  });
});
