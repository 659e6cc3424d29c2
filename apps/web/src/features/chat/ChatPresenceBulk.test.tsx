import { endpoints, Role, type ChatChannel } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { buildProfile, signInAs } from '../../test/fixtures';
import { sendToChannels } from './composer/bulkSend';
import ChatPage from './ChatPage';
import { chatStore } from './chatStore';
import { presenceStore } from './realtime/presence';
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
vi.mock('../library/LibraryPickerDialog', () => ({
  LibraryPickerDialog: ({ open, onPick }: { open: boolean; onPick: (r: unknown) => void }) =>
    // Rendered beside the open dialog (the real picker is a dialog of its own on top), hence hidden: true.
    open ? (
      <button type="button" onClick={() => onPick({ id: 71, title: 'Walking video', thumbnailUrl: '/t/71.jpg' })}>
        pick walk
      </button>
    ) : null,
}));

const me = buildMember({ profileId: 205, uuid: 'uuid-me', fullName: 'Alan Advisor' });
const grace = buildMember({ profileId: 301, uuid: 'uuid-grace', fullName: 'Grace Hopper' });
const linus = buildMember({ profileId: 302, uuid: 'uuid-linus', fullName: 'Linus Walker' });
let chats: ChatChannel[] = [];
let failing = new Set<string>();
const calls: FetchCall[] = [];

beforeEach(() => {
  calls.length = 0;
  failing = new Set();
  chatStore.clear();
  presenceStore.clear();
  signInAs(Role.Advisor, { profile_id: 205, uuid: 'uuid-me' });
  chats = [
    buildChannel({ id: 'dm_grace', chatMembers: [me, grace] }),
    buildChannel({ id: 'dm_linus', chatMembers: [me, linus] }),
    buildChannel({ id: 'group_1', name: 'Walkers', isDirectMessage: false, chatMembers: [me, grace, linus] }),
    buildChannel({ id: 'old_1', name: 'Old talk', isDirectMessage: false, chatMembers: [{ ...me, isHidden: true }] }),
  ];
  stubFetch(calls, ({ method, path }) => {
    if (path === endpointUrl(chat.list) && method === 'GET')
      return json({ chats, prvChatId: null, profilePreviews: [] });
    if (path === endpointUrl(chat.unread)) return json({ channels: {}, total: 0 });
    if (path.startsWith(endpointUrl(endpoints.profiles.previews))) return json({ items: [] });
    if (path === endpointUrl(endpoints.profiles.get, { id: 205 })) return json(buildProfile({ id: 205, companyId: 1 }));
    // Grace is online, Linus is not.
    if (path.endsWith('/presence')) return json({ online: ['uuid-grace'] });
    const channelId = decodeURIComponent(path.split('/')[3] ?? '');
    if (path.endsWith('/messages') && method === 'POST') {
      if (failing.has(channelId)) return json({ message: 'Please try again!', code: 'INTERNAL' }, 500);
      return json(buildMessage({ channelId, timetoken: '17410000000000009', text: '', user: 'uuid-me' }), 201);
    }
    if (path.endsWith('/messages')) return json({ messages: [] });
    if (path.endsWith('/chatMembers')) return json(chats.find((c) => path.includes(`/${c.id}/`)) ?? chats[0]);
    return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderChat = (path = '/chat') => renderChatPage(<ChatPage />, path);

describe('presence and bulk library sends in /chat', { timeout: 30_000 }, () => {
  it('dots the online members in the open channel header and the direct messages, following chat:presence', async () => {
    renderChat('/chat?channel=group_1');
    const header = await screen.findByRole('group', { name: 'Members' });
    expect(await within(header).findByRole('img', { name: 'Grace Hopper is online' })).toBeTruthy();
    expect(within(header).getByRole('img', { name: 'Linus Walker is offline' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Chats' });
    expect(await within(list).findByRole('img', { name: 'Grace Hopper is online' })).toBeTruthy();
    expect(within(list).getByRole('img', { name: 'Linus Walker is offline' })).toBeTruthy();
    // Only the channels shown are asked about: the open group and the direct messages, never myself.
    const asked = calls.filter((c) => c.url.endsWith('/presence')).map((c) => c.url);
    expect(new Set(asked)).toEqual(
      new Set(['group_1', 'dm_grace', 'dm_linus'].map((id) => endpointUrl(chat.presence, { id }))),
    );
    expect(screen.queryByRole('img', { name: /Alan Advisor/ })).toBeNull();

    await deliver('chat:presence', { uuid: 'uuid-linus', online: true });
    await deliver('chat:presence', { uuid: 'uuid-grace', online: false });
    await deliver('chat:presence', { nonsense: true });
    expect(within(header).getByRole('img', { name: 'Linus Walker is online' })).toBeTruthy();
    expect(within(list).getByRole('img', { name: 'Grace Hopper is offline' })).toBeTruthy();

    // After a reconnect the changes missed meanwhile are asked for again.
    const before = calls.filter((c) => c.url.endsWith('/presence')).length;
    await deliver('chat:ready', { channels: 3 });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/presence')).length).toBeGreaterThan(before));
  });

  it('sends one library file to several chats, each with its own client id, and tells how many', async () => {
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: 'Send media to several chats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send media to several chats' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Pick a library file to send.')).toBeTruthy();
    // Archived chats are not offered.
    expect(within(dialog).queryByRole('checkbox', { name: 'Old talk' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pick a library file' }));
    fireEvent.click(await screen.findByRole('button', { name: 'pick walk', hidden: true }));
    expect(await within(dialog).findByText('Walking video')).toBeTruthy();
    expect(within(dialog).getByText('Pick at least one chat.')).toBeTruthy();
    expect(send).toHaveProperty('disabled', true);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Grace Hopper' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Walkers' }));
    expect(within(dialog).queryByText('Pick at least one chat.')).toBeNull();
    fireEvent.click(send);

    expect(await screen.findByText('Message sent to 2 chats')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST' && c.url.endsWith('/messages'));
    expect(posts.map((c) => c.url).sort()).toEqual(
      ['dm_grace', 'group_1'].map((id) => endpointUrl(chat.publish, { id })),
    );
    for (const post of posts) {
      expect(post.body).toMatchObject({ mediaLibraryFiles: [{ resourceId: 71, thumbnailUrl: '/t/71.jpg' }] });
    }
    const ids = posts.map((c) => (c.body as { clientId: string }).clientId);
    expect(new Set(ids).size).toBe(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send media to several chats' })).toBeNull());
  });

  it('reports a partial send and keeps the failed chats picked', async () => {
    failing = new Set(['dm_linus']);
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: 'Send media to several chats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send media to several chats' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pick a library file' }));
    fireEvent.click(await screen.findByRole('button', { name: 'pick walk', hidden: true }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Grace Hopper' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Linus Walker' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent to 1 of 2 chats. Please try again!')).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Linus Walker' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('checkbox', { name: 'Grace Hopper' })).toHaveProperty('checked', false);
  });

  it('sends sequentially and goes on after a failure', async () => {
    const order: string[] = [];
    let running = 0;
    const result = await sendToChannels(
      ['a', 'b', 'c'],
      { text: '', needAck: false, mediaLibraryFiles: [] },
      async (id) => {
        running += 1;
        expect(running).toBe(1);
        order.push(id);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
        if (id === 'b') throw new Error('down');
      },
    );
    expect(order).toEqual(['a', 'b', 'c']);
    expect(result).toEqual({ sent: ['a', 'c'], failed: ['b'] });
  });
});
