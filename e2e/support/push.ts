import type { BrowserContext, Page } from 'playwright-core';

/**
 * Browser push in Chromium without its push service (FCM is out of reach of a test): the page's
 * PushManager answers a subscription at a push service the test runs (browserKeys / startPushService of
 * apps/server/test/support/push-service.ts), and what that service receives is handed to the real service
 * worker through the DevTools protocol (ServiceWorker.deliverPushMessage), as Chromium would.
 */

/** Makes PushManager.subscribe / getSubscription of every page of the context answer this subscription. */
export async function usePushService(
  context: BrowserContext,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  await context.addInitScript((s) => {
    let current: PushSubscription | null = null;
    const make = (applicationServerKey: ArrayBuffer | null) =>
      ({
        endpoint: s.endpoint,
        expirationTime: null,
        options: { applicationServerKey, userVisibleOnly: true },
        toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
        getKey: () => null,
      }) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey;
      const bytes = key instanceof ArrayBuffer ? key : key ? (key as Uint8Array).slice().buffer : null;
      current = make(bytes as ArrayBuffer | null);
      return current;
    };
  }, subscription);
}

/** Hands a (decrypted) push message to the portal's service worker, as the browser does when its push service calls. */
export async function deliverPush(page: Page, data: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data });
  await cdp.detach();
}

export interface ShownNotification {
  title: string;
  body: string;
  icon: string;
  tag: string;
  url: string | undefined;
}

/** The notifications the portal's service worker shows now. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      icon: n.icon,
      tag: n.tag,
      url: (n.data as { url?: string } | null)?.url,
    }));
  });
}

/** A click on the notification with this tag, as the service worker receives it. */
export async function clickNotification(context: BrowserContext, tag: string): Promise<void> {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('No service worker runs');
  await worker.evaluate(async (t) => {
    // The service worker's globals (the DOM's types have none of them).
    const sw = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await sw.registration.getNotifications({ tag: t });
    if (!notification) throw new Error(`No notification ${t}`);
    sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }));
  }, tag);
}
