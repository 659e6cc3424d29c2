import { Role } from '@stride/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../app/i18n/i18n';
import { signInAs } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { NotificationsButton } from './NotificationsButton';
import {
  buildGroup,
  buildNotification,
  buildPreview,
  stubNotificationServer,
  type FakeNotificationServer,
} from '../testNotifications';

let server: FakeNotificationServer;
// The panel is a lazy chunk: loaded once here, not within the first test's time.
beforeAll(() => import('./NotificationsPanel'), 20_000);
beforeEach(() => {
  server = stubNotificationServer();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const TARGETS = ['/participants/:id', '/notifications', '/notifications-grouped', '/library'].map((path) => ({
  path,
  element: <p>{`page ${path}`}</p>,
}));

function renderBell(advisor: boolean) {
  return renderWithApp(<NotificationsButton advisor={advisor} />, { routes: TARGETS });
}

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

const calls = (method: string, path: string) => server.calls.filter((c) => c.method === method && c.path === path);

describe('the notification panel of a non-advisor', () => {
  it('lists the notifications with message, link message and relative time; a click reads, closes and opens the target', async () => {
    signInAs(Role.TeamMember);
    const login = buildNotification({ message: 'Rosa Park signed in for the first time.', linkMessage: 'See profile' });
    const shared = buildNotification({
      type: 'MEDIA_LIBRARY',
      code: 'MEDIA_LIBRARY_SHARED_MEDIA',
      message: 'A resource was shared.',
      unread: false,
      parameters: { mediaLibraryFolderId: 12 },
    });
    server.flat = [login, shared];
    const { router } = renderBell(false);

    const panel = await openPanel();
    expect(await within(panel).findByText('Rosa Park signed in for the first time.')).toBeTruthy();
    expect(within(panel).getByText('See profile')).toBeTruthy();
    expect(within(panel).getAllByText('5 minutes ago')).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: 'Read all' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Settings' })).toBeTruthy();
    // Only advisors have the gear.
    expect(within(panel).queryByRole('button', { name: 'Notification settings' })).toBeNull();

    fireEvent.click(within(panel).getByText('Rosa Park signed in for the first time.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participants/70'));
    expect(calls('PUT', `/notification-service/notifications/${login.id}`)[0]?.body).toEqual({ unread: false });
    // The user id came from the profile preview of entityProfileId.
    expect(server.calls.some((c) => c.path === '/profiles/preview' && c.query.get('profileIds') === '700')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());

    await act(() => router.navigate('/'));
    const again = await openPanel();
    fireEvent.click(await within(again).findByText('A resource was shared.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/library'));
    expect(router.state.location.search).toBe('?folderId=12');
    // A read notification is not written again.
    expect(calls('PUT', `/notification-service/notifications/${shared.id}`)).toHaveLength(0);
  });

  it('reads all, closes on Esc, and Show all opens /notifications', async () => {
    signInAs(Role.CompanyAdmin);
    server.flat = [buildNotification()];
    const { router } = renderBell(false);
    let panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Read all' }));
    await waitFor(() => expect(calls('POST', '/notification-service/notifications/readall')).toHaveLength(1));
    expect(calls('POST', '/notification-service/notifications/readall')[0]?.query.get('isAdvisor')).toBe('false');

    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());

    panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });

  it('has no settings for a participant, and says when there is nothing', async () => {
    signInAs(Role.Participant);
    renderBell(false);
    const panel = await openPanel();
    expect(await within(panel).findByText("You don't have any notifications.")).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Settings' })).toBeNull();
  });

  it('reads the list again when the language changes: the server words it in the reader’s language', async () => {
    signInAs(Role.Participant);
    server.flat = [buildNotification({ message: 'Rosa Park commented on your journal.' })];
    renderBell(false);
    const panel = await openPanel();
    await within(panel).findByText('Rosa Park commented on your journal.');
    server.flat = [buildNotification({ message: 'Rosa Park comentó tu diario.' })];
    try {
      await act(() => setLanguage('es'));
      expect(await within(panel).findByText('Rosa Park comentó tu diario.')).toBeTruthy();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('renews the relative time every minute', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    signInAs(Role.TeamMember);
    server.flat = [buildNotification({ message: 'Ticking' })];
    renderBell(false);
    const panel = await openPanel();
    await within(panel).findByText('5 minutes ago');
    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(within(panel).getByText('6 minutes ago')).toBeTruthy();
  });
});

describe('the advisor’s grouped panel', () => {
  const rosa = buildPreview();
  const ben = buildPreview({ profileId: 800, userId: 80, fullName: 'Ben Ito', uuid: 'uuid-800' });

  it('marks an urgent notification (a critical survey answer) "Urgent", on its group and on its card', async () => {
    signInAs(Role.Advisor);
    const critical = buildNotification({
      type: 'SMART_SURVEY',
      code: 'SURVEY_CRITICAL',
      message: 'Rosa Park gave a critical answer on PHQ-9.',
      urgent: true,
      parameters: { entityProfileId: 700, surveyId: 7, surveyKind: 'SCREENER' },
    });
    server.grouped = {
      all: [
        buildGroup(rosa, [critical]),
        buildGroup(ben, [buildNotification({ message: 'Ben signed in.', parameters: { entityProfileId: 800 } })]),
      ],
    };
    renderBell(true);
    const panel = await openPanel();
    const rosaGroup = await within(panel).findByRole('button', { name: /^Rosa Park/, expanded: false });
    expect(within(rosaGroup).getByText('Urgent')).toBeTruthy();
    expect(within(within(panel).getByRole('button', { name: /^Ben Ito/ })).queryByText('Urgent')).toBeNull();
    fireEvent.click(rosaGroup);
    const card = (await within(panel).findByText('Rosa Park gave a critical answer on PHQ-9.')).closest('li')!;
    expect(within(card).getByText('Urgent')).toBeTruthy();
  });

  it('switches between the time tabs and Unread as the spec says', async () => {
    signInAs(Role.Advisor);
    const rosaNew = buildNotification({ message: 'Rosa signed in.' });
    const benOld = buildNotification({
      message: 'Ben was inactive.',
      unread: false,
      parameters: { entityProfileId: 800 },
    });
    server.grouped = {
      all: [buildGroup(rosa, [rosaNew]), buildGroup(ben, [benOld])],
      '3d': [buildGroup(rosa, [rosaNew])],
    };
    renderBell(true);
    const panel = await openPanel();
    const group = (name: string) =>
      within(panel).queryByRole('button', { name: new RegExp(`^${name}`), expanded: false });
    const tab = (name: string) => within(panel).getByRole('tab', { name });
    const filters = () => calls('GET', '/notification-service/notifications-grouped').map((c) => c.query.get('filter'));

    await waitFor(() => expect(group('Ben Ito')).toBeTruthy());
    expect(group('Rosa Park')).toBeTruthy();
    expect(tab('All time').getAttribute('aria-selected')).toBe('true');
    expect(filters()).toEqual(['all']);

    fireEvent.click(tab('3 days'));
    await waitFor(() => expect(group('Rosa Park')).toBeTruthy());
    expect(group('Ben Ito')).toBeNull();
    expect(filters()).toEqual(['all', '3d']);

    fireEvent.click(tab('Last 24h'));
    expect(await within(panel).findByText("You don't have any notifications that match your filters.")).toBeTruthy();
    expect(filters()).toEqual(['all', '3d', '1d']);

    // Unread: the list of filter all, only groups with unread ones, the time tab back to All time.
    fireEvent.click(tab('Unread'));
    await waitFor(() => expect(group('Rosa Park')).toBeTruthy());
    expect(group('Ben Ito')).toBeNull();
    expect(tab('All time').getAttribute('aria-selected')).toBe('true');
    expect(tab('Unread').getAttribute('aria-selected')).toBe('true');
    // All time reuses the list loaded first: no call of its own.
    fireEvent.click(tab('All'));
    await waitFor(() => expect(group('Ben Ito')).toBeTruthy());
    expect(filters()).toEqual(['all', '3d', '1d']);
  });

  it('expands a group, loads 5 more after the last one, marks the group and everything read, opens a card', async () => {
    signInAs(Role.Advisor);
    const first = buildNotification({ message: 'First of Rosa' });
    const older = buildNotification({ message: 'Older of Rosa', unread: false });
    server.grouped = { all: [buildGroup(rosa, [first], 2)] };
    server.more = { 700: [older] };
    const { router } = renderBell(true);
    const panel = await openPanel();

    expect(within(panel).getByRole('button', { name: 'Notification settings' })).toBeTruthy();
    const toggle = await within(panel).findByRole('button', { name: /^Rosa Park/, expanded: false });
    expect(toggle.textContent).toContain('2 notifications');
    expect(toggle.textContent).toContain('1 unread');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await within(panel).findByText('First of Rosa')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByText('Older of Rosa')).toBeTruthy();
    const page = calls('GET', '/notification-service/notifications-grouped/700')[0]!;
    expect(Object.fromEntries(page.query)).toEqual({ pageSize: '5', filter: 'all', lastItem: String(first.id) });
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull());

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark the notifications of Rosa Park as read' }));
    await waitFor(() =>
      expect(calls('POST', '/notification-service/notifications-grouped/700/readall')).toHaveLength(1),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls('POST', '/notification-service/notifications/readall')).toHaveLength(1));
    expect(calls('POST', '/notification-service/notifications/readall')[0]?.query.get('isAdvisor')).toBe('true');

    fireEvent.click(await within(panel).findByText('First of Rosa'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participants/70'));
    // The group's profile carries the user id: no preview asked for.
    expect(server.calls.some((c) => c.path.startsWith('/profiles/preview'))).toBe(false);
  });

  it('Show all opens /notifications-grouped', async () => {
    signInAs(Role.Advisor);
    const { router } = renderBell(true);
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications-grouped'));
  });
});
