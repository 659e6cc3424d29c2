import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setSessionUser } from '../app/auth/session';
import { initI18n } from '../app/i18n/i18n';

await initI18n('en');

// jsdom has no media queries: every query answers "no match" (the narrow layout).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(() => {
  cleanup();
  setSessionUser(null);
});
