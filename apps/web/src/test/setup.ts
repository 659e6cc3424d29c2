import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setSessionUser } from '../app/auth/session';
import { initI18n } from '../app/i18n/i18n';
import { fakeMatchMedia } from './matchMedia';

await initI18n('en');

// findBy / waitFor wait up to 5 s, not 1: lazy chunks (charts) load slowly on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no media queries: every query answers "no match" (the narrow layout).
window.matchMedia ??= fakeMatchMedia(() => false);

afterEach(() => {
  cleanup();
  setSessionUser(null);
});
