import { endpoints, JOURNAL_REFRESH_MS, Role, type JournalDay } from '@stride/contracts';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { signInAs } from '../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import { fakeRealtime } from '../chat/testChat';
import { MediaProviders } from '../library/media/MediaProviders';
import { fileLink } from '../library/media/testResources';
import ParticipantJournalPage from './ParticipantJournalPage';
import { testComment, testDay, testMeal, testPhoto } from './testData';

vi.mock('../../app/realtime', async () => (await import('../chat/testChat')).fakeRealtimeModule);
configure({ asyncUtilTimeout: 10_000 });

const api = endpoints.journal;
const dayUrl = (date: string) => endpointUrl(api.day, { id: 12, date });

let calls: FetchRequest[] = [];
let days: Record<string, JournalDay> = {};

function serve(...handlers: FetchHandler<FetchRequest>[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(api.calendar), () =>
        json(200, {
          from: '2026-11-01',
          to: '2026-11-30',
          participants: [
            {
              participantId: 12,
              participantProfileId: 40,
              days: [
                { date: '2026-11-18', hasEntries: true, meals: 1, comments: 0, unreadComments: 0 },
                { date: '2026-11-20', hasEntries: true, meals: 2, comments: 2, unreadComments: 1 },
              ],
            },
          ],
        }),
      ),
      (call) => {
        const date = /\/date\/(\d{4}-\d{2}-\d{2})$/.exec(call.path)?.[1];
        if (call.method !== 'GET' || !date) return undefined;
        return json(200, days[date] ?? testDay({ date }), { ETag: `W/"${days[date]?.version ?? 0}"` });
      },
    ],
  });
}

const renderPage = (date = '2026-11-20') =>
  renderWithApp(
    <MediaProviders>
      <ParticipantJournalPage />
    </MediaProviders>,
    { path: `/participants/12/journal?date=${date}`, pattern: '/participants/:id/journal' },
  );

const lunch = testMeal(31, {
  photos: [testPhoto(501, 'lentils.jpg')],
  comments: [
    testComment(71, { text: 'Too much salt?', byParticipant: true, unread: true }),
    testComment(72, {
      text: 'Looks balanced.',
      byParticipant: false,
      authorName: 'Alice Advisor',
      authorProfileId: 5,
      readAt: '2026-11-20T15:00:00.000Z',
    }),
  ],
});
const dinner = testMeal(32, { kind: 'DINNER', time: '20:15', text: 'Soup', version: 2 });

