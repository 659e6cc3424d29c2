import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import type { Shell } from './support/pages/Shell.js';
import { accessClaims, apiFromPage } from './support/session.js';

const e2e = setupE2E();

interface ProfileCall {
  method: string;
  status: number;
  ifMatch: string | undefined;
}

/** The calls this tab makes on one profile (GET, PUT), in order. */
function recordProfileCalls(page: Page, profileId: number): ProfileCall[] {
  const calls: ProfileCall[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== `/api/profiles/${profileId}`) return;
    const request = response.request();
    calls.push({ method: request.method(), status: response.status(), ifMatch: request.headers()['if-match'] });
  });
  return calls;
}

/** /profile/general with its form (spec 000: PUT /profiles/{id} with If-Match; 'User profile updated.'). */
async function openProfileForm(page: Page, shell: Shell): Promise<void> {
  await page.goto(e2e.url('/profile/general', 'performance'));
  await page.getByRole('heading', { name: shell.text('profile.title') }).waitFor();
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await firstName.waitFor({ timeout: 5000 }).catch(() => {
    throw new Error(
      '/profile/general has no editable form (no "First name" field): the 412 handling of spec 000 ' +
        'section 4 (reload the profile and retry the update once) cannot be exercised',
    );
  });
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
}

describe('profile update conflict (412)', () => {
  // A performance-tenant account of its own: its name changes here.
  const email = demoEmail('owner', 'performance');

  it('edited in two tabs: the stale tab gets 412, reloads the profile, retries once and loses nothing', async () => {
    const suffix = Date.now().toString(36);
    const { page: tabA, shell } = await signInAs(e2e, email, { tenant: 'performance' });
    const { profile_id: profileId } = await accessClaims(tabA);
    await openProfileForm(tabA, shell);
    const tabB = await tabA.context().newPage();
    await openProfileForm(tabB, shell);
    const callsB = recordProfileCalls(tabB, profileId);

    const firstName = `Alma${suffix}`;
    await tabA.getByRole('textbox', { name: 'First name' }).fill(firstName);
    await save(tabA);
    await shell.page.getByText('User profile updated.').waitFor();

    // Tab B still holds the version from before tab A's save.
    const lastName = `Conflict${suffix}`;
    await tabB.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await save(tabB);
    await tabB.getByText('User profile updated.').waitFor();

    const puts = callsB.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.status)).toEqual([412, 200]);
    expect(puts[1]?.ifMatch).not.toBe(puts[0]?.ifMatch);
    const reloadIndex = callsB.findIndex((c) => c.method === 'GET' && c.status === 200);
    expect(reloadIndex, 'the profile is reloaded between the 412 and the retry').toBeGreaterThan(
      callsB.findIndex((c) => c.status === 412),
    );

    const stored = await apiFromPage<{ firstName: string; lastName: string }>(tabA, 'GET', `/profiles/${profileId}`);
    expect(stored.status).toBe(200);
    // DESIGN.md section 5: concurrent edits lose nothing.
    expect(stored.body).toMatchObject({ firstName, lastName });
  });
});
