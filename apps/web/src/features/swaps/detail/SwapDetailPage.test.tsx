import { endpoints, FileType, Role, type Swap } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { fakeRealtime } from '../../chat/testChat';
import { MediaPreviewProvider, UploadQueueProvider } from '../../library/media';
import SwapDetailPage from './SwapDetailPage';
import { buildEntry, buildSwap, participant } from '../testData';

vi.mock('../../../app/realtime', async () => (await import('../../chat/testChat')).fakeRealtimeModule);
configure({ asyncUtilTimeout: 10_000 });

const api = endpoints.swaps;
const photo = {
  resourceId: 300,
  title: 'fruit.jpg',
  fileTypeId: FileType.Image,
  processing: false,
  processingStatus: 'ready' as const,
  fileUrl: 'https://cdn.example/fruit.jpg',
  playbackUrl: 'https://cdn.example/fruit.jpg',
  thumbnailUrl: 'https://cdn.example/fruit-thumb.jpg',
};

let calls: FetchRequest[] = [];
let swap: Swap;
function serve(...handlers: FetchHandler<FetchRequest>[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(endpoints.participants.get, { id: 12 }), () => json(200, participant, { ETag: 'W/"3"' })),
      on('GET', endpointUrl(api.get, { id: 12, swapId: 5 }), () => json(200, swap, { ETag: `W/"${swap.version}"` })),
    ],
  });
}
const render = () =>
  renderWithApp(
    <UploadQueueProvider>
      <MediaPreviewProvider>
        <SwapDetailPage />
      </MediaPreviewProvider>
    </UploadQueueProvider>,
    { path: '/participants/12/swaps/5', pattern: '/participants/:id/swaps/:swapid' },
  );

beforeEach(() => {
  calls = [];
  swap = buildSwap(5, {
    description: 'Crisps in the afternoon',
    goal: 'A piece of fruit',
    progress: ['2026-11-02', '2026-11-03', '2026-11-05'],
    progressCount: 3,
    entries: [
      buildEntry(1, { content: 'Hard on Monday', media: photo }),
      buildEntry(2, { content: 'Keep going!', authorName: 'Alice Advisor', byParticipant: false }),
    ],
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 10, 10, 0, 0));
  signInAs(Role.Advisor);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/participants/{id}/swaps/{swapid}', { timeout: 60_000 }, () => {
  it('shows the swap, its days done on the month, and its entries with their media in the preview', async () => {
    serve();
    const { container } = render();
    expect(await screen.findByRole('heading', { name: 'Crisps in the afternoon → A piece of fruit' })).toBeTruthy();
    expect(screen.getByText('3 / 5')).toBeTruthy();
    expect(screen.getByText('5 days')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('td[data-date="2026-11-02"] .fc-event')).toBeTruthy());
    expect(container.querySelector('td[data-date="2026-11-03"] .fc-event')?.textContent).toBe('Done');
    expect(container.querySelector('td[data-date="2026-11-04"] .fc-event')).toBeNull();
    const entries = screen.getByRole('region', { name: 'Entries' });
    const items = within(entries)
      .getAllByRole('listitem')
      .filter((item) => item.textContent);
    // The latest first: the advisor's note, marked as staff's, then the participant's.
    expect(items[0]?.textContent).toContain('Keep going!');
    expect(within(items[0]!).getByText('Staff note')).toBeTruthy();
    expect(items[1]?.textContent).toContain('Hard on Monday');
    fireEvent.click(within(entries).getByRole('button', { name: 'Picture or video of fruit.jpg' }));
    expect(await screen.findByRole('dialog', { name: /fruit\.jpg/ })).toBeTruthy();
  });

  it('adds a note (an entry by staff): Note added!', async () => {
    serve(
      on('POST', endpointUrl(api.addEntry, { id: 12, swapId: 5 }), (call) => {
        swap = {
          ...swap,
          entries: [
            ...swap.entries,
            buildEntry(3, {
              content: String((call.body as { content: string }).content),
              byParticipant: false,
              authorName: 'Me',
            }),
          ],
        };
        return json(201, swap, { ETag: 'W/"4"' });
      }),
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a note' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'How did it go?' }), {
      target: { value: 'Well done this week' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note added!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      content: 'Well done this week',
      impactLevel: null,
      difficultLevel: null,
    });
    expect(
      await within(screen.getByRole('region', { name: 'Entries' })).findByText('Well done this week'),
    ).toBeTruthy();
  });

  it('reads the swap again at once on swaps:changed for this participant', async () => {
    serve();
    render();
    await screen.findByText('3 / 5');
    swap = { ...swap, progress: [...swap.progress, '2026-11-10'], progressCount: 4 };
    await fakeRealtime.deliver('swaps:changed', { participantProfileId: 99, swapId: 5 });
    await fakeRealtime.deliver('swaps:changed', { participantProfileId: participant.profileId, swapId: 5 });
    expect(await screen.findByText('4 / 5')).toBeTruthy();
    expect(calls.filter((call) => call.path === endpointUrl(api.get, { id: 12, swapId: 5 }))).toHaveLength(2);
  });

  it('says so when the swap is gone', async () => {
    serve(
      on('GET', endpointUrl(api.get, { id: 12, swapId: 5 }), () =>
        json(404, { message: 'Not found', code: 'NOT_FOUND' }),
      ),
    );
    render();
    expect(await screen.findByText('This one does not exist or was deleted.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/participants/12/swaps');
  });
});
