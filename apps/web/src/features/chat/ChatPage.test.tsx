import { endpoints, Role, type ChatChannel, type ChatMessage } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { buildProfile, signInAs } from '../../test/fixtures';
import ChatPage from './ChatPage';
import { chatStore } from './chatStore';
import {
  buildChannel,
  buildMember,
  buildMessage,
  fakeRealtime,
  json,
  renderChatPage,
  stubFetch,
  type FetchCall,
} from './testChat';

const chat = endpoints.chat;

vi.mock('../../app/realtime', async () => (await import('./testChat')).fakeRealtimeModule);
const { deliver } = fakeRealtime;
// Picks the resource named in the button (the GIF test offers a .gif and a .png).
vi.mock('../library/LibraryPickerDialog', () => ({
  LibraryPickerDialog: ({ open, title, onPick }: { open: boolean; title: string; onPick: (r: unknown) => void }) =>
    open
      ? ['walk.gif', 'walk.png'].map((name, i) => (
          <button key={name} type="button" onClick={() => onPick({ id: 70 + i, name, thumbnailUrl: null })}>
            {`${title}: ${name}`}
          </button>
        ))
      : null,
}));

const ME = { profile_id: 205, uuid: 'uuid-me' };
const me = buildMember({ profileId: 205, uuid: 'uuid-me', fullName: 'Alan Advisor' });
const grace = buildMember({
  profileId: 301,
  uuid: 'uuid-grace',
  fullName: 'Grace Hopper',
  timeToken: '17410000000000002',
});

let chats: ChatChannel[] = [];
const contacts = [
  { firstName: 'Grace', lastName: 'Hopper', profileId: 301, uuid: 'uuid-grace', roleId: 7, email: 'grace@example.com' },
  { firstName: 'Linus', lastName: 'Walker', profileId: 302, uuid: 'uuid-linus', roleId: 6, email: 'linus@example.com' },
];
let history: ChatMessage[] = [];
let online: string[] = [];
let publish: (body: { clientId: string; text: string }) => Response;
const calls: FetchCall[] = [];

