import { PUSH_SERVICE_WORKER_PATH } from '@stride/contracts';

/**
 * Registers the portal's service worker (docs/decisions.md, "Coaching loop: the participant's app"): generated
 * by Workbox at build (vite.config.ts), it keeps the portal's files so the participant's app opens and runs
 * offline, and takes the pushes. The same script push registers; registering it again changes nothing.
 * Not in development (no generated worker) nor where the browser has none.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (!window.isSecureContext) return;
  navigator.serviceWorker.register(PUSH_SERVICE_WORKER_PATH, { scope: '/' }).catch(() => {
    // A browser that refuses it (private mode, a policy) runs the portal as before.
  });
}

/** The browser's colour of the window (the installed app's title bar) in the tenant's main colour. */
export function applyThemeColor(color: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  meta.content = color;
}
