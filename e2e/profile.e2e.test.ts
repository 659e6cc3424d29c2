import type { Profile, QuickMessage } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { outboxFiles, waitForMail } from './support/outbox.js';
import { ProfileGeneralPage, QuickMessagesPage } from './support/pages/ProfilePages.js';
import type { Shell } from './support/pages/Shell.js';
import { solidPng } from './support/png.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';
import { sendWithIfMatch } from './support/versioned.js';

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

  it("edited in two tabs: the stale tab gets 412, retries once on the 412's current version and loses nothing", async () => {
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
    // The 412 carries the profile as it is now: the retry follows it, with no second read in between.
    const conflictIndex = callsB.findIndex((c) => c.status === 412);
    expect(callsB[conflictIndex + 1], 'the retry right after the 412').toMatchObject({ method: 'PUT', status: 200 });

    const stored = await apiFromPage<{ firstName: string; lastName: string }>(tabA, 'GET', `/profiles/${profileId}`);
    expect(stored.status).toBe(200);
    // docs/architecture.md: concurrent edits lose nothing.
    expect(stored.body).toMatchObject({ firstName, lastName });
  });
});

// The portal's CSP allows no injected script: axe needs the context to bypass it.
const AXE_CONTEXT = { bypassCSP: true };

/** The statuses of this tab's calls matching a method and a path, in order. */
function recordStatuses(page: Page, method: string, path: RegExp): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === method && path.test(new URL(response.url()).pathname)) {
      statuses.push(response.status());
    }
  });
  return statuses;
}

describe('profile picture and new-user mail', () => {
  // An account of its own: its picture changes here.
  const email = demoEmail('admin', 'performance');

  it('uploads a picture: shown at once on the page and in the top bar, stored as thumbnailUrl', async () => {
    const { page, shell } = await signInAs(e2e, email, { tenant: 'performance', context: AXE_CONTEXT });
    const { profile_id: profileId } = await accessClaims(page);
    await page.goto(e2e.url('/profile/general', 'performance'));
    const profile = new ProfileGeneralPage(page, shell);
    await profile.heading.waitFor();
    const before = (await apiFromPage<Profile>(page, 'GET', `/profiles/${profileId}`)).body;
    const fullName = `${before.firstName} ${before.lastName}`;

    // Another tab saves the profile first: the upload goes with a stale version and must retry once.
    const meanwhile = await sendWithIfMatch(page, 'PUT', `/profiles/${profileId}`, `W/"${before.version}"`, {
      firstName: before.firstName,
      lastName: before.lastName,
      language: before.language,
    });
    expect(meanwhile.status).toBe(200);
    const uploads = recordStatuses(page, 'PUT', new RegExp(`^/api/profiles/${profileId}/picture$`));
    await profile.changePicture({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(120, 80, [200, 30, 60]) });

    await shell.snackbar.filter({ hasText: shell.text('profile.updated') }).waitFor();
    expect(uploads).toEqual([412, 200]);
    const stored = (await apiFromPage<Profile>(page, 'GET', `/profiles/${profileId}`)).body;
    expect(stored.thumbnailUrl).toMatch(/^data:image\/webp;base64,/);
    expect(stored.version).toBe(before.version + 2);
    await expect.poll(() => profile.picture(fullName).getAttribute('src')).toBe(stored.thumbnailUrl);
    await expect.poll(() => profile.topBarPicture.getAttribute('src')).toBe(stored.thumbnailUrl);
    await shotIfAsked(page, 'profile-general');
    await expectNoSeriousViolations(page, '/profile/general');
  });

  it("sends the user's own new-user mail", async () => {
    const { page, shell } = await signInAs(e2e, email, { tenant: 'performance' });
    await page.goto(e2e.url('/profile/general', 'performance'));
    const profile = new ProfileGeneralPage(page, shell);
    const known = await outboxFiles(e2e.server.dataDir);
    await profile.sendNewUserEmailButton.click();
    await shell.snackbar.filter({ hasText: shell.text('profile.newUserEmailSent') }).waitFor();
    const mail = await waitForMail(e2e.server.dataDir, email, known);
    expect(mail.text).toMatch(/\/reset-password\?token=/);
  });
});

