import { endpoints, Role, type ParticipantFigures, type ParticipantsDashboard } from '@stride/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { signInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import DashboardPage from './DashboardPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function figures(values: Partial<Record<keyof ParticipantFigures, number>>): ParticipantFigures {
  const keys = [
    'total',
    'active',
    'inactive',
    'newParticipants',
    'signedIn',
    'newSignIns',
    'notSignedIn',
    'neverSignedIn',
  ];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      { value: values[key as keyof ParticipantFigures] ?? 0, link: `/participants?practiceId=3&k=${key}` },
    ]),
  ) as ParticipantFigures;
}

function dashboard(filter: 'today' | 'week' | 'month' | 'year', values: Parameters<typeof figures>[0]) {
  return {
    range: { filter, showAll: false, from: '2025-04-14T12:00:00.000Z', to: '2025-04-16T10:00:00.000Z', tz: 'UTC' },
    scope: { practiceId: 3, advisorId: null },
    advisor: { id: 5, profileId: 6, firstName: 'Ada', lastName: 'Advisor', thumbnailUrl: null },
    participants: figures(values),
    unreadNotifications: { value: 2, link: '/notifications-grouped' },
  } satisfies ParticipantsDashboard;
}

let urls: URL[];
function serve(answer: (url: URL) => Response) {
  urls = [];
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://localhost');
    urls.push(url);
    return Promise.resolve(answer(url));
  });
}

beforeEach(() => {
  signInAs(Role.Advisor);
});
afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage', () => {
  it("shows each figure as a link to its participants list, for the range in the address, in the browser's zone", async () => {
    serve((url) =>
      json(
        200,
        dashboard(url.searchParams.get('filter') === 'month' ? 'month' : 'week', {
          total: url.searchParams.get('filter') === 'month' ? 9 : 7,
          active: 6,
          inactive: 1,
        }),
      ),
    );
    const { router } = renderWithApp(<DashboardPage />, { path: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const total = await screen.findByRole('link', { name: 'All participants: 7' });
    expect(total.getAttribute('href')).toBe('/participants?practiceId=3&k=total');
    expect(screen.getByRole('link', { name: 'Unread notifications: 2' }).getAttribute('href')).toBe(
      '/notifications-grouped',
    );
    expect(screen.getByText('Since 04/14/2025')).toBeTruthy();
    expect(urls[0]?.pathname).toBe(endpointUrl(endpoints.dashboards.participants));
    expect(urls[0]?.searchParams.get('filter')).toBe('week');
    expect(urls[0]?.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    await screen.findByRole('link', { name: 'All participants: 9' });
    expect(router.state.location.search).toBe('?filter=month&showAll=false');
    expect(await screen.findByRole('img', { name: 'Participants at a glance' })).toBeTruthy();
  });

  it('says so when the practice has no participants, and reads "Show all" from the address', async () => {
    serve(() => json(200, dashboard('week', {})));
    renderWithApp(<DashboardPage />, { path: '/dashboard?filter=year&showAll=true' });
    await screen.findByText(/No participants yet/);
    expect(urls[0]?.searchParams.get('showAll')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Show all' })).toHaveProperty('checked', true);
    expect(screen.getByText('Showing all participants of your company')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Participants at a glance' })).toBeNull();
  });

  it('shows the advisor their own participants by default and says so; "Show all" widens to the company', async () => {
    serve((url) => json(200, dashboard('week', { total: url.searchParams.get('showAll') === 'true' ? 12 : 4 })));
    const { router } = renderWithApp(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('link', { name: 'All participants: 4' });
    expect(screen.getByText('Showing your participants')).toBeTruthy();
    expect(urls[0]?.searchParams.get('showAll')).toBe('false');
    const showAll = screen.getByRole('switch', { name: 'Show all' });
    expect(showAll).toHaveProperty('checked', false);

    fireEvent.click(showAll);
    await screen.findByRole('link', { name: 'All participants: 12' });
    expect(screen.getByText('Showing all participants of your company')).toBeTruthy();
    expect(router.state.location.search).toBe('?filter=week&showAll=true');
    // The period still applies: its buttons stay usable and the figures count from its start.
    expect(screen.getByRole('button', { name: 'Month' })).toHaveProperty('disabled', false);
    expect(screen.getByText('Since 04/14/2025')).toBeTruthy();
  });

  it('shows a failed load and loads again on "Try again"', async () => {
    let fail = true;
    serve(() =>
      fail ? json(500, { message: 'Boom.', code: 'INTERNAL_ERROR' }) : json(200, dashboard('week', { total: 4 })),
    );
    renderWithApp(<DashboardPage />, { path: '/dashboard' });
    await screen.findByText('The dashboard could not be loaded. Please try again! Boom.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'All participants: 4' })).toBeTruthy());
  });
});
