import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { createTestApp, type TestApp } from '../support/app.js';
import { signedIn } from '../support/people.js';
import { socketClients } from '../support/sockets.js';

let t: TestApp;
let url: string;
const clients = socketClients(() => url);
const { connect } = clients;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

describe('realtime gateway', () => {
  it('authenticates with the access token and delivers to the user’s room only', async () => {
    const alice = await signedIn(t, { roleId: Role.Advisor });
    const bob = await signedIn(t, { roleId: Role.Advisor });
    const aliceSocket = await connect(alice.token);
    const bobSocket = await connect(bob.token);
    const bobGot: unknown[] = [];
    bobSocket.on('notification', (p) => bobGot.push(p));
    const received = new Promise((resolve) => aliceSocket.once('notification', resolve));
    t.app.platform.realtime.toUser('default', alice.user.uuid, 'notification', { unread: 3 });
    expect(await received).toEqual({ unread: 3 });
    expect(bobGot).toEqual([]);
  });

  it('refuses a connection without a valid token', async () => {
    await expect(connect('not-a-token')).rejects.toThrow(/unauthorized/);
  });
});