beforeEach(() => {
  calls = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 10, 0, 0));
  signInAs(Role.Advisor);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  days = {
    '2026-11-20': testDay({ comment: 'A calm day, I walked a lot.', version: 4, meals: [lunch, dinner] }),
  };
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/participants/{id}/journal', { timeout: 30_000 }, () => {
  it('opens the day of ?date with its comment, meals, photos and threads; the month marks entries and new comments', async () => {
    serve();
    renderPage();
    const lunchCard = await screen.findByRole('article', { name: 'Lunch 13:30' });
    expect(screen.getByRole('heading', { name: 'Friday, 11/20/2026' })).toBeTruthy();
    expect(screen.getByText('A calm day, I walked a lot.')).toBeTruthy();
    expect(within(lunchCard).getByText('Lentils and salad')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Dinner 20:15' })).toBeTruthy();

    // The participant's new comment is marked; the advisor's own is not.
    const thread = within(lunchCard).getByRole('region', { name: 'Comments on Lunch' });
    const items = within(thread).getAllByRole('listitem');
    expect(within(items[0]!).getByText('New')).toBeTruthy();
    expect(within(items[0]!).getByText('Ana Ruiz')).toBeTruthy();
    expect(within(items[1]!).queryByText('New')).toBeNull();
    expect(within(items[1]!).getByText('You')).toBeTruthy();

    // The month: November, one call for the participant's month.
    const calendar = calls.find((c) => c.path === endpointUrl(api.calendar))!;
    expect(Object.fromEntries(new URLSearchParams(calendar.query))).toEqual({ participantIds: '12', month: '2026-11' });
    const month = screen.getByRole('region', { name: 'Journal calendar' });
    expect(within(month).getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    const chosen = await within(month).findByRole('button', {
      name: 'Friday, 11/20/2026, has entries, 2 comments, 1 new comment',
    });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(within(month).getByRole('button', { name: 'Wednesday, 11/18/2026, has entries' })).toBeTruthy();
    expect(within(month).getByRole('button', { name: 'Wednesday, 11/25/2026' }).getAttribute('aria-current')).toBe(
      'date',
    );

    // A photo opens in the preview dialog.
    fireEvent.click(within(lunchCard).getByRole('button', { name: 'Open photo 1 of Lunch' }));
    const preview = await screen.findByRole('dialog', { name: 'lentils.jpg' });
    expect(within(preview).getByRole('img', { name: 'lentils.jpg' }).getAttribute('src')).toBe(fileLink('photo-501'));
  });

  it('adds a comment under a meal: Saved!, and the day is read again', async () => {
    serve(
      on('POST', endpointUrl(api.addComment, { id: 12, date: '2026-11-20', mealId: 32 }), (call) => {
        days['2026-11-20'] = {
          ...days['2026-11-20']!,
          meals: [
            lunch,
            {
              ...dinner,
              comments: [
                testComment(80, { text: (call.body as { text: string }).text, byParticipant: false, authorName: 'A' }),
              ],
            },
          ],
        };
        return json(201, testComment(80));
      }),
    );
    renderPage();
    const dinnerCard = await screen.findByRole('article', { name: 'Dinner 20:15' });
    expect(within(dinnerCard).getByText('No comments yet.')).toBeTruthy();
    const field = within(dinnerCard).getByRole('textbox', { name: 'Add a comment' });
    fireEvent.change(field, { target: { value: '  Add some bread next time.  ' } });
    const before = calls.filter((c) => c.path === dayUrl('2026-11-20')).length;
    fireEvent.click(within(dinnerCard).getByRole('button', { name: 'Send: Dinner' }));

    await screen.findByText('Saved!');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ text: 'Add some bread next time.' });
    await within(dinnerCard).findByText('Add some bread next time.');
    expect(calls.filter((c) => c.path === dayUrl('2026-11-20')).length).toBeGreaterThan(before);
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('opens another day from the month, and changes month', async () => {
    serve();
    const { router } = renderPage();
    await screen.findByRole('article', { name: 'Lunch 13:30' });
    fireEvent.click(screen.getByRole('button', { name: 'Wednesday, 11/18/2026, has entries' }));
    await screen.findByRole('heading', { name: 'Wednesday, 11/18/2026' });
    await screen.findByText('Nothing written on this day.');
    expect(router.state.location.search).toBe('?date=2026-11-18');

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByRole('heading', { name: 'December 2026' });
    await waitFor(() =>
      expect(calls.some((c) => c.path === endpointUrl(api.calendar) && c.query.includes('month=2026-12'))).toBe(true),
    );
  });

  it('reads the day again at once when the participant writes (realtime), keeping the new marks', async () => {
    serve();
    renderPage();
    await screen.findByRole('article', { name: 'Lunch 13:30' });
    days['2026-11-20'] = {
      ...days['2026-11-20']!,
      meals: [
        lunch,
        {
          ...dinner,
          comments: [testComment(90, { text: 'Thanks, I will!', unread: true })],
        },
      ],
    };
    // Another participant's change, or a mere read, changes nothing here.
    const count = () => calls.filter((c) => c.path === dayUrl('2026-11-20')).length;
    const before = count();
    await fakeRealtime.deliver('journal:changed', {
      participantId: 99,
      participantProfileId: 1,
      date: '2026-11-20',
      reason: 'comment',
    });
    await fakeRealtime.deliver('journal:changed', {
      participantId: 12,
      participantProfileId: 40,
      date: '2026-11-20',
      reason: 'read',
    });
    expect(count()).toBe(before);
    await fakeRealtime.deliver('journal:changed', {
      participantId: 12,
      participantProfileId: 40,
      date: '2026-11-20',
      reason: 'comment',
    });
    const dinnerCard = screen.getByRole('article', { name: 'Dinner 20:15' });
    const fresh = await within(dinnerCard).findByText('Thanks, I will!');
    expect(within(fresh.closest('li')!).getByText('New')).toBeTruthy();
    // The earlier new comment stays marked while the day is open, though the server now says it is read.
    const lunchCard = screen.getByRole('article', { name: 'Lunch 13:30' });
    expect(within(within(lunchCard).getAllByRole('listitem')[0]!).getByText('New')).toBeTruthy();
  });

  it('reads the day and the month again every 240 s (spec 001 section 9)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(2026, 10, 25, 10, 0, 0));
    serve();
    renderPage();
    await screen.findByRole('article', { name: 'Lunch 13:30' });
    const count = (path: string) => calls.filter((c) => c.path === path).length;
    const day = count(dayUrl('2026-11-20'));
    const month = count(endpointUrl(api.calendar));
    await act(() => vi.advanceTimersByTimeAsync(JOURNAL_REFRESH_MS - 1000));
    expect(count(dayUrl('2026-11-20'))).toBe(day);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await vi.waitFor(() => {
      expect(count(dayUrl('2026-11-20'))).toBe(day + 1);
      expect(count(endpointUrl(api.calendar))).toBeGreaterThan(month);
    });
  });
});
