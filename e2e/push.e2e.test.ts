import type { Participant, PushMessage } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  browserKeys,
  startPushService,
  vapidClaims,
  type LocalPushService,
} from '../apps/server/test/support/push-service.js';
import { demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { pathnameOf, signInAs, type SignedIn } from './support/flows.js';
import { unique } from './support/names.js';
import { clickNotification, deliverPush, shownNotifications, usePushService } from './support/push.js';
import { waitForMail, outboxFiles } from './support/outbox.js';
import { accessClaims, apiFromPage } from './support/session.js';

const e2e = setupE2E();
let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(async () => pushService?.close());

const SETTINGS = '/notification-service/notifications/settings/web';
const BLOCKED =
  'Push notifications blocked. Change your notification and browser settings if you wish to bring them back.';

/**
 * A new participant of the signed-in advisor signs in for the first time (their password set from the
 * welcome mail's link), in a browser of their own.
 */
async function participantFirstSignIn(advisorPage: Page): Promise<{ name: string }> {
  const tag = unique();
  const email = `push.${tag}@mail.example`;
  const name = `Pia${tag} First`;
  const { profile_id: advisorId } = await accessClaims(advisorPage);
  const created = await apiFromPage<Participant>(advisorPage, 'POST', '/participants', {
    firstName: `Pia${tag}`,
    lastName: 'First',
    email,
    advisorId,
  });
  expect(created.status).toBe(201);
  const known = await outboxFiles(e2e.server.dataDir);
  expect((await apiFromPage(advisorPage, 'POST', `/participants/${created.body.id}/sendWelcomeEmail`)).status).toBe(
    200,
  );
  const mail = await waitForMail(e2e.server.dataDir, email, known);
  const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
  const password = `first-secret-${tag}`;
  const confirmed = await advisorPage.request.post(e2e.url('/api/auth/password-reset/confirm'), {
    data: { token, password },
  });
  expect(confirmed.status()).toBe(200);
  await signInAs(e2e, email, { password });
  return { name };
}

/**
 * The demo advisor turns Browser notifications on (the settings dialog's switch); off again when the test
 * ends, with this browser's subscription gone, so the other files' advisor is asked nothing.
 */
async function withBrowserNotifications(signedIn: SignedIn): Promise<void> {
  const saved = await apiFromPage(signedIn.page, 'PUT', SETTINGS, { browserNotifications: true });
  expect(saved.status).toBe(200);
  onTestFinished(async () => {
    await apiFromPage(signedIn.page, 'PUT', SETTINGS, { browserNotifications: false });
    await signedIn.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) await subscription.unsubscribe();
    });
  });
}

describe('browser push', () => {
  it('with the permission granted: the portal subscribes, a first sign-in is pushed to it, shown by the service worker and opens the participant', async () => {
    const browser = browserKeys();
    const name = `advisor-${unique()}`;
    const endpoint = pushService.endpoint(name);
    const advisor = await signInAs(e2e, demoEmail('advisor'), { context: { permissions: ['notifications'] } });
    await withBrowserNotifications(advisor);
    const context = advisor.page.context();
    await usePushService(context, { endpoint, keys: browser.keys });
    // The switch applies after a refresh (spec 002): the portal registers its worker, subscribes, tells the server.
    const stored = advisor.page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/notification-service/push/subscriptions'),
    );
    await advisor.page.reload();
    const put = await stored;
    expect(put.status()).toBe(204);
    expect(put.request().postDataJSON()).toEqual({ endpoint, expirationTime: null, keys: browser.keys });

    // A participant of this advisor signs in for the first time: the server pushes NEW_LOGIN to the push service.
    const participant = await participantFirstSignIn(advisor.page);
    const request = await pushService.next(name);
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    const publicKey = await apiFromPage<{ publicKey: string }>(
      advisor.page,
      'GET',
      '/notification-service/push/public-key',
    );
    expect(vapidClaims(request.headers)).toMatchObject({ aud: new URL(endpoint).origin, k: publicKey.body.publicKey });
    const message = JSON.parse(browser.decrypt(request.body)) as PushMessage;
    expect(message).toMatchObject({
      title: 'Stride',
      body: `${participant.name} signed in for the first time.`,
      icon: '/tenants/default/favicon.svg',
    });
    expect(message.url).toMatch(/^\/participants\/\d+$/);

    // The browser hands it to the portal's service worker, which shows it.
    await deliverPush(advisor.page, JSON.stringify(message));
    await expect
      .poll(() => shownNotifications(advisor.page))
      .toEqual([
        { title: message.title, body: message.body, icon: e2e.url(message.icon), tag: message.tag, url: message.url },
      ]);
    // A click brings the open portal to the participant.
    await clickNotification(context, message.tag);
    // (/participants/{id} shows the participant's first tab.)
    await expect.poll(() => pathnameOf(advisor.page)).toMatch(new RegExp(`^${message.url}(/|$)`));
    expect(await shownNotifications(advisor.page)).toEqual([]);
  });

  it('with the permission blocked: the alert says so in the spec’s words, and nothing subscribes', async () => {
    // Permissions set for the context and notifications not among them: blocked, as the browser's settings can.
    const advisor = await signInAs(e2e, demoEmail('advisor'), { context: { permissions: [] } });
    await withBrowserNotifications(advisor);
    const subscriptions: string[] = [];
    advisor.page.on('request', (r) => {
      if (r.url().includes('/push/subscriptions')) subscriptions.push(r.method());
    });
    await advisor.page.reload();
    await advisor.shell.waitForReady();
    expect(await advisor.page.evaluate(() => Notification.permission)).toBe('denied');
    await expect.poll(() => advisor.shell.snackbar.innerText(), { timeout: 10_000 }).toBe(BLOCKED);
    expect(subscriptions).toEqual([]);
  });

  it('not asked yet: the push-permission dialog offers to allow them', async () => {
    const advisor = await signInAs(e2e, demoEmail('advisor'));
    await withBrowserNotifications(advisor);
    await advisor.page.reload();
    await advisor.shell.waitForReady();
    expect(await advisor.page.evaluate(() => Notification.permission)).toBe('default');
    const dialog = advisor.page.getByRole('dialog', { name: advisor.shell.text('push.title') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: advisor.shell.text('common.cancel') }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
