import type { ParticipantList } from '@stride/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { boxOf, overlaps, textsUnder } from './support/layout.js';
import { unique } from './support/names.js';
import { ChatPage } from './support/pages/ChatPages.js';
import { solidPng } from './support/png.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The element is wholly inside the window as it stands (nothing scrolled to reach it). */
async function expectInView(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const size = page.viewportSize();
  expect(box, 'the element is laid out').not.toBeNull();
  expect(size).not.toBeNull();
  if (!box || !size) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

/** How far the document is scrolled, and how far it could scroll, each way. */
function scrollState(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return {
      x: root.scrollLeft,
      y: root.scrollTop,
      overflowX: root.scrollWidth - window.innerWidth,
      overflowY: root.scrollHeight - window.innerHeight,
    };
  });
}

/** The demo advisor's demo participant: list id, name. */
async function demoParticipant(page: Page): Promise<{ id: number; name: string }> {
  const email = demoEmail('participant');
  const found = await apiFromPage<ParticipantList>(page, 'GET', `/participants?search=${encodeURIComponent(email)}`);
  const person = found.body.participants[0]!;
  return { id: person.id, name: `${person.firstName} ${person.lastName}` };
}

describe('phone and desktop layouts', { timeout: 180_000 }, () => {
  it('on a 390 px phone an advisor opens a chat and writes and sends a message without scrolling', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), {
      path: '/chat',
      context: { viewport: PHONE },
    });
    const chat = new ChatPage(page, shell);
    const participant = await demoParticipant(page);
    // First the channel list, full width.
    await chat.channels.waitFor();
    await shotIfAsked(page, 'phone-chat-list');
    await chat.startDirect(participant.name);

    // Then the thread alone, with a way back; its composer in view, the page not scrolled nor scrollable.
    const back = shell.main.getByRole('button', { name: shell.text('chat.backToChannels') });
    await back.waitFor();
    expect(await chat.channels.isVisible()).toBe(false);
    await expectInView(page, chat.composer);
    expect(await scrollState(page)).toMatchObject({ x: 0, y: 0 });
    expect((await scrollState(page)).overflowY).toBeLessThanOrEqual(0);
    await shotIfAsked(page, 'phone-chat-thread');

    const text = `From the phone ${unique()}`;
    await chat.send(text);
    await expectInView(page, chat.message(text).first());
    expect(await scrollState(page)).toMatchObject({ x: 0, y: 0 });

    // A photo from the phone: the upload panel stands above the composer, never on it, and goes by itself.
    await chat.attach({
      name: `phone-${unique()}.png`,
      mimeType: 'image/png',
      buffer: solidPng(64, 48, [40, 120, 200]),
    });
    const uploads = page.getByRole('dialog', { name: /^Uploading/ });
    await uploads.waitFor();
    expect(overlaps(await boxOf(uploads), await boxOf(chat.composer)), 'the upload panel covers the composer').toBe(
      false,
    );
    await expectInView(page, chat.composer);
    await shotIfAsked(page, 'phone-chat-uploading', { fullPage: false });
    // Completed tasks leave after 10 s (spec 002); the panel, empty, closes.
    await uploads.waitFor({ state: 'detached', timeout: 30_000 });

    await back.click();
    await chat.channel(participant.name).waitFor();

    // The participant's Messages tab, below their header and tabs: the composer in view there too.
    await page.goto(e2e.url(`/participants/${participant.id}/chat`));
    await shell.waitForReady();
    await chat.composer.waitFor();
    await expectInView(page, chat.composer);
    expect((await scrollState(page)).overflowY).toBeLessThanOrEqual(0);
    await shotIfAsked(page, 'phone-participant-chat');
  });

  it('at 1366x900 the composer of /participants/{id}/chat is in view and sends', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), { context: { viewport: DESKTOP } });
    const participant = await demoParticipant(page);
    await page.goto(e2e.url(`/participants/${participant.id}/chat`));
    await shell.waitForReady();
    const chat = new ChatPage(page, shell);
    await chat.composer.waitFor();
    await expectInView(page, chat.composer);
    expect((await scrollState(page)).overflowY).toBeLessThanOrEqual(0);
    await shotIfAsked(page, 'desktop-participant-chat');

    const text = `From the desktop ${unique()}`;
    await chat.send(text);
    await expectInView(page, chat.message(text).first());
    expect(await scrollState(page)).toMatchObject({ x: 0, y: 0 });
  });

  it('at 1366x900 the composer of /chat is in view, and a quick message goes in at its cursor', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), {
      path: '/chat',
      context: { viewport: DESKTOP },
    });
    const chat = new ChatPage(page, shell);
    const participant = await demoParticipant(page);
    await chat.startDirect(participant.name);
    await chat.composer.waitFor();
    await expectInView(page, chat.composer);
    expect(await chat.channels.isVisible()).toBe(true);
    expect((await scrollState(page)).overflowY).toBeLessThanOrEqual(0);
    await shotIfAsked(page, 'desktop-chat');

    // A quick message of the advisor's own, inserted between what they typed, then sent.
    const quick = `See you on Monday ${unique()}`;
    const claims = await accessClaims(page);
    const added = await apiFromPage(page, 'POST', `/profiles/${claims.profile_id}/quickMessages`, { message: quick });
    expect(added.status).toBe(201);
    await chat.composer.fill('Hello  Bye');
    await chat.composer.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(6, 6));
    await shell.main.getByRole('button', { name: shell.text('chat.quickMessages') }).click();
    await page.getByRole('menuitem', { name: quick }).click();
    await expect.poll(() => chat.composer.inputValue()).toBe(`Hello ${quick} Bye`);
    await chat.composer.press('Enter');
    await chat.message(`Hello ${quick} Bye`).first().waitFor();
  });

  it('on a 390 px phone the participants list and a participant read without scrolling sideways', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), {
      path: '/participants',
      context: { viewport: PHONE },
    });
    const participant = await demoParticipant(page);
    // Cards, not a table: each participant a list item with its name.
    const list = shell.main.getByRole('list', { name: shell.text('participants.tableLabel') });
    await list.getByRole('listitem').first().waitFor();
    expect(await shell.main.getByRole('table').count()).toBe(0);
    expect((await scrollState(page)).overflowX).toBeLessThanOrEqual(0);
    // The floating add button covers no text once the page is scrolled to its end (the shell's room below).
    const fab = page.getByRole('button', { name: shell.text('participants.add') });
    await fab.waitFor();
    expect(await textsUnder(page, fab), 'text under the add button').toEqual([]);
    const fabBox = await boxOf(fab);
    const lastBox = await boxOf(list.getByRole('listitem').last());
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(fabBox.y);
    await shotIfAsked(page, 'phone-participants-end', { fullPage: false });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shotIfAsked(page, 'phone-participants', { fullPage: false });

    await page.goto(e2e.url(`/participants/${participant.id}/general`));
    await shell.waitForReady();
    await shell.main.getByRole('heading', { level: 1, name: participant.name }).waitFor();
    await shell.main.getByRole('tablist').waitFor();
    expect((await scrollState(page)).overflowX).toBeLessThanOrEqual(0);
    await shotIfAsked(page, 'phone-participant-general');

    // The other lists an advisor reaches read the same way: cards, nothing wider than the window.
    for (const [path, name] of [
      ['/company', 'phone-companies'],
      ['/library', 'phone-library'],
    ] as const) {
      await page.goto(e2e.url(path));
      await shell.waitForReady();
      await shell.main.getByRole('list').first().waitFor();
      expect(await shell.main.getByRole('table').count(), path).toBe(0);
      expect((await scrollState(page)).overflowX, path).toBeLessThanOrEqual(0);
      await shotIfAsked(page, name, { fullPage: false });
    }
  });

  it('desktop pictures of the participants list and a participant', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), {
      path: '/participants',
      context: { viewport: DESKTOP },
    });
    const participant = await demoParticipant(page);
    await shell.main.getByRole('table', { name: shell.text('participants.tableLabel') }).waitFor();
    expect((await scrollState(page)).overflowX).toBeLessThanOrEqual(0);
    await shotIfAsked(page, 'desktop-participants');
    await page.goto(e2e.url(`/participants/${participant.id}/general`));
    await shell.waitForReady();
    await shell.main.getByRole('heading', { level: 1, name: participant.name }).waitFor();
    await shotIfAsked(page, 'desktop-participant-general');
  });
});
