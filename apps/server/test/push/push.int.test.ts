import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { Role, type PushMessage } from '@stride/contracts';
import { pushNotification, pushNotifications } from '../../src/modules/push/push.service.js';
import { pushSubscriptions } from '../../src/modules/push/push.table.js';
import { readVapidKeys } from '../../src/modules/push/vapid.js';
import { advisorOf, participantOfAdvisor } from '../notifications/support.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { unique } from '../support/factories.js';
import { api, eventually, json } from '../support/http.js';
import { metricValue } from '../support/metrics.js';
import { OidcClient } from '../support/oidc.js';
import { signedIn } from '../support/people.js';
import { browserKeys, startPushService, vapidClaims, type LocalPushService } from '../support/push-service.js';

// The browsers of these tests subscribe at a local stand-in push service (test/support/push-service.ts).
const t = useTestApp({ PUSH_ALLOW_LOOPBACK: 'true' });
let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(async () => pushService.close());

const SUBSCRIPTIONS = '/api/notification-service/push/subscriptions';
const SETTINGS = '/api/notification-service/notifications/settings/web';

/** A browser of the test: its made-up endpoint at the local push service and its keys. */
function browser(name = `b-${unique()}`) {
  const keys = browserKeys();
  return { name, keys, subscription: { endpoint: pushService.endpoint(name), expirationTime: null, keys: keys.keys } };
}

const rowsOf = (endpoint: string) =>
  t.app.platform.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

/** Someone who turned browser notifications on in the settings dialog. */
async function pushUser(settings: Record<string, boolean> = {}) {
  const person = await signedIn(t, { roleId: Role.Advisor });
  const res = await api(t.app, { token: person.token }).put(SETTINGS, { browserNotifications: true, ...settings });
  expect(res.statusCode).toBe(200);
  return person;
}

const notification = (type = 'NEW_LOGIN') => ({ id: Math.floor(Math.random() * 1e9), type, message: `Hi ${unique()}` });

describe('GET /notification-service/push/public-key', () => {
  it('answers the same VAPID public key to everyone signed in; 401 without a sign-in', async () => {
    const a = await signedIn(t, { roleId: Role.Participant });
    const b = await signedIn(t, { roleId: Role.Advisor });
    const first = await api(t.app, { token: a.token }).get('/api/notification-service/push/public-key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = json<{ publicKey: string }>(first);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(json(await api(t.app, { token: b.token }).get('/api/notification-service/push/public-key'))).toEqual({
      publicKey,
    });
    expect((await api(t.app).get('/api/notification-service/push/public-key')).statusCode).toBe(401);
  });

  it('takes the pair from the configuration when given, else keeps the generated one in the database', async () => {
    const { config, db } = t.app.platform;
    const configured = webpush.generateVAPIDKeys();
    const fromConfig = await readVapidKeys(
      { ...config, VAPID_PUBLIC_KEY: configured.publicKey, VAPID_PRIVATE_KEY: configured.privateKey },
      db,
    );
    expect(fromConfig).toMatchObject(configured);
    expect(fromConfig.subject).toBe('mailto:no-reply@stride.example');
    const stored = await readVapidKeys(config, db);
    expect(stored.publicKey).not.toBe(configured.publicKey);
    expect((await readVapidKeys(config, db)).publicKey).toBe(stored.publicKey);
    await expect(readVapidKeys({ ...config, VAPID_PUBLIC_KEY: 'x', VAPID_PRIVATE_KEY: 'y' }, db)).rejects.toThrow();
  });
});

