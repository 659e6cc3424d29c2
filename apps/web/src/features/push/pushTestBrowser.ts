import { vi } from 'vitest';

/**
 * A browser with push for jsdom (which has none): Notification with a permission the test sets, the
 * Permissions API's change event, a service worker container and a push manager that records what
 * happens. For the push feature's tests only.
 */
export function fakePushBrowser(initial: NotificationPermission) {
  const state = { permission: initial, requested: 0, subscribed: 0, unsubscribed: 0, registered: [] as string[] };
  const status = { state: 'prompt', onchange: null as null | (() => void) };
  const subscription = {
    endpoint: 'https://push.example/browser-1',
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint: 'https://push.example/browser-1',
      expirationTime: null,
      keys: { p256dh: 'cDI1NmRo', auth: 'YXV0aA' },
    }),
    unsubscribe: async () => {
      state.unsubscribed++;
      return true;
    },
  };
  let current: typeof subscription | null = null;
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async () => {
        state.subscribed++;
        current = subscription;
        return subscription;
      },
    },
  };
  class FakeNotification {
    static get permission() {
      return state.permission;
    }
    static requestPermission = async () => {
      state.requested++;
      return state.permission;
    };
  }
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('isSecureContext', true);
  const container = new EventTarget() as EventTarget & Record<string, unknown>;
  Object.assign(container, {
    register: async (url: string) => {
      state.registered.push(url);
      return registration;
    },
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
    startMessages: () => undefined,
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  Object.defineProperty(navigator, 'permissions', {
    value: { query: async () => status },
    configurable: true,
  });
  return {
    state,
    /** The browser changes the permission (the person used the browser's site settings). */
    change(permission: NotificationPermission) {
      state.permission = permission;
      status.onchange?.();
    },
    restore() {
      delete (navigator as unknown as Record<string, unknown>).serviceWorker;
      delete (navigator as unknown as Record<string, unknown>).permissions;
    },
  };
}
