/**
 * Findings 2 and 5 of the penetration test: a realtime socket kept receiving `chat:message` and
 * `chat:unread` after its access token expired and after sign-out; a refresh token taken before a password
 * reset still gave new tokens for 14 days. Now a socket ends when its token expires (unless renewed), when
 * its session ends (sign-out, a revoked refresh token) and when its person's password is reset; a reset
 * ends every session of the account.
 */
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RENEW_SOCKET_TOKEN, Role } from '@stride/contracts';
import { readOutbox } from '../../src/platform/mail/outbox.js';
import { createTestApp, HOSTS, type TestApp } from '../support/app.js';
import { api, eventually } from '../support/http.js';
import { decodeJwt, OidcClient, SignInError } from '../support/oidc.js';
import { signedIn } from '../support/people.js';
import { socketClients } from '../support/sockets.js';

let t: TestApp;
let url: string;
const clients = socketClients(() => url);
const { connect } = clients;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.platform.jobs.start();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

/**
 * What a socket receives of the test's `chat:unread` totals from now on (the chat module also sends the
 * person's real total, 0, when a socket connects).
 */
function listen(socket: Socket): unknown[] {
  const got: unknown[] = [];
  socket.on('chat:unread', (payload: { total: number }) => {
    if (payload.total > 0) got.push(payload);
  });
  return got;
}

const disconnected = (socket: Socket) => vi.waitFor(() => expect(socket.connected).toBe(false));

const sendUnread = (uuid: string, total: number) =>
  t.app.platform.realtime.toUser('default', uuid, 'chat:unread', { total });

describe('a socket does not outlive its token', () => {
  it('ends when the token expires, unless the client renewed it in time', async () => {
    const person = await signedIn(t, { roleId: Role.Participant });
    const socket = await connect(person.token);
    const got = listen(socket);
    const exp = decodeJwt(person.token).exp as number;

    // Renewed before expiry (a token issued a minute later): the socket lives on, to the new token's expiry.
    // Only the provider's clock moves (the socket client checks its heartbeat by Date).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const renewed = await person.client.refresh(person.tokens.refresh_token);
    vi.useRealTimers();
    const next = (renewed.json() as { access_token: string }).access_token;
    const nextExp = decodeJwt(next).exp as number;
    expect(nextExp).toBeGreaterThan(exp);
    expect(await socket.emitWithAck(RENEW_SOCKET_TOKEN, { token: next })).toEqual({ ok: true, data: null });
    t.app.platform.realtime.endExpiredSockets(exp * 1000 + 1000);
    sendUnread(person.user.uuid, 1);
    await vi.waitFor(() => expect(got).toEqual([{ total: 1 }]));

    // Not renewed again: at the new token's expiry the socket ends and nothing more reaches it.
    t.app.platform.realtime.endExpiredSockets(nextExp * 1000);
    await disconnected(socket);
    sendUnread(person.user.uuid, 2);
    expect(got).toEqual([{ total: 1 }]);
  });

  it('ends when the person signs out, and the session’s refresh token with it', async () => {
    const person = await signedIn(t, { roleId: Role.Participant });
    const elsewhere = await new OidcClient(t.app, HOSTS.default).signIn(person.email, person.password);
    const socket = await connect(person.token);
    const other = await connect(elsewhere.access_token);
    const got = listen(socket);
    const gotElsewhere = listen(other);

    await person.client.signOut(person.tokens.id_token);
    await disconnected(socket);
    sendUnread(person.user.uuid, 3);
    // The person's other device has its own session: it goes on.
    await vi.waitFor(() => expect(gotElsewhere).toEqual([{ total: 3 }]));
    expect(other.connected).toBe(true);
    expect(got).toEqual([]);
    expect((await person.client.refresh(person.tokens.refresh_token)).statusCode).toBe(400);
  });

  it('ends when the session’s refresh token is revoked', async () => {
    const person = await signedIn(t, { roleId: Role.Participant });
    const socket = await connect(person.token);
    const revoked = await person.client.postForm('/auth/token/revocation', {
      token: person.tokens.refresh_token,
      token_type_hint: 'refresh_token',
      client_id: 'stride-portal',
    });
    expect(revoked.statusCode).toBe(200);
    await disconnected(socket);
  });
});

describe('a password reset signs the account out everywhere', () => {
  it('refuses the old refresh tokens and ends the sockets', async () => {
    const person = await signedIn(t, { roleId: Role.Participant });
    const socket = await connect(person.token);
    const res = await api(t.app).post('/api/auth/password-reset', { email: person.email });
    expect(res.statusCode).toBe(202);
    const mail = await eventually(async () => (await readOutbox(t.dataDir)).find((m) => m.to.includes(person.email)));
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
    const done = await api(t.app).post('/api/auth/password-reset/confirm', { token, password: 'a new long secret' });
    expect(done.statusCode).toBe(200);

    await disconnected(socket);
    expect((await person.client.refresh(person.tokens.refresh_token)).statusCode).toBe(400);
    await expect(new OidcClient(t.app, HOSTS.default).signIn(person.email, person.password)).rejects.toThrow(
      SignInError,
    );
    expect(
      (await new OidcClient(t.app, HOSTS.default).signIn(person.email, 'a new long secret')).access_token,
    ).toBeTruthy();
  });
});

describe('a session signed out from the list of sessions (issue 30, item 7)', () => {
  it('ends its socket, and its token opens no new one nor answers a call', async () => {
    const person = await signedIn(t, { roleId: Role.Participant });
    const elsewhere = await new OidcClient(t.app, HOSTS.default).signIn(person.email, person.password);
    const other = await connect(elsewhere.access_token);
    const me = api(t.app, { token: person.token });
    const { sessions } = (await me.get('/api/accounts/me/sessions')).json() as {
      sessions: Array<{ id: string; current: boolean }>;
    };
    const theirs = sessions.find((s) => !s.current)!;
    expect((await me.post('/api/accounts/me/sessions/sign-out', { id: theirs.id })).statusCode).toBe(204);
    await disconnected(other);
    await expect(connect(elsewhere.access_token)).rejects.toThrow('unauthorized');
    expect((await api(t.app, { token: elsewhere.access_token }).get('/api/accounts/me/sessions')).statusCode).toBe(401);
    // The person's own session goes on, on both.
    const mine = await connect(person.token);
    expect(mine.connected).toBe(true);
  });
});