describe('PUT and DELETE /notification-service/push/subscriptions', () => {
  it('stores a browser once per endpoint with its keys and user agent, and removes it on unsubscribe', async () => {
    const me = await signedIn(t, { roleId: Role.Advisor });
    const b = browser();
    const http = api(t.app, { token: me.token });
    expect((await http.put(SUBSCRIPTIONS, b.subscription, { 'user-agent': 'Chromium test' })).statusCode).toBe(204);
    expect((await http.put(SUBSCRIPTIONS, b.subscription, { 'user-agent': 'Chromium test' })).statusCode).toBe(204);
    const rows = await rowsOf(b.subscription.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: 'default',
      userId: me.user.id,
      p256dh: b.keys.keys.p256dh,
      auth: b.keys.keys.auth,
      userAgent: 'Chromium test',
    });
    expect((await http.delete(SUBSCRIPTIONS, undefined)).statusCode).toBe(400);
    const del = await t.app.inject({
      method: 'DELETE',
      url: SUBSCRIPTIONS,
      headers: { host: 'localhost:8080', authorization: `Bearer ${me.token}` },
      payload: { endpoint: b.subscription.endpoint },
    });
    expect(del.statusCode).toBe(204);
    expect(await rowsOf(b.subscription.endpoint)).toHaveLength(0);
  });

  it('refuses what is not a subscription with a 400 and stores nothing', async () => {
    const me = await signedIn(t, { roleId: Role.Participant });
    const http = api(t.app, { token: me.token });
    const b = browser();
    for (const body of [
      { ...b.subscription, endpoint: 'javascript:alert(1)' },
      { ...b.subscription, endpoint: 'not a url' },
      { ...b.subscription, keys: { p256dh: 'a b', auth: b.keys.keys.auth } },
      { ...b.subscription, keys: { p256dh: b.keys.keys.p256dh } },
      { ...b.subscription, extra: 1 },
    ]) {
      expect((await http.put(SUBSCRIPTIONS, body)).statusCode).toBe(400);
    }
    expect(await rowsOf(b.subscription.endpoint)).toHaveLength(0);
  });

  it("leaves another person's subscription alone: 404 on delete, 409 on another browser's keys", async () => {
    const owner = await signedIn(t, { roleId: Role.Advisor });
    const other = await signedIn(t, { roleId: Role.Advisor });
    const b = browser();
    expect((await api(t.app, { token: owner.token }).put(SUBSCRIPTIONS, b.subscription)).statusCode).toBe(204);
    const del = await t.app.inject({
      method: 'DELETE',
      url: SUBSCRIPTIONS,
      headers: { host: 'localhost:8080', authorization: `Bearer ${other.token}` },
      payload: { endpoint: b.subscription.endpoint },
    });
    expect(del.statusCode).toBe(404);
    const forged = { ...b.subscription, keys: browserKeys().keys };
    expect((await api(t.app, { token: other.token }).put(SUBSCRIPTIONS, forged)).statusCode).toBe(409);
    expect((await rowsOf(b.subscription.endpoint))[0]).toMatchObject({ userId: owner.user.id, auth: b.keys.keys.auth });
    // The same browser (the same keys) signed in as the other person: the browser now notifies them.
    expect((await api(t.app, { token: other.token }).put(SUBSCRIPTIONS, b.subscription)).statusCode).toBe(204);
    expect((await rowsOf(b.subscription.endpoint)).map((r) => r.userId)).toEqual([other.user.id]);
  });
});

