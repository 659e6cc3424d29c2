import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatEvent, Role, type ChatChannel, type ChatMessage } from '@stride/contracts';
import { createTestApp, type TestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { directChannel, listen, receivedTexts, person, practice, send, tab } from './helpers.js';

describe('chat realtime (one process)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
  });
  afterAll(async () => t?.close());

  it('delivers each message to the other side once and in order; unread, actions, typing, presence', async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    const a = await tab(url, advisor);
    const p = await tab(url, participant);
    for (let i = 0; i < 10; i++) await send(advisor, id, { text: `m${i}` });
    const expected = Array.from({ length: 10 }, (_, i) => `m${i}`);
    await vi.waitFor(() => expect(receivedTexts(p.seen)).toEqual(expected));
    // The first total soon after, the rest folded into one a second later (unread-throttle.ts).
    await vi.waitFor(() => expect(p.seen).toContainEqual([ChatEvent.Unread, { total: 10 }]), { timeout: 5000 });
    const totals = p.seen.filter(([e]) => e === ChatEvent.Unread).map(([, u]) => (u as { total: number }).total);
    expect(totals.length).toBeLessThan(10);
    expect(totals.at(-1)).toBe(10);
    // The advisor's only total is the one on connecting (their own messages raise nobody's count of theirs).
    expect(a.seen.filter(([e]) => e === ChatEvent.Unread)).toEqual([[ChatEvent.Unread, { total: 0 }]]);

    const last = json<ChatMessage>(await send(participant, id, { text: 'reply' }));
    await participant.api.put(`/api/chats/${id}/chatMembers`, { timeToken: last.timetoken });
    await vi.waitFor(() =>
      expect(a.seen).toContainEqual([
        ChatEvent.Action,
        { kind: 'receipt', channelId: id, reader: { uuid: participant.user.uuid, timeToken: last.timetoken } },
      ]),
    );
    await advisor.api.post(`/api/chats/${id}/messages/${last.timetoken}/reactions`, { type: 'like' });
    await vi.waitFor(() =>
      expect(p.seen.some(([e, v]) => e === ChatEvent.Action && (v as { kind: string }).kind === 'reaction')).toBe(true),
    );

    p.socket.emit('chat:typing', { channelId: id });
    p.socket.emit('chat:typing', { channelId: 'ch_not_mine' });
    await vi.waitFor(() =>
      expect(a.seen).toContainEqual([ChatEvent.Typing, { channelId: id, uuid: participant.user.uuid }]),
    );
    const presence = json<{ online: string[] }>(await advisor.api.get(`/api/chats/${id}/presence`));
    expect(presence.online.sort()).toEqual([advisor.user.uuid, participant.user.uuid].sort());
    p.socket.disconnect();
    await vi.waitFor(() =>
      expect(a.seen).toContainEqual([ChatEvent.Presence, { uuid: participant.user.uuid, online: false }]),
    );
    // Nothing twice (the own message reaches the own tabs too).
    expect(receivedTexts(p.seen)).toEqual([...expected, 'reply']);
  });

  it('sends the unread total on connecting, before chat:ready (the badge does not start at 0)', async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    for (let i = 0; i < 3; i++) await send(advisor, id, { text: `offline ${i}` });
    const p = await tab(url, participant);
    const events = p.seen.map(([e]) => e);
    expect(p.seen).toContainEqual([ChatEvent.Unread, { total: 3 }]);
    expect(events.indexOf(ChatEvent.Unread)).toBeLessThan(events.indexOf(ChatEvent.Ready));
  });

  it('joins a channel made after connecting', async () => {
    const { advisor, participant } = await practice(t);
    const p = await tab(url, participant);
    const id = await directChannel(advisor, participant);
    await vi.waitFor(() => expect(p.seen.some(([e]) => e === ChatEvent.Channel)).toBe(true));
    await send(advisor, id, { text: 'first' });
    await vi.waitFor(() => expect(receivedTexts(p.seen)).toEqual(['first']));
  });

  it('a member removed from a group is told and hears nothing more of it', async () => {
    const { advisor, participant, company } = await practice(t);
    const colleague = await person(t, { roleId: Role.TeamMember, companyId: company.id });
    const group = json<ChatChannel>(
      await advisor.api.post('/api/chats', {
        name: 'Walkers',
        chatMembers: [participant.profile.id, colleague.profile.id],
      }),
    );
    const direct = await directChannel(advisor, participant);
    const [p, c] = [await tab(url, participant), await tab(url, colleague)];
    await send(advisor, group.id, { text: 'before' });
    await vi.waitFor(() => expect(receivedTexts(p.seen)).toEqual(['before']));
    const removed = await advisor.api.put(
      `/api/chats/${group.id}`,
      { chatMembers: [colleague.profile.id] },
      { 'if-match': `W/"${group.version}"` },
    );
    expect(removed.statusCode).toBe(200);
    await vi.waitFor(() =>
      expect(p.seen.some(([e, ch]) => e === ChatEvent.Channel && (ch as { removed?: boolean }).removed)).toBe(true),
    );
    await send(advisor, group.id, { text: 'after' });
    await vi.waitFor(() => expect(receivedTexts(c.seen)).toEqual(['before', 'after']));
    // A later message on the participant's own channel arrives after anything sent before it.
    await send(advisor, direct, { text: 'later' });
    await vi.waitFor(() => expect(receivedTexts(p.seen)).toContain('later'));
    expect(receivedTexts(p.seen)).toEqual(['before', 'later']);
  });
});

