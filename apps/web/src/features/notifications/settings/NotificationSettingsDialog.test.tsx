import { Role } from '@stride/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { NotificationsButton } from '../panel/NotificationsButton';
import { stubNotificationServer, type FakeNotificationServer } from '../testNotifications';

let server: FakeNotificationServer;
beforeAll(() => import('../panel/NotificationsPanel'), 20_000);
beforeEach(() => {
  server = stubNotificationServer();
});
afterEach(() => vi.unstubAllGlobals());

// The test tenant is the default one: its Swaps are Heroic Choices, and it has no Smart Survey.
const SWITCHES = [
  ['Activities', 'Notify me when a participant completes an activity.'],
  ['New login', 'Notify me when someone logs in for the first time.'],
  ['Journal', 'Notify me when a journal entry or comment is added.'],
  ['Heroic Choices', 'Notify me when an entry or its notes are added to Heroic Choices.'],
  ['Browser notifications', 'A page refresh is needed to apply.'],
  ['Autodelete read notifications', 'Deletes read notifications 30 days old or older.'],
] as const;

async function openPanel(advisor: boolean) {
  renderWithApp(<NotificationsButton advisor={advisor} />);
  fireEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

const settingsDialog = () => screen.queryByRole('dialog', { name: 'Notification settings' });

describe('the notification settings dialog', () => {
  it('opens from the advisor’s gear once the settings have loaded, with each switch and its description', async () => {
    signInAs(Role.Advisor);
    let release = () => undefined as void;
    server.settingsGate = new Promise((resolve) => (release = resolve));
    server.settings = { ...server.settings, journal: false };
    const panel = await openPanel(true);

    fireEvent.click(within(panel).getByRole('button', { name: 'Notification settings' }));
    await waitFor(() => expect(server.calls.some((c) => c.path.endsWith('/settings/web'))).toBe(true));
    expect(settingsDialog()).toBeNull();
    await act(async () => release());

    const dialog = await screen.findByRole('dialog', { name: 'Notification settings' });
    for (const [label, help] of SWITCHES) {
      const control = within(dialog).getByRole('switch', { name: label });
      expect(control.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe(help);
    }
    expect(within(dialog).getAllByRole('switch')).toHaveLength(SWITCHES.length);
    expect(within(dialog).getByRole<HTMLInputElement>('switch', { name: 'Journal' }).checked).toBe(false);
    expect(within(dialog).getByRole<HTMLInputElement>('switch', { name: 'New login' }).checked).toBe(true);

    // Persistent: Esc does not close it.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(settingsDialog()).not.toBeNull();

    fireEvent.click(within(dialog).getByRole('switch', { name: 'Journal' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Autodelete read notifications' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(settingsDialog()).toBeNull());
    const put = server.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/settings/web'));
    expect(put?.body).toMatchObject({ journal: true, autoDelete: true, newLogin: true });
    expect(await screen.findByText('Saved!')).toBeTruthy();
  });

  it('closes on Cancel without saving; a non-advisor opens it from Settings', async () => {
    signInAs(Role.CompanyAdmin);
    const panel = await openPanel(false);
    expect(within(panel).queryByRole('button', { name: 'Notification settings' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notification settings' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Heroic Choices' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(settingsDialog()).toBeNull());
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
