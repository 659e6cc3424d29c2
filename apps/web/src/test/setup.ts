import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setSessionUser } from '../app/auth/session';
import i18next from 'i18next';
import { initI18n } from '../app/i18n/i18n';
import { TENANT_WORD_KEYS } from '../app/tenant/useTenantTranslation';
import { fakeMatchMedia } from './matchMedia';

await initI18n('en');
// A string naming a tenant word ({{routine}}, {{swaps}}, …) that its `t` was not given fails the test: the
// screen must take its `t` from useTenantTranslation (a user would read "{{routine}}"). Other variables left
// out stay as written, as in the portal.
i18next.options.missingInterpolationHandler = (text: string, match: RegExpExecArray) => {
  const name = match[1]?.trim() ?? '';
  if ((TENANT_WORD_KEYS as readonly string[]).includes(name)) {
    throw new Error(`"${text}" names the tenant's {{${name}}}: translate it with useTenantTranslation()`);
  }
  return match[0];
};

// findBy / waitFor wait up to 5 s, not 1: lazy chunks (charts) load slowly on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no media queries: every query answers "no match" (the narrow layout).
window.matchMedia ??= fakeMatchMedia(() => false);

afterEach(() => {
  cleanup();
  setSessionUser(null);
});