beforeEach(() => {
  calls.length = 0;
  online = [];
  fakeRealtime.emitted.length = 0;
  chatStore.clear();
  signInAs(Role.Advisor, ME);
  chats = [
    buildChannel({ id: 'dm_grace', chatMembers: [me, grace], lastMessageTimetoken: '17410000000000003' }),
    buildChannel({
      id: 'group_1',
      name: 'Walkers',
      isDirectMessage: false,
      chatMembers: [{ ...me, isChatPinned: true }, grace],
    }),
    buildChannel({ id: 'p_sprint_9', name: 'Sprint nine', isDirectMessage: false, chatMembers: [me, grace] }),
    buildChannel({ id: 'old_1', name: 'Old talk', chatMembers: [{ ...me, isHidden: true }, grace] }),
  ];
  history = [
    buildMessage({
      channelId: 'dm_grace',
      timetoken: '17410000000000001',
      text: 'Hi Grace',
      user: 'uuid-me',
      senderProfileId: 205,
    }),
    buildMessage({
      channelId: 'dm_grace',
      timetoken: '17410000000000002',
      text: 'Hello!',
      user: 'uuid-grace',
      senderProfileId: 301,
      updated: true,
    }),
    buildMessage({
      channelId: 'dm_grace',
      timetoken: '17410000000000003',
      text: 'x',
      user: 'uuid-me',
      senderProfileId: 205,
      deleted: true,
    }),
    buildMessage({
      channelId: 'dm_grace',
      timetoken: '17410000000000004',
      text: 'How are you?',
      user: 'uuid-me',
      senderProfileId: 205,
    }),
  ];
  publish = (body) =>
    json(
      buildMessage({
        channelId: 'dm_grace',
        timetoken: '17410000000000009',
        text: body.text,
        user: 'uuid-me',
        senderProfileId: 205,
      }),
      201,
    );
  stubFetch(calls, ({ method, url, path, body }) => {
    if (path === endpointUrl(chat.list) && method === 'GET')
      return json({ chats, prvChatId: null, profilePreviews: [] });
    if (path === endpointUrl(chat.unread)) return json({ channels: { dm_grace: 0, group_1: 3 }, total: 3 });
    if (path.startsWith(endpointUrl(endpoints.profiles.previews))) return json({ items: [] });
    if (path === endpointUrl(endpoints.profiles.get, { id: 205 })) return json(buildProfile({ id: 205, companyId: 1 }));
    if (path.endsWith('/messages') && method === 'POST') return publish(body as { clientId: string; text: string });
    if (path.endsWith('/messages')) {
      const after = new URLSearchParams(url.split('?')[1]).get('after');
      return json({ messages: after ? history.filter((m) => m.timetoken > after) : history });
    }
    if (path.endsWith('/chatMembers')) return json(chats.find((c) => path.includes(`/${c.id}/`)) ?? chats[0]);
    if (path.endsWith('/presence')) return json({ online: online.filter((u) => u !== 'uuid-me') });
    if (path === endpointUrl(chat.contacts)) return json({ contacts, profilePreviews: [] });
    if (path === endpointUrl(chat.bulkCreate)) return json({ chats: [] }, 201);
    if (path === endpointUrl(endpoints.quickMessages.list, { id: 205 }))
      return json({
        quickMessages: [{ id: 1, profileId: 205, message: 'See you soon!', createdAt: '', updatedAt: '', version: 1 }],
        _meta: { totalCount: 1, pageCount: 1, currentPage: 1, perPage: 100 },
      });
    if (path === endpointUrl(chat.create) && method === 'POST')
      return json(
        buildChannel({
          id: 'group_new',
          name: (body as { name: string }).name,
          isDirectMessage: false,
          chatMembers: [me],
        }),
        201,
      );
    if (path === endpointUrl(chat.giphyStatus)) return json({ enabled: true });
    if (path === endpointUrl(chat.giphySearch))
      return json({ items: [{ url: 'https://media.giphy.com/1/200.gif', title: 'Cat', width: 300, height: 200 }] });
    return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderChat = (path = '/chat') => renderChatPage(<ChatPage />, path);

const channelList = () => screen.getByRole('list', { name: 'Chats' });
const channelNames = () =>
  within(channelList())
    .getAllByRole('button')
    .filter((b) => !b.getAttribute('aria-label'))
    .map((b) => b.textContent ?? '');

describe('the chat screen', { timeout: 30_000 }, () => {
  it('lists the channels pinned first, with unread counts asked in one batch, filtered and searched', async () => {
    renderChat();
    await within(channelList()).findByText('Walkers');
    expect(channelNames()[0]).toContain('Walkers');
    expect(await within(channelList()).findByText('3 unread messages')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith(endpointUrl(chat.unread)))).toHaveLength(1);
    expect(calls.find((c) => c.url.startsWith(endpointUrl(chat.unread)))?.url).toContain(
      'dm_grace%2Cgroup_1%2Cp_sprint_9',
    );
    expect(within(channelList()).queryByText('Old talk')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Programme' }));
    expect(channelNames()).toEqual([expect.stringContaining('Sprint nine')]);
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show archived' }));
    expect(channelNames()).toEqual([expect.stringContaining('Old talk')]);
  });

  it('shows the thread: removed and edited messages, read receipts on mine', async () => {
    renderChat('/chat?channel=dm_grace');
    const thread = await screen.findByRole('region', { name: 'Messages' });
    await within(thread).findByText('How are you?');
    expect(within(thread).getByText('Message removed')).toBeTruthy();
    const items = within(thread).getAllByRole('listitem');
    expect(items.at(-1)?.textContent).toContain('How are you?');
    expect(items[1]?.textContent).toContain('edited');
    // Grace read up to ...0002: my first message is read, my last one only sent.
    expect(items[0]?.textContent).toContain('Read');
    expect(items.at(-1)?.textContent).toContain('Sent');
  });

  it('sends on Enter with a client id, keeps Shift+Enter for a new line, and marks the channel read', async () => {
    renderChat('/chat?channel=dm_grace');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'See you at 5' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.keyDown(box, { key: 'Enter' });
    const thread = screen.getByRole('region', { name: 'Messages' });
    await within(thread).findByText('See you at 5');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ text: 'See you at 5', needAck: false, clientId: expect.stringMatching(/-/) });
    await waitFor(
      () =>
        expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
          url: endpointUrl(chat.updateMembership, { id: 'dm_grace' }),
          body: { timeToken: '17410000000000009' },
        }),
      { timeout: 4000 },
    );
  });

  it('says the spec words when a message is too long or fails', async () => {
    publish = () => json({ message: 'Message is too long', code: 'PAYLOAD_TOO_LARGE' }, 413);
    renderChat('/chat?channel=dm_grace');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Long' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Message is too long')).toBeTruthy();
    publish = () => json({ message: 'Forbidden', code: 'FORBIDDEN' }, 403);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Error occured. Please try again.')).toBeTruthy();
  });

  it('merges realtime messages once, raises other channels, and catches up after a reconnect', async () => {
    renderChat('/chat?channel=dm_grace');
    const thread = await screen.findByRole('region', { name: 'Messages' });
    await within(thread).findByText('How are you?');
    const incoming = buildMessage({
      channelId: 'dm_grace',
      timetoken: '17410000000000005',
      text: 'Fine!',
      user: 'uuid-grace',
      senderProfileId: 301,
    });
    await deliver('chat:message', incoming);
    await deliver('chat:message', incoming);
    await waitFor(() => expect(within(thread).getAllByText('Fine!')).toHaveLength(1));

    await deliver(
      'chat:message',
      buildMessage({ channelId: 'p_sprint_9', timetoken: '17410000000000006', user: 'uuid-grace' }),
    );
    expect(await within(channelList()).findByText('1 unread message')).toBeTruthy();

    await deliver('chat:typing', { channelId: 'dm_grace', uuid: 'uuid-grace' });
    expect(await screen.findByText('Grace Hopper is typing…')).toBeTruthy();

    history.push(
      incoming,
      buildMessage({
        channelId: 'dm_grace',
        timetoken: '17410000000000007',
        text: 'Missed one',
        user: 'uuid-grace',
        senderProfileId: 301,
      }),
    );
    await deliver('chat:ready', { channels: 4 });
    await within(thread).findByText('Missed one');
    expect(calls.some((c) => c.url.includes('after=17410000000000005'))).toBe(true);
    expect(within(thread).getAllByText('Fine!')).toHaveLength(1);

    await deliver('chat:action', {
      kind: 'deleted',
      channelId: 'dm_grace',
      message: { ...incoming, deleted: true },
    });
    await waitFor(() => expect(within(thread).queryByText('Fine!')).toBeNull());
  });

  it('sends a GIF from a GIPHY search, or a .gif from the library (other images refused)', async () => {
    renderChat('/chat?channel=dm_grace');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const composer = within(box.closest('form') as HTMLElement);
    const published = () => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/messages'));
    const gifMenu = async (item: string) => {
      fireEvent.click(composer.getByRole('button', { name: 'GIF' }));
      fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }));
    };

    await waitFor(() => expect(calls.some((c) => c.url === endpointUrl(chat.giphyStatus))).toBe(true));
    await gifMenu('Search GIPHY');
    const search = await screen.findByRole('dialog', { name: 'Search GIPHY' });
    fireEvent.change(within(search).getByRole('searchbox', { name: 'Search GIFs' }), { target: { value: 'cat' } });
    fireEvent.click(await within(search).findByRole('listitem', { name: 'Send Cat' }));
    await waitFor(() => expect(published()).toHaveLength(1));
    expect(calls.find((c) => c.url.startsWith(endpointUrl(chat.giphySearch)))?.url).toContain('q=cat');
    expect(published()[0]?.body).toMatchObject({
      giphyFile: { url: 'https://media.giphy.com/1/200.gif', title: 'Cat', width: 300, height: 200 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search GIPHY' })).toBeNull());

    await gifMenu('GIF from the library');
    fireEvent.click(await screen.findByText('GIF from the library: walk.png'));
    expect(await screen.findByText('Choose a .gif image.')).toBeTruthy();
    fireEvent.click(screen.getByText('GIF from the library: walk.gif'));
    await waitFor(() => expect(published()).toHaveLength(2));
    expect(published()[1]?.body).toMatchObject({ mediaLibraryFiles: [{ resourceId: 70, thumbnailUrl: null }] });
  });

  it('tells which chat could not be archived', async () => {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if ((init.method ?? 'GET') === 'PUT') return json({ message: 'Boom', code: 'X' }, 409);
      if (url.startsWith(endpointUrl(chat.unread))) return json({ channels: {}, total: 0 });
      return json({ chats, prvChatId: null, profilePreviews: [] });
    });
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Walkers' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    expect(
      await screen.findByText('Error occurred while marked the chat as archived. Please try again. Walkers'),
    ).toBeTruthy();
  });

  it('creates a group of the picked contacts, or one chat per participant in bulk', async () => {
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const picker = await screen.findByRole('dialog', { name: 'New message' });
    fireEvent.click(await within(picker).findByRole('button', { name: 'Group' }));
    fireEvent.change(within(picker).getByRole('textbox', { name: 'Group name' }), { target: { value: 'Walkers 2' } });
    fireEvent.click(await within(picker).findByRole('checkbox', { name: 'Grace Hopper' }));
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Linus Walker' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: endpointUrl(chat.create),
        body: { chatMembers: [301, 302], isDirectMessage: false, name: 'Walkers 2' },
      }),
    );
    // The first picker has closed (its exit transition over) before the second one opens.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New message' })).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const again = await screen.findByRole('dialog', { name: 'New message' });
    fireEvent.click(within(again).getByRole('button', { name: 'One chat per participant' }));
    fireEvent.click(await within(again).findByRole('checkbox', { name: 'Linus Walker' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === endpointUrl(chat.bulkCreate))).toMatchObject({
        body: { participants: [302] },
      }),
    );
    expect(await screen.findByText('1 chat created')).toBeTruthy();
  });

  it('tells contacts apart by role and e-mail, and inserts a quick message at the cursor', async () => {
    renderChat('/chat?channel=dm_grace');
    fireEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const picker = await screen.findByRole('dialog', { name: 'New message' });
    const grace = await within(picker).findByRole('radio', { name: 'Grace Hopper' });
    expect(grace.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(picker).getByText('Participant · grace@example.com')).toBeTruthy();
    expect(within(picker).getByText('Team member · linus@example.com')).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'Cancel' }));

    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Hello  Bye' } });
    box.setSelectionRange(6, 6);
    fireEvent.click(screen.getByRole('button', { name: 'Insert a quick message' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'See you soon!' }));
    await waitFor(() => expect(box.value).toBe('Hello See you soon! Bye'));
  });
});
