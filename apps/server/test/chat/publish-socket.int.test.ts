import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CHAT_MAX_PAYLOAD,
  ChatEvent,
  ErrorCode,
  MESSAGE_TOO_LONG,
  RENEW_SOCKET_TOKEN,
  Role,
  type ChatMessage,
  type SocketAnswer,
} from '@stride/contracts';
import { createTestApp, type TestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { userRoom } from '../../src/platform/realtime/index.js';
import { directChannel, listen, receivedTexts, practice, send, tab, type Person } from './helpers.js';

/** The portal's call: ChatEvent.Publish with an acknowledgement. */
const publish = (socket: Socket, payload: unknown) =>
  socket.timeout(5000).emitWithAck(ChatEvent.Publish, payload) as Promise<SocketAnswer<ChatMessage>>;

const message = (o: Record<string, unknown> = {}) => ({ clientId: randomUUID(), text: 'Hello', ...o });

describe('publishing a chat message over the socket', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
  });
  afterAll(async () => t?.close());

  async function storedCount(channelId: string): Promise<number> {
    const res = await t.app.platform.db.execute(
      sql`select count(*)::int as n from chat_messages where channel_id = ${channelId}`,
    );
    return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }

  const history = async (p: Person, channelId: string) =>
    json<{ messages: ChatMessage[] }>(await p.api.get(`/api/chats/${channelId}/messages?limit=100`)).messages.map(
      (m) => m.text,
    );

  it('stores the message as the socket’s person, delivers it once and answers a resend with the stored one', async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    const a = await tab(url, advisor);
    const p = await tab(url, participant);
    const clientId = randomUUID();

    const answer = await publish(a.socket, { channelId: id, message: message({ clientId, text: 'Over the socket' }) });
    expect(answer.ok).toBe(true);
    const sent = (answer as Extract<typeof answer, { ok: true }>).data;
    expect(sent).toMatchObject({ channelId: id, text: 'Over the socket', senderProfileId: advisor.profile.id });
    expect(sent.user).toBe(advisor.user.uuid);
    expect(sent.timetoken).toMatch(/^\d+$/);

    const again = await publish(a.socket, { channelId: id, message: message({ clientId, text: 'Over the socket' }) });
    expect(again).toMatchObject({ ok: true, data: { timetoken: sent.timetoken } });
    // A later message is delivered after anything sent before it: once it is here, a second copy would be too.
    await send(advisor, id, { text: 'after' });
    await vi.waitFor(() => expect(receivedTexts(p.seen)).toContain('after'));
    expect(receivedTexts(p.seen)).toEqual(['Over the socket', 'after']);
    expect(await history(participant, id)).toEqual(['Over the socket', 'after']);
  });

  it('refuses empty, too long, a channel not the sender’s, a forged sender and malformed payloads; stores nothing', async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    const other = await practice(t);
    const theirs = await directChannel(other.advisor, other.participant);
    const { socket } = await tab(url, advisor);

    const empty = await publish(socket, { channelId: id, message: message({ text: '' }) });
    expect(empty).toMatchObject({ ok: false, status: 400 });

    // The schema lets the text through; the size rule (channel plus body) refuses it, as for a request.
    const long = await publish(socket, { channelId: id, message: message({ text: 'x'.repeat(CHAT_MAX_PAYLOAD) }) });
    expect(long).toMatchObject({ ok: false, status: 413, error: { message: MESSAGE_TOO_LONG } });

    const notMine = await publish(socket, { channelId: theirs, message: message() });
    expect(notMine).toMatchObject({ ok: false, status: 404 });

    const forged = await publish(socket, {
      channelId: id,
      message: message({ senderProfileId: participant.profile.id }),
    });
    expect(forged).toMatchObject({ ok: false, status: 400, error: { code: ErrorCode.ValidationFailed } });
    expect((forged as Extract<typeof forged, { ok: false }>).error.details).toContainEqual({
      path: 'message',
      message: 'Unknown field: senderProfileId',
    });

    for (const malformed of [{ channelId: id }, { channelId: 42, message: message() }, 'hello']) {
      const answer = await publish(socket, malformed);
      expect(answer).toMatchObject({ ok: false, status: 400, error: { code: ErrorCode.ValidationFailed } });
    }

    expect([await storedCount(id), await storedCount(theirs)]).toEqual([0, 0]);
    expect(await history(participant, id)).toEqual([]);
  });

  it('refuses a channel of another tenant (404) and stores nothing there', async () => {
    const { advisor } = await practice(t);
    const company = await buildCompany(t.app.platform.db, 'brain');
    const brainPerson = async (o: Omit<Parameters<typeof signedIn>[1], 'tenantId' | 'companyId'>) => {
      const p = await signedIn(t, { ...o, companyId: company.id, tenantId: 'brain' });
      return { ...p, api: api(t.app, { token: p.token, host: 'brain' }) };
    };
    const brainAdvisor = await brainPerson({ roleId: Role.Advisor });
    const brainParticipant = await brainPerson({ roleId: Role.Participant, advisorProfileId: brainAdvisor.profile.id });
    const theirs = await directChannel(brainAdvisor, brainParticipant);
    const { socket } = await tab(url, advisor);

    const answer = await publish(socket, { channelId: theirs, message: message({ text: 'Across tenants' }) });
    expect(answer).toMatchObject({ ok: false, status: 404 });
    expect(await storedCount(theirs)).toBe(0);
    expect(await history(brainParticipant, theirs)).toEqual([]);
  });

  it('checks the token on every call: once it no longer verifies the call is refused (401) and nothing stored', async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    const { socket } = await tab(url, advisor);
    expect(await publish(socket, { channelId: id, message: message({ text: 'in time' }) })).toMatchObject({ ok: true });

    // The handshake's token no longer verifies (as once it has expired): the server's side of the socket
    // holds it, and checks it again on each call.
    const [held] = await t.app.platform.realtime.io!.in(userRoom('default', advisor.user.uuid)).fetchSockets();
    held!.data.token = `${advisor.token}x`;
    const late = await publish(socket, { channelId: id, message: message({ text: 'too late' }) });
    expect(late).toMatchObject({ ok: false, status: 401 });
    expect(await history(participant, id)).toEqual(['in time']);
  });

  it('takes the renewed token of the same person (calls go on) and refuses anyone else’s', async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    const { socket } = await tab(url, advisor);
    const [held] = await t.app.platform.realtime.io!.in(userRoom('default', advisor.user.uuid)).fetchSockets();
    held!.data.token = `${advisor.token}x`;
    expect(await publish(socket, { channelId: id, message: message({ text: 'stale' }) })).toMatchObject({
      status: 401,
    });

    const renew = (token: string) =>
      socket.timeout(5000).emitWithAck(RENEW_SOCKET_TOKEN, { token }) as Promise<SocketAnswer<null>>;
    const renewed = await advisor.client.signIn(advisor.email, advisor.password);
    expect(await renew(renewed.access_token)).toEqual({ ok: true, data: null });
    expect(await publish(socket, { channelId: id, message: message({ text: 'renewed' }) })).toMatchObject({ ok: true });

    // The participant's valid token would make the socket someone else: refused, the socket stays the advisor's.
    expect(await renew(participant.token)).toMatchObject({ ok: false, status: 401 });
    expect(await renew('forged')).toMatchObject({ ok: false, status: 401 });
    const after = await publish(socket, { channelId: id, message: message({ text: 'still the advisor' }) });
    expect(after).toMatchObject({ ok: true, data: { senderProfileId: advisor.profile.id } });
    expect(await history(participant, id)).toEqual(['renewed', 'still the advisor']);
  });

  it('ignores a call made without an acknowledgement', async () => {
    const { advisor, participant } = await practice(t);
    const id = await directChannel(advisor, participant);
    const { socket } = await tab(url, advisor);
    socket.emit(ChatEvent.Publish, { channelId: id, message: message({ text: 'nobody to answer' }) });
    // Events of one socket are handled in order: by this answer the first has been seen (and dropped).
    expect(await publish(socket, { channelId: id, message: message({ text: 'answered' }) })).toMatchObject({
      ok: true,
    });
    expect(await history(participant, id)).toEqual(['answered']);
    expect(await storedCount(id)).toBe(1);
  });
});
