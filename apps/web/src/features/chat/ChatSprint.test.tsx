import { endpoints, Role, type ChatChannel } from '@stride/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { setLanguage } from '../../app/i18n/i18n';
import { buildProfile, signInAs } from '../../test/fixtures';
import ChatPage from './ChatPage';
import { chatStore } from './chatStore';
import { buildChannel, buildMember, buildMessage, json, renderChatPage, stubFetch, type FetchCall } from './testChat';

vi.mock('../../app/realtime', async () => (await import('./testChat')).fakeRealtimeModule);

const chat = endpoints.chat;
const participant = buildMember({ profileId: 207, uuid: 'uuid-pat', fullName: 'Pat Participant' });
const advisor = buildMember({ profileId: 5, uuid: 'uuid-alice', fullName: 'Alice Advisor' });
const SPRINT = 's5_sprint_207';
const calls: FetchCall[] = [];
let chats: ChatChannel[] = [];

beforeEach(() => {
  calls.length = 0;
  chatStore.clear();
  chats = [
    buildChannel({ id: 'dm_5', chatMembers: [participant, advisor], lastMessageTimetoken: '17410000000000001' }),
    // As the sender makes it: no name, read-only, the advisor and the participant.
    buildChannel({
      id: SPRINT,
      isDirectMessage: false,
      isReadOnly: true,
      chatMembers: [advisor, participant],
      lastMessageTimetoken: '17410000000000002',
    }),
  ];
  stubFetch(calls, ({ method, path }) => {
    if (path === endpointUrl(chat.list) && method === 'GET')
      return json({ chats, prvChatId: null, profilePreviews: [] });
    if (path === endpointUrl(chat.unread)) return json({ channels: {}, total: 0 });
    if (path.startsWith(endpointUrl(endpoints.profiles.previews))) return json({ items: [] });
    if (path.startsWith(endpointUrl(endpoints.profiles.get, { id: '' }))) return json(buildProfile({ companyId: 1 }));
    if (path.endsWith('/presence')) return json({ online: [] });
    if (path === endpointUrl(chat.history, { id: SPRINT }))
      return json({
        messages: [
          buildMessage({
            channelId: SPRINT,
            timetoken: '17410000000000002',
            text: 'Keep a full bottle on your desk.',
            user: 'uuid-alice',
            senderProfileId: 5,
          }),
        ],
      });
    if (path.endsWith('/messages')) return json({ messages: [] });
    if (path.endsWith('/chatMembers')) return json(chats[1]);
    return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

const channelList = () => screen.getByRole('list', { name: 'Chats' });

describe('a sprint chat', { timeout: 30_000 }, () => {
  it('is the programme with the advisor for the participant, listed under Programme, and read-only', async () => {
    signInAs(Role.Participant, { profile_id: 207, uuid: 'uuid-pat' });
    renderChatPage(<ChatPage />, `/chat?channel=${SPRINT}`);
    const thread = await screen.findByRole('region', { name: 'Programme: Alice Advisor' });
    await within(thread).findByText('Keep a full bottle on your desk.');
    expect(within(thread).getByRole('heading', { name: 'Programme: Alice Advisor' })).toBeTruthy();
    expect(within(thread).queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(within(thread).getByText('Messages from your programme arrive here.')).toBeTruthy();
    // Nothing to reply with.
    expect(within(thread).queryByRole('button', { name: 'Reply' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Programme' }));
    const names = within(channelList())
      .getAllByRole('button')
      .filter((b) => !b.getAttribute('aria-label'))
      .map((b) => b.textContent ?? '');
    expect(names).toEqual([expect.stringMatching(/^Programme: Alice Advisor/)]);
  });

  it('is the programme with the participant for the advisor, who may still write in it', async () => {
    signInAs(Role.Advisor, { profile_id: 5, uuid: 'uuid-alice' });
    renderChatPage(<ChatPage />, `/chat?channel=${SPRINT}`);
    const thread = await screen.findByRole('region', { name: 'Programme: Pat Participant' });
    expect(await within(thread).findByRole('textbox', { name: 'Message' })).toBeTruthy();
    await within(thread).findByText('Keep a full bottle on your desk.');
    expect(within(thread).getByRole('button', { name: 'Reply' })).toBeTruthy();
  });

  it('speaks Spanish to a Spanish participant', async () => {
    await setLanguage('es');
    signInAs(Role.Participant, { profile_id: 207, uuid: 'uuid-pat' });
    renderChatPage(<ChatPage />, `/chat?channel=${SPRINT}`);
    const thread = await screen.findByRole('region', { name: 'Programa: Alice Advisor' });
    expect(within(thread).getByText('Aquí llegan los mensajes de tu programa.')).toBeTruthy();
    // The filter tabs in Spanish too: the sprint chats are the programme's, no English word in the screen.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Todos', 'Libres', 'Chats', 'Programa']);
    expect(document.body.textContent).not.toMatch(/sprint/i);
  });
});
