import { endpoints, FileType, Role, type SprintMessage } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { setLanguage } from '../../app/i18n/i18n';
import { signInAs } from '../../test/fixtures';
import { json, on, stubFetch, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import { buildMessage, fakeRealtime } from '../chat/testChat';
import { MediaProviders } from '../library/media/MediaProviders';
import { fileLink } from '../library/media/testResources';
import { testMedia } from '../calendar/results/testItems';
import MyDayPage from './MyDayPage';

vi.mock('../../app/realtime', async () => (await import('../chat/testChat')).fakeRealtimeModule);

const USER_ID = 107;
const TODAY = '2026-11-25';
const SPRINT_CHANNEL = 's5_sprint_207';
const messagesUrl = endpointUrl(endpoints.sprints.messages, { id: USER_ID });

/** A sent message of the programme as GET /messages/users/{id} answers it. */
const sent = (definitionId: number, time: string, text: string, overrides: Partial<SprintMessage> = {}) =>
  ({
    definitionId,
    occurrence: 0,
    date: TODAY,
    time,
    sendAt: `${TODAY}T${time}:00.000Z`,
    status: 'SENT',
    sentAt: `${TODAY}T${time}:00.000Z`,
    skippedReason: null,
    correlationId: null,
    templateName: '14-day hydration habit',
    senderProfileId: 5,
    senderName: 'Alice Advisor',
    channelId: SPRINT_CHANNEL,
    text,
    resourceId: null,
    resource: null,
    thumbnail: null,
    ...overrides,
  }) satisfies SprintMessage;

let calls: FetchRequest[] = [];
let messages: SprintMessage[] = [];

function serve() {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      on('GET', messagesUrl, () => json(200, { messages })),
      on('GET', endpointUrl(endpoints.calendarProgress.report, { id: USER_ID }), () =>
        json(200, { from: '2026-11-18', to: '2026-11-29', items: [] }),
      ),
    ],
  });
}

const renderDay = () =>
  renderWithApp(
    <MediaProviders>
      <MyDayPage />
    </MediaProviders>,
    { path: '/my-day' },
  );

const messageCalls = () => calls.filter((c) => c.path === messagesUrl);

beforeEach(() => {
  calls = [];
  // Wednesday 25 November 2026, noon where the test runs.
  vi.setSystemTime(new Date(2026, 10, 25, 12, 0, 0));
  signInAs(Role.Participant, { user_id: USER_ID, profile_id: 207 });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  messages = [
    sent(1, '08:00', 'Welcome! A glass of water as soon as you wake up.', {
      resourceId: 900,
      resource: testMedia({ title: 'Hydration reminder.mp4', thumbnailUrl: fileLink('poster') }),
    }),
    sent(2, '12:30', 'Your meal plan for the week.', {
      resourceId: 901,
      resource: testMedia({
        resourceId: 901,
        title: 'Weekly meal plan.pdf',
        fileTypeId: FileType.Pdf,
        fileUrl: fileLink('pdf'),
        playbackUrl: fileLink('pdf'),
      }),
    }),
    sent(3, '12:45', 'Fill your plate like this.', {
      resourceId: 902,
      resource: testMedia({
        resourceId: 902,
        title: 'plate.jpg',
        fileTypeId: FileType.Image,
        fileUrl: fileLink('pic'),
        thumbnailUrl: fileLink('pic-t'),
      }),
    }),
  ];
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('From your programme, on /my-day', { timeout: 20_000 }, () => {
  it("asks for the participant's own day and shows each message with its time, sender, text, media and chat link", async () => {
    serve();
    renderDay();
    const card = await screen.findByRole('region', { name: 'From your programme' });
    const query = new URLSearchParams(messageCalls()[0]!.query);
    expect([query.get('from'), query.get('to')]).toEqual([TODAY, TODAY]);

    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('08:00 · Alice Advisor')).toBeTruthy();
    expect(within(items[0]!).getByText('Welcome! A glass of water as soon as you wake up.')).toBeTruthy();
    // A video is its poster and "Watch video" until asked; then it plays in the card.
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Watch video: Hydration reminder.mp4' }));
    const video = within(items[0]!).getByLabelText('Video of Hydration reminder.mp4');
    expect(video.getAttribute('src')).toBe(fileLink('video-a'));
    expect(video.getAttribute('poster')).toBe(fileLink('poster'));
    // A PDF and a picture open in the preview dialog.
    expect(within(items[1]!).getByRole('button', { name: 'Open Weekly meal plan.pdf' })).toBeTruthy();
    fireEvent.click(within(items[2]!).getByRole('button', { name: 'Open plate.jpg' }));
    const preview = await screen.findByRole('dialog', { name: 'plate.jpg' });
    expect(within(preview).getByRole('img', { name: 'plate.jpg' }).getAttribute('src')).toBe(fileLink('pic'));
    fireEvent.keyDown(preview, { key: 'Escape' });

    // Each opens the sprint chat it came in.
    expect(within(items[0]!).getByRole('link', { name: 'Open in chat' }).getAttribute('href')).toBe(
      `/chat?channel=${SPRINT_CHANNEL}`,
    );
  });

  it("speaks the participant's language", async () => {
    await setLanguage('es');
    messages = [sent(1, '09:00', 'Camina 10 minutos después de comer.')];
    serve();
    renderDay();
    const card = await screen.findByRole('region', { name: 'De tu programa' });
    expect(within(card).getByText('09:00 · Alice Advisor')).toBeTruthy();
    expect(within(card).getByText('Camina 10 minutos después de comer.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Abrir en el chat' })).toBeTruthy();
  });

  it('shows nothing on a day without a message, and the message as soon as the sprint chat gets it', async () => {
    const arriving = messages[0]!;
    messages = [];
    serve();
    renderDay();
    await screen.findByText('Nothing planned for today.');
    await waitFor(() => expect(messageCalls()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'From your programme' })).toBeNull();

    // A message in another chat reads nothing again; one in a sprint chat does.
    await fakeRealtime.deliver('chat:message', buildMessage({ channelId: 'dm_5', text: 'Hi' }));
    expect(messageCalls()).toHaveLength(1);
    messages = [arriving];
    await fakeRealtime.deliver('chat:message', buildMessage({ channelId: SPRINT_CHANNEL, text: arriving.text }));
    const card = await screen.findByRole('region', { name: 'From your programme' });
    expect(within(card).getByText(arriving.text)).toBeTruthy();
    expect(messageCalls()).toHaveLength(2);
  });
});
