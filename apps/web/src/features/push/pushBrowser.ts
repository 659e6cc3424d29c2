import { endpoints, PUSH_SERVICE_WORKER_PATH } from '@stride/contracts';
import { callEndpoint } from '../../app/api';

/**
 * This browser's side of browser push (docs/decisions.md, "Browser push"): the service worker at the
 * portal's root, the subscription with the server's VAPID key, and the server's copy of it.
 */

/** Whether this browser can get pushes at all (a secure page with service workers, Push and Notification). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** base64url (the VAPID public key) -> the bytes PushManager.subscribe wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/**
 * Registers the service worker, subscribes with the server's key (a subscription made with another key is
 * replaced) and stores the subscription on the server for the signed-in person. Safe to repeat.
 */
export async function subscribeThisBrowser(): Promise<void> {
  const registration = await navigator.serviceWorker.register(PUSH_SERVICE_WORKER_PATH, { scope: '/' });
  await navigator.serviceWorker.ready;
  const { publicKey } = await callEndpoint(endpoints.push.publicKey, {});
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave an incomplete push subscription');
  await callEndpoint(endpoints.push.subscribe, {
    body: { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
}

/**
 * Ends this browser's subscription, on the server first (browser notifications turned off, or signing
 * out: the next person of this browser must not get the previous one's notifications).
 */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await callEndpoint(endpoints.push.unsubscribe, { body: { endpoint: subscription.endpoint } });
  } catch {
    // Already gone on the server (404): the browser's side still ends.
  }
  await subscription.unsubscribe();
}
