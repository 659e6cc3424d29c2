import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Language } from './i18n.js';
import { REPO_ROOT } from './server.js';
import { accessClaims } from './session.js';

// What the passes over every built screen (Spanish, axe) share.

/** The screens built so far: the route paths apps/web/src/app/routes/pages.ts gives a page. */
export const BUILT = new Set(
  [
    ...readFileSync(path.join(REPO_ROOT, 'apps/web/src/app/routes/pages.ts'), 'utf8').matchAll(/'(\/[^']*)': lazy\(/g),
  ].map((match) => match[1]),
);

/** The profile's language, set as the profile page does (PUT with If-Match); answers the one before. */
export async function setProfileLanguage(page: Page, language: Language): Promise<Language> {
  const { profile_id: id } = await accessClaims(page);
  return page.evaluate(
    async ({ id, language }) => {
      const key = Object.keys(window.localStorage).find((k) => k.startsWith('oidc.user:'));
      const stored = JSON.parse(window.localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
      const auth = { Authorization: `Bearer ${stored.access_token}` };
      const current = await fetch(`/api/profiles/${id}`, { headers: auth });
      const profile = (await current.json()) as { firstName: string; lastName: string; language: Language };
      const saved = await fetch(`/api/profiles/${id}`, {
        method: 'PUT',
        headers: { ...auth, 'Content-Type': 'application/json', 'If-Match': current.headers.get('ETag') ?? '*' },
        body: JSON.stringify({ firstName: profile.firstName, lastName: profile.lastName, language }),
      });
      if (!saved.ok) throw new Error(`PUT /api/profiles/${id} answered ${saved.status}`);
      return profile.language;
    },
    { id, language },
  );
}
