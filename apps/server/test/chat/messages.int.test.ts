import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_MAX_PAYLOAD, Role, type AccessClaims, type ChatMessage } from '@stride/contracts';
import { storeMessages, type NewMessage } from '../../src/modules/chat/store-messages.js';
import { inTenant } from '../../src/platform/db/tenant-scope.js';
import { actorFromClaims } from '../../src/platform/http/context.js';
import { useTestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { directChannel, participantOf, person, practice, send } from './helpers.js';

const t = useTestApp();

async function storedCount(channelId: string): Promise<number> {
  const res = await t.app.platform.db.execute(
    sql`select count(*)::int as n from chat_messages where channel_id = ${channelId}`,
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

const messagesOf = async (p: Awaited<ReturnType<typeof practice>>['advisor'], url: string) =>
  json<{ messages: ChatMessage[] }>(await p.api.get(url)).messages;

describe('chat messages', () => {
  it('publishes with unique, ordered timetokens under concurrent sends; the sender is the token’s', async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i % 2 ? advisor : participant, id, { text: `m${i}` })),
    );
    expect(sent.every((r) => r.statusCode === 201)).toBe(true);
    const tokens = sent.map((r) => json<ChatMessage>(r).timetoken);
    expect(new Set(tokens).size).toBe(20);
    const forged = await send(participant, id, { user: advisor.user.uuid });
    expect(forged.statusCode).toBe(400);
    const history = await messagesOf(advisor, `/api/chats/${id}/messages?limit=100`);
    expect(history).toHaveLength(20);
    const ordered = history.map((m) => BigInt(m.timetoken));
    expect([...ordered].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(ordered);
    expect(history.find((m) => m.text === 'm1')!.user).toBe(advisor.user.uuid);
    expect(history.find((m) => m.text === 'm0')!.user).toBe(participant.user.uuid);
  });

  it('answers a resend with the same clientId with the stored message (200) and stores nothing', async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    const clientId = randomUUID();
    const first = await send(advisor, id, { clientId, text: 'once' });
    expect(first.statusCode).toBe(201);
    const again = await send(advisor, id, { clientId, text: 'once' });
    expect(again.statusCode).toBe(200);
    expect(json<ChatMessage>(again).timetoken).toBe(json<ChatMessage>(first).timetoken);
    expect(await storedCount(id)).toBe(1);
    // Counted once in the other member's unread as well.
    expect(json(await participant.api.get(`/api/chats/unread?channels=${id}`))).toEqual({
      channels: { [id]: 1 },
      total: 1,
    });
  });

  it('counts a clientId given twice in one batch once, in the unread of the others as well', async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    const claims = JSON.parse(Buffer.from(advisor.token.split('.')[1]!, 'base64url').toString()) as AccessClaims;
    const item = {
      ctx: { tenantId: 'default', traceId: 'twice', actor: actorFromClaims(claims) },
      channelId: id,
      values: { clientId: randomUUID(), senderProfileId: advisor.profile.id, senderUuid: advisor.user.uuid, text: 'x' },
    } satisfies NewMessage;
    const { stored } = await inTenant(t.app.platform.db, { tenantId: 'default' }, (tx) =>
      storeMessages(tx, 'default', [item, item]),
    );
    expect(stored.map((s) => s.created)).toEqual([true, false]);
    expect(await storedCount(id)).toBe(1);
    expect(json(await participant.api.get(`/api/chats/unread?channels=${id}`))).toEqual({
      channels: { [id]: 1 },
      total: 1,
    });
  });

  it('stores a burst of sends together, each answered as if alone: a refusal, a resend, two channels', async () => {
    const { advisor, participant, company } = await practice(t);
    const second = await participantOf(t, { company, advisor });
    const colleague = await person(t, { roleId: Role.Advisor, companyId: company.id });
    const [a, b] = [await directChannel(advisor, participant), await directChannel(advisor, second)];
    const clientId = randomUUID();
    const burst = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => send(advisor, i % 2 ? a : b, { text: `burst ${i}` })),
      send(participant, a, { text: 'from the participant' }),
      send(colleague, a, { text: 'not a member' }),
      send(advisor, b, { clientId, text: 'twice' }),
      send(advisor, b, { clientId, text: 'twice' }),
      send(advisor, a, { text: ' ' }),
    ]);
    expect(burst.slice(0, 7).map((r) => r.statusCode)).toEqual(Array(7).fill(201));
    expect(burst[7]!.statusCode).toBe(404);
    expect([burst[8]!.statusCode, burst[9]!.statusCode].sort()).toEqual([200, 201]);
    expect(json<ChatMessage>(burst[8]!).timetoken).toBe(json<ChatMessage>(burst[9]!).timetoken);
    expect(burst[10]!.statusCode).toBe(400);
    expect([await storedCount(a), await storedCount(b)]).toEqual([4, 4]);
    const history = await messagesOf(advisor, `/api/chats/${a}/messages`);
    expect(history.find((m) => m.text === 'from the participant')!.user).toBe(participant.user.uuid);
    const unread = async (p: typeof advisor, id: string) =>
      json<{ total: number }>(await p.api.get(`/api/chats/unread?channels=${id}`)).total;
    expect([await unread(participant, a), await unread(second, b), await unread(advisor, a)]).toEqual([3, 4, 1]);
    // One audit row per stored message, each with its own sender as the actor.
    const audited = await t.app.platform.db.execute(
      sql`select actor_user_id as actor, count(*)::int as n from audit_log
          where entity_type = 'chat_message' and operation = 'CREATE' and split_part(entity_id, ':', 1) in (${a}, ${b})
          group by actor_user_id order by n`,
    );
    expect((audited as unknown as { rows: { actor: number; n: number }[] }).rows).toEqual([
      { actor: participant.user.id, n: 1 },
      { actor: advisor.user.id, n: 7 },
    ]);
  });

  it('refuses too long (413), empty (400), wrong channel and non-member (404), read-only for participants (403)', async () => {
    const { advisor, participant, company } = await practice(t);
    const id = await directChannel(advisor, participant);
    const long = await send(advisor, id, { text: 'x'.repeat(CHAT_MAX_PAYLOAD - 200) });
    expect(long.statusCode).toBe(413);
    expect(json(long)).toMatchObject({ message: 'Message is too long', code: 'MESSAGE_TOO_LONG' });
    const empty = await send(advisor, id, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect((await send(advisor, 'ch_nothing_here')).statusCode).toBe(404);
    const colleague = await person(t, { roleId: Role.Advisor, companyId: company.id });
    expect((await send(colleague, id)).statusCode).toBe(404);
    expect(await storedCount(id)).toBe(0);
    const group = json<{ id: string }>(
      await advisor.api.post('/api/chats', { name: 'News', chatMembers: [participant.profile.id], isReadOnly: true }),
    ).id;
    expect((await send(participant, group)).statusCode).toBe(403);
    expect((await send(advisor, group)).statusCode).toBe(201);
  });

  it("refuses a participant's message asking for an acknowledgement or carrying library media (403), stores nothing", async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    expect((await send(participant, id, { text: 'Confirm?', needAck: true })).statusCode).toBe(403);
    const media = { mediaLibraryFiles: [{ resourceId: 1, title: 'x', fileTypeId: 1 }] };
    expect((await send(participant, id, { text: 'See this', ...media })).statusCode).toBe(403);
    expect(await storedCount(id)).toBe(0);
    expect((await send(participant, id, { text: 'Plain text is fine' })).statusCode).toBe(201);
  });

  it('edits (sender only), reacts, acknowledges (others only, needAck) and deletes', async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    const msg = json<ChatMessage>(await send(advisor, id, { text: 'Please confirm', needAck: true }));
    const url = `/api/chats/${id}/messages/${msg.timetoken}`;
    expect((await participant.api.put(url, { text: 'hacked' })).statusCode).toBe(403);
    const edited = await advisor.api.put(url, { text: 'Please confirm today' });
    expect(json(edited)).toMatchObject({ text: 'Please confirm today', updated: true });
    const reacted = await participant.api.post(`${url}/reactions`, { type: 'like' });
    expect(json<ChatMessage>(reacted).reactions).toEqual([{ type: 'like', users: [participant.user.uuid] }]);
    const unreacted = await t.app.inject({
      method: 'DELETE',
      url: `${url}/reactions`,
      headers: { host: 'localhost:8080', authorization: `Bearer ${participant.token}` },
      payload: { type: 'like' },
    });
    expect(unreacted.statusCode).toBe(200);
    expect(json<ChatMessage>(unreacted).reactions).toEqual([]);
    expect((await advisor.api.post(`${url}/ack`)).statusCode).toBe(400);
    const acked = await participant.api.post(`${url}/ack`);
    expect(json<ChatMessage>(acked).ack).toEqual([participant.user.uuid]);
    const plain = json<ChatMessage>(await send(advisor, id, { text: 'no ack' }));
    expect((await participant.api.post(`/api/chats/${id}/messages/${plain.timetoken}/ack`)).statusCode).toBe(400);
    expect((await participant.api.delete(url)).statusCode).toBe(403);
    const removed = await advisor.api.delete(url);
    expect(json(removed)).toMatchObject({ text: 'Message removed', deleted: true });
    expect((await advisor.api.put(`/api/chats/${id}/messages/1`, { text: 'x' })).statusCode).toBe(404);
  });

  it('pages history backwards by 25 and catches up with after=, oldest first', async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    for (let i = 0; i < 30; i++) await send(advisor, id, { text: `n${i}` });
    const url = `/api/chats/${id}/messages`;
    const newest = await messagesOf(participant, url);
    expect(newest.map((m) => m.text)).toEqual(Array.from({ length: 25 }, (_, i) => `n${i + 5}`));
    const older = await messagesOf(participant, `${url}?before=${newest[0]!.timetoken}`);
    expect(older.map((m) => m.text)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4']);
    // Fewer than 25: fully loaded.
    const after = await messagesOf(participant, `${url}?after=${older[4]!.timetoken}`);
    expect(after.map((m) => m.text)).toEqual(newest.map((m) => m.text));
    expect(await messagesOf(participant, `${url}?after=${newest[24]!.timetoken}`)).toEqual([]);
  });

  it('counts unread per channel from the last-read timetoken, not the own messages; total', async () => {
    const { advisor, participant, company } = await practice(t);
    const second = await participantOf(t, { company, advisor });
    const a = await directChannel(advisor, participant);
    const b = await directChannel(advisor, second);
    await send(advisor, a);
    const last = json<ChatMessage>(await send(advisor, a));
    await send(participant, a);
    await send(advisor, b);
    const unread = await participant.api.get(`/api/chats/unread?channels=${a},${b}`);
    expect(json(unread)).toEqual({ channels: { [a]: 2 }, total: 2 });
    const mine = json<{ channels: Record<string, number>; total: number }>(
      await advisor.api.get(`/api/chats/unread?channels=${a},${b}`),
    );
    expect(mine).toEqual({ channels: { [a]: 1, [b]: 0 }, total: 1 });
    await participant.api.put(`/api/chats/${a}/chatMembers`, { timeToken: last.timetoken });
    expect(json(await participant.api.get(`/api/chats/unread?channels=${a}`))).toEqual({
      channels: { [a]: 0 },
      total: 0,
    });
    const history = await messagesOf(advisor, `/api/chats/${a}/messages`);
    expect(history.map((m) => m.is_read)).toEqual([true, true, false]);
    const tooMany = Array.from({ length: 51 }, (_, i) => `c${i}`).join(',');
    expect((await participant.api.get(`/api/chats/unread?channels=${tooMany}`)).statusCode).toBe(400);
  });

  it('keeps the counts through a removal, a read half way and a member who joins late', async () => {
    const { advisor, participant, company } = await practice(t);
    const colleague = await person(t, { roleId: Role.TeamMember, companyId: company.id });
    const group = json<{ id: string }>(
      await advisor.api.post('/api/chats', { name: 'Counts', chatMembers: [participant.profile.id] }),
    ).id;
    const sent = [];
    for (let i = 0; i < 4; i++) sent.push(json<ChatMessage>(await send(advisor, group, { text: `n${i}` })));
    const unreadOf = async (p: typeof advisor) =>
      json<{ channels: Record<string, number> }>(await p.api.get(`/api/chats/unread?channels=${group}`)).channels[
        group
      ];
    expect(await unreadOf(participant)).toBe(4);
    // Removing one the participant has not read: one less; the sender's own count stays 0.
    expect((await advisor.api.delete(`/api/chats/${group}/messages/${sent[3]!.timetoken}`)).statusCode).toBe(200);
    expect(await unreadOf(participant)).toBe(3);
    expect(await unreadOf(advisor)).toBe(0);
    // Read up to the second: the third is left (the fourth is removed).
    await participant.api.put(`/api/chats/${group}/chatMembers`, { timeToken: sent[1]!.timetoken });
    expect(await unreadOf(participant)).toBe(1);
    // An older read timetoken never moves it back.
    await participant.api.put(`/api/chats/${group}/chatMembers`, { timeToken: sent[0]!.timetoken });
    expect(await unreadOf(participant)).toBe(1);
    // Removing one already read changes nothing.
    await advisor.api.delete(`/api/chats/${group}/messages/${sent[0]!.timetoken}`);
    expect(await unreadOf(participant)).toBe(1);
    // A late member has every message still there unread: n1 and n2.
    const added = await advisor.api.put(
      `/api/chats/${group}`,
      { chatMembers: [participant.profile.id, colleague.profile.id] },
      { 'if-match': 'W/"1"' },
    );
    expect(added.statusCode).toBe(200);
    expect(await unreadOf(colleague)).toBe(2);
    await send(participant, group, { text: 'n4' });
    expect([await unreadOf(advisor), await unreadOf(participant), await unreadOf(colleague)]).toEqual([1, 1, 3]);
  });
});
