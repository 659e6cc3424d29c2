import { endpoints, Role } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { setLanguage } from '../../app/i18n/i18n';
import { signInAs } from '../../test/fixtures';
import { json, on, stubFetch, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import { CalendarFeedSection } from './CalendarFeedSection';

const USER_ID = 12;
const feedUrl = endpointUrl(endpoints.calendarFeed.get, { id: USER_ID });
const URL_MADE = `http://localhost/api/calendar-feeds/${'a'.repeat(43)}.ics`;

describe('the calendar feed section', () => {
  let calls: FetchRequest[];
  let active: boolean;
  beforeEach(() => {
    calls = [];
    active = false;
    signInAs(Role.Participant, { user_id: USER_ID });
    stubFetch({
      toCall: (r) => r,
      record: (c) => calls.push(c),
      handlers: [
        on('GET', feedUrl, () => json(200, { active, createdAt: active ? '2026-11-20T10:00:00.000Z' : null })),
        on('POST', feedUrl, () => {
          active = true;
          return json(201, { active: true, createdAt: '2026-11-20T10:00:00.000Z', url: URL_MADE });
        }),
        on('DELETE', feedUrl, () => {
          active = false;
          return new Response(null, { status: 204 });
        }),
      ],
    });
    Object.assign(navigator, { clipboard: { writeText: vi.fn(() => Promise.resolve()) } });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  it('makes the link, shows it once with Copy and how to add it, and revokes it after a confirmation', async () => {
    renderWithApp(<CalendarFeedSection userId={USER_ID} own />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make a calendar link' }));
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Calendar link' })).value).toBe(URL_MADE);
    expect(screen.getByText(/Google Calendar: Other calendars/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith(URL_MADE));

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the calendar link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === feedUrl)).toBe(true));
    expect(await screen.findByRole('button', { name: 'Make a calendar link' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Calendar link' })).toBeNull();
  });

  it('speaks Spanish to the participant', async () => {
    await setLanguage('es');
    renderWithApp(<CalendarFeedSection userId={USER_ID} own />);
    expect(await screen.findByRole('heading', { name: 'Suscribirse al calendario' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Crear un enlace de calendario' })).toBeTruthy();
  });
});
