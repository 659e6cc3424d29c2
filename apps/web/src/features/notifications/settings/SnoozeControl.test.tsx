import { Role } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { NotificationsButton } from '../panel/NotificationsButton';
import { buildNotification, stubNotificationServer, type FakeNotificationServer } from '../testNotifications';

let server: FakeNotificationServer;
// The panel is a lazy chunk: loaded once here, not within the first test's time.
beforeAll(() => import('../panel/NotificationsPanel'), 20_000);
beforeEach(() => {
  // The clock the test controls: only Date, the timers stay real for the screens' own waits.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 24, 9, 30) });
  server = stubNotificationServer();
  signInAs(Role.TeamMember);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openSnoozeMenu() {
  renderWithApp(<NotificationsButton advisor={false} />);
  fireEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  fireEvent.click(await within(panel).findByRole('button', { name: 'Remind me later' }));
  return { panel, menu: await screen.findByRole('menu') };
}

const snoozes = () =>
  server.calls.filter((c) => c.method === 'PUT' && c.path.startsWith('/notification-service/notifications/'));

describe('snoozing a notification', () => {
  it('offers tomorrow, next week and after 10 days, at 12:00, and then says when it comes back', async () => {
    const n = buildNotification({ message: 'Rosa signed in.' });
    server.flat = [n];
    const { panel, menu } = await openSnoozeMenu();
    const options = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(options).toEqual(['Remind me tomorrow', 'Remind me next week', 'Remind me after 10 days', 'Pick a date']);

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Remind me next week' }));
    await waitFor(() => expect(snoozes()).toHaveLength(1));
    expect(snoozes()[0]?.body).toEqual({ unread: false, resendAt: new Date(2026, 11, 1, 12, 0).toISOString() });
    const when = '12/01/2026, 12:00 PM';
    expect(await within(panel).findByText(`Next notification scheduled to ${when}`)).toBeTruthy();
    // The snackbar says it too (behind the panel).
    expect(screen.getAllByText(`Next notification scheduled to ${when}`, { ignore: 'li *' }).length).toBeGreaterThan(0);
  });

  it('takes a picked date not earlier than today', async () => {
    server.flat = [buildNotification()];
    const { menu } = await openSnoozeMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Pick a date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remind me on a date' });
    const input = within(dialog).getByLabelText<HTMLInputElement>('Date');
    expect(input.min).toBe('2026-11-24');
    expect(input.value).toBe('2026-11-24');

    fireEvent.change(input, { target: { value: '2026-11-23' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remind me' }));
    expect(await within(dialog).findByText('Choose today or a later day.')).toBeTruthy();
    expect(snoozes()).toHaveLength(0);

    fireEvent.change(input, { target: { value: '2026-12-24' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remind me' }));
    await waitFor(() => expect(snoozes()).toHaveLength(1));
    expect(snoozes()[0]?.body).toEqual({ unread: false, resendAt: new Date(2026, 11, 24, 12, 0).toISOString() });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remind me on a date' })).toBeNull());
  });
});
