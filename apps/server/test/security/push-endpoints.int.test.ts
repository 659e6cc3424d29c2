/**
 * Finding 3 of the penetration test: blind server-side requests through push subscriptions. Any signed-in
 * person could register any http(s) endpoint as a push subscription (PUT
 * /notification-service/push/subscriptions) and the server then POSTed to it: seen, to its own loopback
 * address. The rule now (docs/decisions.md, "Push endpoints"): an endpoint is https at a push service of
 * PUSH_ALLOWED_HOSTS whose every address is public, checked when it is registered and again by the connection
 * of every push, so a name that changes its address afterwards (DNS rebinding) reaches nothing either.
 */
import { lookup } from 'node:dns/promises';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { pushNotification } from '../../src/modules/push/push.service.js';
import { pushSubscriptions } from '../../src/modules/push/push.table.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { unique } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { browserKeys } from '../support/push-service.js';

const SUBSCRIPTIONS = '/api/notification-service/push/subscriptions';
const SETTINGS = '/api/notification-service/notifications/settings/web';
const SCHEME = 'A push endpoint must be an https: URL.';
const HOST = "A push endpoint must be at a browser's push service.";
const INTERNAL = 'A push endpoint must not lead to a private or internal address.';

/** An internal service the attacker aims at: it only counts the connections it gets. */
let trap: Server;
let trapPort: number;
const connections: Socket[] = [];

/** The addresses a name has, as a test's name server answers them (a rebinding name changes its answer). */
const rebinding = { calls: 0 };
async function resolveHost(name: string): Promise<string[]> {
  if (name === 'push.rebinding.example') return rebinding.calls++ === 0 ? ['93.184.215.14'] : ['127.0.0.1'];
  if (name === 'intranet.example') return ['10.20.30.40'];
  return (await lookup(name, { all: true })).map((a) => a.address);
}

/** The default configuration, and one that takes any host (so that only the address check stands). */
let byDefault: TestApp;
let anyHost: TestApp;

beforeAll(async () => {
  trap = createServer((socket) => {
    connections.push(socket);
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as AddressInfo).port;
  byDefault = await createTestApp();
  anyHost = await createTestApp({ PUSH_ALLOWED_HOSTS: '*' }, { resolveHost });
});
afterAll(async () => {
  await byDefault?.close();
  await anyHost?.close();
  await new Promise((resolve) => trap.close(resolve));
});

/** Someone signed in with browser notifications on. */
async function attacker(t: TestApp) {
  const person = await signedIn(t, { roleId: Role.Participant });
  const http = api(t.app, { token: person.token });
  expect((await http.put(SETTINGS, { browserNotifications: true })).statusCode).toBe(200);
  return { ...person, http };
}

const subscription = (endpoint: string) => ({ endpoint, expirationTime: null, keys: browserKeys().keys });

const rowsOf = (t: TestApp, endpoint: string) =>
  t.app.platform.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

/** A notification for the person: what made the server post to the endpoint. */
const notify = (t: TestApp, userId: number) =>
  pushNotification(t.app.platform, 'default', {
    userId,
    notification: { id: 1, type: 'NEW_LOGIN', message: `Hello ${unique()}` },
    url: null,
  });

const internalTargets = () => [
  `https://127.0.0.1:${trapPort}/push`,
  `https://10.0.0.1:${trapPort}/push`,
  'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
  `https://[::1]:${trapPort}/push`,
  `https://[::ffff:127.0.0.1]:${trapPort}/push`,
  `https://0x7f000001:${trapPort}/push`,
  `https://2130706433:${trapPort}/push`,
  `https://localhost:${trapPort}/push`,
  `https://intranet.example:${trapPort}/push`,
];

describe('registering an endpoint that leads inside', () => {
  it('the default configuration refuses every internal target, and http:, with a 400 and stores nothing', async () => {
    const me = await attacker(byDefault);
    const cases = [
      ...internalTargets().map((endpoint) => ({ endpoint, message: HOST })),
      { endpoint: `http://127.0.0.1:${trapPort}/push`, message: SCHEME },
      { endpoint: 'http://fcm.googleapis.com/fcm/send/abc', message: SCHEME },
    ];
    for (const { endpoint, message } of cases) {
      const res = await me.http.put(SUBSCRIPTIONS, subscription(endpoint));
      expect({ endpoint, status: res.statusCode, body: json(res) }).toMatchObject({
        endpoint,
        status: 400,
        body: { message, details: [{ path: 'body.endpoint', message }] },
      });
      expect(await rowsOf(byDefault, endpoint)).toHaveLength(0);
    }
    expect(connections).toHaveLength(0);
  });

  it('with any host allowed, the address itself is refused: loopback, private, link-local, mapped, spelled, named', async () => {
    const me = await attacker(anyHost);
    for (const endpoint of internalTargets()) {
      const res = await me.http.put(SUBSCRIPTIONS, subscription(endpoint));
      expect({ endpoint, status: res.statusCode, message: json(res).message }).toEqual({
        endpoint,
        status: 400,
        message: INTERNAL,
      });
      expect(await rowsOf(anyHost, endpoint)).toHaveLength(0);
    }
    const http = await me.http.put(SUBSCRIPTIONS, subscription(`http://public.example:${trapPort}/push`));
    expect(json(http)).toMatchObject({ message: SCHEME });
    expect(await notify(anyHost, me.user.id)).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(connections).toHaveLength(0);
  });
});

describe('sending to an endpoint that leads inside', () => {
  it('a name that resolved to a public address when registered and to 127.0.0.1 now (DNS rebinding) gets nothing', async () => {
    const me = await attacker(anyHost);
    const endpoint = `https://push.rebinding.example:${trapPort}/push`;
    expect((await me.http.put(SUBSCRIPTIONS, subscription(endpoint))).statusCode).toBe(204);
    expect(await rowsOf(anyHost, endpoint)).toHaveLength(1);
    expect(await notify(anyHost, me.user.id)).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(rebinding.calls).toBeGreaterThan(1);
    expect(connections).toHaveLength(0);
  });

  it('a subscription kept before the rule (at the server’s own loopback, over http) is never posted to', async () => {
    const me = await attacker(byDefault);
    const endpoint = `http://127.0.0.1:${trapPort}/kept-before`;
    const keys = browserKeys().keys;
    await byDefault.app.platform.db.insert(pushSubscriptions).values({
      tenantId: 'default',
      userId: me.user.id,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
    });
    expect(await notify(byDefault, me.user.id)).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(connections).toHaveLength(0);
  });
});