describe('quick messages (/profile/quick-messages)', () => {
  const email = demoEmail('consultant', 'performance');

  async function openQuickMessages(page: Page, shell: Shell): Promise<QuickMessagesPage> {
    await page.goto(e2e.url('/profile/general', 'performance'));
    await page.getByRole('tab', { name: 'Quick messages' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/quick-messages');
    const messages = new QuickMessagesPage(page, shell);
    await messages.newMessage.waitFor();
    return messages;
  }

  async function storedMessages(page: Page, profileId: number): Promise<QuickMessage[]> {
    const list = await apiFromPage<{ quickMessages: QuickMessage[] }>(
      page,
      'GET',
      `/profiles/${profileId}/quickMessages?perPage=100`,
    );
    return list.body.quickMessages;
  }

  it('adds, edits (also over a change made meanwhile) and deletes, with the texts of the spec', async () => {
    const { page, shell } = await signInAs(e2e, email, { tenant: 'performance', context: AXE_CONTEXT });
    const { profile_id: profileId } = await accessClaims(page);
    const messages = await openQuickMessages(page, shell);
    const suffix = Date.now().toString(36);
    const first = `See you on Monday ${suffix}`;

    await messages.add(first);
    await shell.snackbar.filter({ hasText: shell.text('profile.messageAdded') }).waitFor();
    await messages.item(first).waitFor();
    expect(await messages.newMessage.inputValue()).toBe('');
    const added = (await storedMessages(page, profileId)).find((m) => m.message === first);
    expect(added).toMatchObject({ profileId, version: 1 });
    await shotIfAsked(page, 'profile-quick-messages');
    await expectNoSeriousViolations(page, '/profile/quick-messages');

    const second = `See you on Tuesday ${suffix}`;
    await messages
      .item(first)
      .getByRole('button', { name: shell.text('profile.editMessage') })
      .click();
    await messages.editDialog.waitFor();
    await shotIfAsked(page, 'profile-quick-message-edit');
    await expectNoSeriousViolations(page, 'edit quick message dialog');
    await messages.editDialog.getByRole('button', { name: shell.text('common.cancel') }).click();
    await messages.edit(first, second);
    await shell.snackbar.filter({ hasText: shell.text('profile.messageUpdated') }).waitFor();
    await messages.item(second).waitFor();
    expect((await storedMessages(page, profileId)).find((m) => m.id === added?.id)).toMatchObject({
      message: second,
      version: 2,
    });

    // Changed in another tab: this page still holds version 2, so its save meets a 412, reloads, retries.
    const path = `/profiles/${profileId}/quickMessages/${added?.id}`;
    const elsewhere = await sendWithIfMatch(page, 'PUT', path, 'W/"2"', { message: `Elsewhere ${suffix}` });
    expect(elsewhere.status).toBe(200);
    const puts = recordStatuses(page, 'PUT', new RegExp(`^/api${path}$`));
    const third = `See you on Wednesday ${suffix}`;
    await messages.edit(second, third);
    await shell.snackbar.filter({ hasText: shell.text('profile.messageUpdated') }).waitFor();
    expect(puts).toEqual([412, 200]);
    await messages.item(third).waitFor();
    expect((await storedMessages(page, profileId)).find((m) => m.id === added?.id)).toMatchObject({
      message: third,
      version: 4,
    });

    await messages.delete(third);
    await shell.snackbar.filter({ hasText: shell.text('profile.messageDeleted') }).waitFor();
    await messages.item(third).waitFor({ state: 'detached' });
    expect((await storedMessages(page, profileId)).some((m) => m.id === added?.id)).toBe(false);
  });

  it('tells a failed add, update or delete in the words of the spec', async () => {
    const { page, shell } = await signInAs(e2e, email, { tenant: 'performance' });
    const { profile_id: profileId } = await accessClaims(page);
    const messages = await openQuickMessages(page, shell);
    const text = `Kept ${Date.now().toString(36)}`;
    await messages.add(text);
    await messages.item(text).waitFor();

    // The server fails every change from now on.
    await page.route(
      (url) => url.pathname.startsWith(`/api/profiles/${profileId}/quickMessages`),
      (route) =>
        route.request().method() === 'GET'
          ? route.continue()
          : route.fulfill({ status: 500, json: { message: 'Broken', code: 'INTERNAL_ERROR' } }),
    );
    await messages.add(`Lost ${text}`);
    await shell.snackbar.filter({ hasText: shell.text('profile.addFailed') }).waitFor();
    await messages.edit(text, `Changed ${text}`);
    // Inside the dialog, which hides the rest of the page from assistive technology.
    await messages.editDialog
      .getByRole('alert')
      .filter({ hasText: shell.text('profile.updateFailed') })
      .waitFor();
    await messages.editDialog.getByRole('button', { name: shell.text('common.cancel') }).click();
    await messages.editDialog.waitFor({ state: 'hidden' });
    await messages.delete(text);
    await shell.snackbar.filter({ hasText: shell.text('profile.deleteFailed') }).waitFor();
    expect((await storedMessages(page, profileId)).map((m) => m.message)).toContain(text);
  });
});