/** Two processes on one PostgreSQL and Redis (npm run test:pg). */
describe.runIf(process.env.STRIDE_TEST_DB === 'pg')('chat realtime across two processes', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let bClosed = false;
  beforeAll(async () => {
    // Both on the run's PostgreSQL database (openTestDatabase) and the same Redis prefix.
    const env = { REDIS_PREFIX: `chat-${process.pid}-${Date.now()}` };
    a = await createTestApp(env);
    b = await createTestApp(env);
    [urlA, urlB] = [await listen(a), await listen(b)];
  });
  afterAll(async () => {
    await a?.close();
    if (!bClosed) await b?.close();
  });

  it('a client on one receives, in order and once, what a client on the other sends', async () => {
    const { advisor, participant } = await practice(a);
    const id = await directChannel(advisor, participant);
    await tab(urlA, advisor);
    const p = await tab(urlB, participant);
    // The adapter's subscriptions settle shortly after start: a probe message first.
    await vi.waitFor(
      async () => {
        await send(advisor, id, { text: 'probe' });
        expect(receivedTexts(p.seen)).toContain('probe');
      },
      { timeout: 5000, interval: 200 },
    );
    for (let i = 0; i < 10; i++) await send(advisor, id, { text: `x${i}` });
    const real = () => receivedTexts(p.seen).filter((m) => m !== 'probe');
    await vi.waitFor(() => expect(real()).toEqual(Array.from({ length: 10 }, (_, i) => `x${i}`)));
    // Each probe once, too: nothing twice.
    const probes = receivedTexts(p.seen).filter((m) => m === 'probe').length;
    const stored = json<{ messages: ChatMessage[] }>(await participant.api.get(`/api/chats/${id}/messages?limit=100`));
    expect(stored.messages.filter((m) => m.text === 'probe')).toHaveLength(probes);
  });

  it('when a process stops, its client reconnects to the other and catches up with after=, in order, once', async () => {
    const { advisor, participant } = await practice(a);
    const id = await directChannel(advisor, participant);
    const p = await tab(urlB, participant);
    const seen = json<ChatMessage>(await send(advisor, id, { text: 'before' }));
    await vi.waitFor(() => expect(receivedTexts(p.seen)).toContain('before'));
    bClosed = true;
    await b.close();
    for (let i = 0; i < 5; i++) await send(advisor, id, { text: `missed${i}` });
    const again = await tab(urlA, participant);
    const caughtUp = json<{ messages: ChatMessage[] }>(
      await participant.api.get(`/api/chats/${id}/messages?after=${seen.timetoken}`),
    ).messages;
    expect(caughtUp.map((m) => m.text)).toEqual(Array.from({ length: 5 }, (_, i) => `missed${i}`));
    await send(advisor, id, { text: 'live' });
    await vi.waitFor(() => expect(receivedTexts(again.seen)).toEqual(['live']));
  });
});
