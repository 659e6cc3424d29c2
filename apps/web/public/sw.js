/* global self, clients, URL */
/**
 * The portal's service worker (browser push, docs/decisions.md "Browser push"): served at the root so it
 * covers the whole portal. It shows a pushed notification (the tenant's title and icon, the message) and,
 * on a click, brings the portal to the notification's target: an open portal window is focused and told
 * to go there (stride:navigate), else a new window opens at it. No caching: the portal works as before.
 * The message's shape is pushMessageSchema in packages/contracts/src/push.ts.
 */
const NAVIGATE = 'stride:navigate';

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(clients.claim());
});

/** A path of this portal; anything else (another site, //host) opens the start page. */
function targetUrl(url) {
  const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return target.origin === self.location.origin ? target : new URL('/', self.location.origin);
}

function readMessage(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event);
  const target = targetUrl(message.url);
  const shown = self.registration.showNotification(message.title || self.location.hostname, {
    body: message.body || '',
    icon: message.icon || undefined,
    tag: message.tag || undefined,
    data: { url: target.pathname + target.search },
  });
  event.waitUntil(shown);
});

/** Focuses an open portal window and sends it to the target, or opens one there. */
async function openTarget(url) {
  const target = targetUrl(url);
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === target.origin);
  if (open) {
    open.postMessage({ type: NAVIGATE, url: target.pathname + target.search });
    // Focusing needs the click's user activation; a window that cannot be focused still navigates.
    await open.focus().catch(() => undefined);
    return;
  }
  await clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const done = openTarget(event.notification.data && event.notification.data.url);
  try {
    event.waitUntil(done);
  } catch {
    // A click dispatched by script (tests) cannot extend the event; the work goes on regardless.
  }
});
