import { describe, expect, it } from 'vitest';
import { CHAT_LAST_MESSAGE_TEXT, type ChatChannel, type ChatMessage } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { inTenant } from '../../src/platform/db/tenant-scope.js';
import { lastMessagesOf } from '../../src/modules/chat/last-messages.js';
import { pngBytes, uploadStorageFile } from '../library/support.js';
import { directChannel, participantOf, practice, send, type Person } from './helpers.js';

const t = useTestApp();

type Chats = { chats: ChatChannel[] };
const chatsOf = async (p: Person) => json<Chats>(await p.api.get('/api/chats?hidden=true')).chats;

describe("the chat list's last message", () => {
  it("shows each channel's newest message: text (cut), a photo by name, removed, none; the same to each member", async () => {
    const { company, advisor, participant } = await practice(t);
    const second = await participantOf(t, { company, advisor });
    const third = await participantOf(t, { company, advisor });
    const withText = await directChannel(advisor, participant);
    const withPhoto = await directChannel(advisor, second);
    const removed = await directChannel(advisor, third);
    const group = json<ChatChannel>(
      await advisor.api.post('/api/chats', { name: 'Quiet', chatMembers: [participant.profile.id] }),
    ).id;

    expect((await send(advisor, withText, { text: 'First' })).statusCode).toBe(201);
    const long = `Last ${'x'.repeat(500)}`;
    expect((await send(participant, withText, { text: long })).statusCode).toBe(201);
    const storageFileId = await uploadStorageFile(t, second.token, {
      name: 'lunch.png',
      type: 'image/png',
      data: await pngBytes(),
    });
    expect((await send(second, withPhoto, { text: '', storageFileId })).statusCode).toBe(201);
    const gone = json<ChatMessage>(await send(advisor, removed, { text: 'Oops' }));
    expect((await advisor.api.delete(`/api/chats/${removed}/messages/${gone.timetoken}`)).statusCode).toBe(200);

    const byId = new Map((await chatsOf(advisor)).map((c) => [c.id, c]));
    expect(byId.get(withText)!.lastMessage).toEqual({
      timetoken: byId.get(withText)!.lastMessageTimetoken,
      senderProfileId: participant.profile.id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      deleted: false,
      text: long.slice(0, CHAT_LAST_MESSAGE_TEXT),
      attachment: null,
    });
    expect(byId.get(withPhoto)!.lastMessage).toMatchObject({
      senderProfileId: second.profile.id,
      text: '',
      attachment: { kind: 'photo', name: 'lunch.png' },
    });
    // A removed message says nothing of what it was.
    expect(byId.get(removed)!.lastMessage).toMatchObject({ deleted: true, text: '', attachment: null });
    expect(byId.get(group)!.lastMessage).toBeNull();

    // The participant reads the same last message of the channel they share, and nothing of the others.
    const theirs = await chatsOf(participant);
    expect(theirs.find((c) => c.id === withText)!.lastMessage).toEqual(byId.get(withText)!.lastMessage);
    expect(theirs.map((c) => c.id)).not.toContain(withPhoto);
  });

  it("reads the last messages of a page's channels in one query, whatever their number", async () => {
    const { company, advisor, participant } = await practice(t);
    const ids = [await directChannel(advisor, participant)];
    for (let i = 0; i < 4; i++) ids.push(await directChannel(advisor, await participantOf(t, { company, advisor })));
    for (const [i, id] of ids.entries()) expect((await send(advisor, id, { text: `Note ${i}` })).statusCode).toBe(201);
    let statements = 0;
    const found = await inTenant(t.app.platform.db, { tenantId: 'default' }, (tx) => {
      const counted = new Proxy(tx, {
        get(target, key, receiver) {
          const value: unknown = Reflect.get(target, key, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (key === 'execute' || key === 'select') statements += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      return lastMessagesOf(counted, 'default', ids);
    });
    expect(statements).toBe(1);
    expect(ids.map((id) => found.get(id)?.text)).toEqual(['Note 0', 'Note 1', 'Note 2', 'Note 3', 'Note 4']);
  });
});
