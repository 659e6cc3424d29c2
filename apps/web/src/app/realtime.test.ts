import { RENEW_SOCKET_TOKEN } from '@stride/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRealtime, connectRealtime, disconnectRealtime } from './realtime';

const fake = vi.hoisted(() => ({
  token: 'first',
  listeners: new Set<() => void>(),
  socket: {
    connected: true,
    emit: vi.fn(),
    on: vi.fn(),
    onAny: vi.fn(),
    disconnect: vi.fn(),
    connect: vi.fn(),
    emitWithAck: vi.fn<(event: string, payload: unknown) => Promise<unknown>>(),
    timeout() {
      return { emitWithAck: fake.socket.emitWithAck };
    },
  },
}));
vi.mock('socket.io-client', () => ({ io: () => fake.socket }));
vi.mock('./auth/logout', () => ({ registerBeforeLogout: () => undefined }));
vi.mock('./auth/session', () => ({
  getSession: () => ({ accessToken: fake.token }),
  subscribeSession: (listener: () => void) => {
    fake.listeners.add(listener);
    return () => fake.listeners.delete(listener);
  },
}));

const renewSession = (token: string) => {
  fake.token = token;
  fake.listeners.forEach((listener) => listener());
};

afterEach(() => {
  disconnectRealtime();
  fake.socket.emit.mockReset();
  fake.socket.on.mockReset();
  fake.socket.connect.mockReset();
  fake.socket.emitWithAck.mockReset();
  fake.socket.connected = true;
  fake.token = 'first';
});

describe('the realtime socket', () => {
  it('hands a renewed access token to the server once, and stops following the session when closed', () => {
    connectRealtime();
    renewSession('first');
    expect(fake.socket.emit).not.toHaveBeenCalled();
    renewSession('second');
    renewSession('second');
    expect(fake.socket.emit.mock.calls.map((c) => c.slice(0, 2))).toEqual([[RENEW_SOCKET_TOKEN, { token: 'second' }]]);
    disconnectRealtime();
    expect(fake.listeners.size).toBe(0);
  });

  it('comes back with the next renewed token after the server ended it (its token had expired)', () => {
    connectRealtime();
    const onDisconnect = fake.socket.on.mock.calls.find(([event]) => event === 'disconnect')![1] as (
      reason: string,
    ) => void;
    fake.socket.connected = false;
    onDisconnect('io server disconnect');
    renewSession('second');
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
    expect(fake.socket.emit).not.toHaveBeenCalled();
    // A network drop is Socket.IO's own to retry: a renewal does not reconnect it a second way.
    onDisconnect('transport close');
    renewSession('third');
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
  });

  it('answers a call with the server’s answer, or null without a connection or an answer in time', async () => {
    expect(await callRealtime('chat:publish', {})).toBeNull();
    connectRealtime();
    fake.socket.emitWithAck.mockResolvedValueOnce({ ok: true, data: 1 });
    expect(await callRealtime('chat:publish', { a: 1 })).toEqual({ ok: true, data: 1 });
    expect(fake.socket.emitWithAck).toHaveBeenCalledWith('chat:publish', { a: 1 });
    fake.socket.emitWithAck.mockRejectedValueOnce(new Error('operation has timed out'));
    expect(await callRealtime('chat:publish', {})).toBeNull();
    fake.socket.connected = false;
    expect(await callRealtime('chat:publish', {})).toBeNull();
  });
});