describe('pushNotification: the notification to the recipient’s browsers', () => {
  it('sends the encrypted, VAPID-signed message each subscribed browser decrypts to the notification', async () => {
    const me = await pushUser();
    const laptop = browser();
    const phone = browser();
    for (const b of [laptop, phone]) await api(t.app, { token: me.token }).put(SUBSCRIPTIONS, b.subscription);
    const { publicKey } = json<{ publicKey: string }>(
      await api(t.app, { token: me.token }).get('/api/notification-service/push/public-key'),
    );
    const n = notification();
    const outcome = await pushNotification(t.app.platform, 'default', {
      userId: me.user.id,
      notification: n,
      url: '/participants/42',
    });
    expect(outcome).toEqual({ sent: 2, removed: 0, failed: 0 });
    for (const b of [laptop, phone]) {
      const req = await pushService.next(b.name);
      expect(req.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(req.headers.ttl)).toBeGreaterThan(0);
      const claims = vapidClaims(req.headers);
      expect(claims).toMatchObject({ aud: new URL(b.subscription.endpoint).origin, k: publicKey });
      expect(claims.sub).toMatch(/^mailto:/);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(JSON.parse(b.keys.decrypt(req.body)) as PushMessage).toEqual({
        title: 'Stride',
        body: n.message,
        icon: '/tenants/default/favicon.svg',
        url: '/participants/42',
        tag: `notification-${n.id}`,
        notificationId: n.id,
      });
    }
  });

  it('removes a subscription its push service answers 404 or 410 for, and keeps one that failed otherwise', async () => {
    const me = await pushUser();
    const gone = browser();
    const missing = browser();
    const busy = browser();
    for (const b of [gone, missing, busy]) await api(t.app, { token: me.token }).put(SUBSCRIPTIONS, b.subscription);
    pushService.answer(gone.name, 410);
    pushService.answer(missing.name, 404);
    pushService.answer(busy.name, 503);
    const outcome = await pushNotification(t.app.platform, 'default', {
      userId: me.user.id,
      notification: notification(),
      url: null,
    });
    expect(outcome).toEqual({ sent: 0, removed: 2, failed: 1 });
    expect(await rowsOf(gone.subscription.endpoint)).toHaveLength(0);
    expect(await rowsOf(missing.subscription.endpoint)).toHaveLength(0);
    expect(await rowsOf(busy.subscription.endpoint)).toHaveLength(1);
  });

  it('pushes only to people with browser notifications on, and only the types they keep on', async () => {
    const off = await signedIn(t, { roleId: Role.Advisor });
    const noLogins = await pushUser({ newLogin: false });
    const b1 = browser();
    const b2 = browser();
    await api(t.app, { token: off.token }).put(SUBSCRIPTIONS, b1.subscription);
    await api(t.app, { token: noLogins.token }).put(SUBSCRIPTIONS, b2.subscription);
    const outcome = await pushNotifications(t.app.platform, 'default', [
      { userId: off.user.id, notification: notification('NEW_LOGIN'), url: null },
      { userId: noLogins.user.id, notification: notification('NEW_LOGIN'), url: null },
      { userId: noLogins.user.id, notification: notification('MEDIA_LIBRARY'), url: '//evil.example/x' },
    ]);
    expect(outcome).toEqual({ sent: 1, removed: 0, failed: 0 });
    const only = await pushService.next(b2.name);
    const message = JSON.parse(b2.keys.decrypt(only.body)) as PushMessage;
    // A target that is not a path of the portal opens the start page.
    expect(message.url).toBe('/');
    expect(pushService.received.filter((r) => r.path === `/${b1.name}`)).toHaveLength(0);
  });
});

describe('the notifications pipeline pushes through the push port', () => {
  it('a participant’s first sign-in reaches their advisor’s browser, opening the participant', async () => {
    const { company, advisor, client } = await advisorOf(t);
    expect((await client.put(SETTINGS, { browserNotifications: true })).statusCode).toBe(200);
    const b = browser();
    expect((await client.put(SUBSCRIPTIONS, b.subscription)).statusCode).toBe(204);
    const ana = await participantOfAdvisor(t, company.id, advisor.profile.id, 'Ana');
    const sentBefore = await metricValue(t.app, 'stride_notifications_sent_total', { type: 'NEW_LOGIN' });
    const pushedBefore = await metricValue(t.app, 'stride_notifications_pushed_total', { outcome: 'sent' });
    await new OidcClient(t.app, HOSTS.default).signIn(ana.email, ana.password);
    const message = JSON.parse(b.keys.decrypt((await pushService.next(b.name)).body)) as PushMessage;
    expect(message).toMatchObject({
      title: 'Stride',
      body: 'Ana Person signed in for the first time.',
      url: `/participants/${ana.user.id}`,
    });
    // Counted for /metrics: the notification delivered, and its push once the push service took it.
    expect(await metricValue(t.app, 'stride_notifications_sent_total', { type: 'NEW_LOGIN' })).toBe(sentBefore + 1);
    await eventually(async () =>
      (await metricValue(t.app, 'stride_notifications_pushed_total', { outcome: 'sent' })) === pushedBefore + 1
        ? true
        : undefined,
    );
  });
});
