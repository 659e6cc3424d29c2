import { endpoints, Role, type ChatChannel } from '@stride/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { setLanguage } from '../../../app/i18n/i18n';
import { buildProfile, signInAs } from '../../../test/fixtures';
import ChatPage from '../ChatPage';
import { chatStore } from '../chatStore';
import { buildChannel, buildMember, buildMessage, fakeRealtime, json, renderChatPage, stubFetch } from '../testChat';

vi.mock('../../../app/realtime', async () => (await import('../testChat')).fakeRealtimeModule);

const chat = endpoints.chat;
const me = buildMember({ profileId: 207, uuid: 'uuid-pat', fullName: 'Pat Participant' });
const alice = buildMember({ profileId: 5, uuid: 'uuid-alice', fullName: 'Alice Advisor' });
const bob = buildMember({ profileId: 6, uuid: 'uuid-bob', fullName: 'Bob Coach' });
// "Now" is 10:00 on 2026-11-28 in the test's zone.
const NOW = new Date(2026, 10, 28, 10, 0, 0);
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();
let chats: ChatChannel[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  chatStore.clear();
  signInAs(Role.Participant, { profile_id: 207, uuid: 'uuid-pat' });
  chats = [
    buildChannel({
      id: 'dm_alice',
      chatMembers: [me, alice],
      lastMessageTimetoken: '17410000000000005',
      lastMessage: {
        timetoken: '17410000000000005',
        senderProfileId: 5,
        createdAt: at(28, 9, 55),
        deleted: false,
        text: 'How did the walk go?',
        attachment: null,
      },
    }),
    buildChannel({
      id: 'dm_bob',
      chatMembers: [me, bob],
      lastMessageTimetoken: '17410000000000003',
      lastMessage: {
        timetoken: '17410000000000003',
        senderProfileId: 207,
        createdAt: at(25, 18),
        deleted: false,
        text: '',
        attachment: { kind: 'file', name: 'plan.pdf' },
      },
    }),
  ];
  stubFetch([], ({ method, path }) => {
    if (path === endpointUrl(chat.list) && method === 'GET')
      return json({ chats, prvChatId: null, profilePreviews: [] });
    if (path === endpointUrl(chat.unread)) return json({ channels: {}, total: 0 });
    if (path.startsWith(endpointUrl(endpoints.profiles.previews))) return json({ items: [] });
    if (path.startsWith(endpointUrl(endpoints.profiles.get, { id: '' }))) return json(buildProfile({ companyId: 1 }));
    if (path.endsWith('/presence')) return json({ online: [] });
    return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
  });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

/** Each row of the list: its text (title, time, last message), after the avatar's initials. */
const rows = () =>
  within(screen.getByRole('list', { name: 'Chats' }))
    .getAllByRole('button')
    .filter((b) => !b.getAttribute('aria-label'))
    .map((b) => b.querySelector('.MuiListItemText-root')?.textContent ?? '');

describe("the chat list's last messages", { timeout: 30_000 }, () => {
  it('shows each channel with its last message and its time: relative today, the date before', async () => {
    renderChatPage(<ChatPage />, '/chat');
    await screen.findByText('How did the walk go?');
    expect(rows()).toEqual(['Alice Advisor5 minutes agoHow did the walk go?', 'Bob Coach11/25/2026You: 📎 plan.pdf']);
  });

  it('says it in Spanish to a Spanish participant, a photo as Foto', async () => {
    await setLanguage('es');
    chats[0] = {
      ...chats[0]!,
      lastMessage: { ...chats[0]!.lastMessage!, text: '', attachment: { kind: 'photo', name: 'a.png' } },
    };
    renderChatPage(<ChatPage />, '/chat');
    await screen.findByText('📷 Foto');
    expect(rows()).toEqual(['Alice Advisorhace 5 minutos📷 Foto', 'Bob Coach25/11/2026Tú: 📎 plan.pdf']);
  });

  it('moves a channel up with its new message as it arrives, and shows a removal of it', async () => {
    renderChatPage(<ChatPage />, '/chat');
    await screen.findByText('How did the walk go?');
    const arrived = buildMessage({
      channelId: 'dm_bob',
      timetoken: '17410000000000009',
      text: 'Great job today',
      user: 'uuid-bob',
      senderProfileId: 6,
      createdAt: at(28, 10),
    });
    await fakeRealtime.deliver('chat:message', arrived);
    await waitFor(() => expect(rows()[0]).toBe('Bob CoachnowGreat job today 1 unread message'));
    await fakeRealtime.deliver('chat:action', {
      kind: 'deleted',
      channelId: 'dm_bob',
      message: { ...arrived, deleted: true, text: 'Message removed' },
    });
    await waitFor(() => expect(rows()[0]).toBe('Bob CoachnowMessage removed 1 unread message'));
  });
});
