import { Role, type ChatChannel } from '@stride/contracts';
import type { Download, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { ChatPage } from './support/pages/ChatPages.js';
import { MediaPreview } from './support/pages/MediaPages.js';
import type { Shell } from './support/pages/Shell.js';
import { accessClaims, apiFromPage, tenantConfig } from './support/session.js';
import { shotIfAsked } from './support/shots.js';
import { expectedMenu } from './support/menu.js';

const e2e = setupE2E();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** What the demo advisor sent the demo participant, to their media and in their chat (the seed). */
const PDF = { title: 'Weekly meal plan', file: 'weekly-meal-plan.pdf' };
const VIDEO = { title: 'Warm-up routine', file: 'warm-up.mp4' };

/** Goes to a menu entry as a user would: on a phone through the menu button first. */
async function openFromMenu(shell: Shell, path: string): Promise<void> {
  const menuButton = shell.topBar.getByRole('button', { name: shell.text('shell.openMenu') });
  if (await menuButton.isVisible()) await menuButton.click();
  await shell.menuLinkTo(path).click();
  await shell.page.waitForURL((url) => url.pathname === path);
}

/** The name the demo participant's chat with their advisor goes by (the advisor's name). */
async function advisorChatName(page: Page): Promise<string> {
  const { profile_id } = await accessClaims(page);
  const chats = await apiFromPage<{ chats: ChatChannel[] }>(page, 'GET', '/chats');
  const direct = chats.body.chats.filter((c) => c.isDirectMessage);
  for (const chat of direct) {
    const messages = await apiFromPage<{ messages: Array<{ mediaLibraryFiles: Array<{ title: string }> }> }>(
      page,
      'GET',
      `/chats/${chat.id}/messages?limit=100`,
    );
    if (messages.body.messages.some((m) => m.mediaLibraryFiles.some((f) => f.title === PDF.title))) {
      return chat.chatMembers.find((m) => m.profileId !== profile_id)!.fullName;
    }
  }
  throw new Error('The demo participant has no chat with the meal plan in it: is the demo seeded?');
}

/** The video plays: its metadata loaded (a real file behind the signed link). */
async function expectVideoLoads(preview: MediaPreview, title: string): Promise<void> {
  const video = preview.video(title);
  await video.waitFor();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 0), { timeout: 20_000 })
    .toBe(true);
}

async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);
  return file;
}

/** Every answer of the API that refused the actor (403), as "METHOD path". */
function watch403(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() === 403) {
      refused.push(`${response.request().method()} ${url.pathname}`);
    }
  });
  return refused;
}

describe("a participant's view", () => {
  it('on a 390 px phone the demo participant opens the PDF and the video their advisor sent, from My media and from the chat', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('participant'), { context: { viewport: PHONE } });
    const refused = watch403(page);
    const preview = new MediaPreview(page, shell);

    // My media: what was sent to them, each opening the preview; the PDF page by page, the video plays.
    await openFromMenu(shell, '/my-media');
    await shell.main.getByRole('heading', { name: shell.text('participantMedia.mine.title') }).waitFor();
    await shell.main.getByRole('button', { name: VIDEO.title, exact: true }).waitFor();
    await shotIfAsked(page, 'participant-my-media-phone');
    await shell.main.getByRole('button', { name: PDF.title, exact: true }).click();
    await preview.pdfPageRendered(PDF.title, 1);
    await shotIfAsked(page, 'participant-my-media-pdf-phone');
    await preview.closeWithEscape(PDF.title);
    // The PDF's download is the row's (the preview of a PDF has none, as the spec has it).
    const pdf = await download(page, () =>
      shell.main
        .getByRole('button', { name: shell.text('participantMedia.mine.download', { title: PDF.title }) })
        .click(),
    );
    expect(pdf.suggestedFilename()).toBe(PDF.file);

    await shell.main.getByRole('button', { name: VIDEO.title, exact: true }).click();
    await expectVideoLoads(preview, VIDEO.title);
    const video = await download(page, () => preview.downloadButton(VIDEO.title).click());
    expect(video.suggestedFilename()).toBe(VIDEO.file);
    await preview.closeWithEscape(VIDEO.title);

    // The chat: the same files, sent in the advisor's messages, open from the message.
    const advisorName = await advisorChatName(page);
    await openFromMenu(shell, '/chat');
    const chat = new ChatPage(page, shell);
    await chat.channel(advisorName).click();
    await chat.openMedia(PDF.title).click();
    await preview.pdfPageRendered(PDF.title, 1);
    await preview.closeWithEscape(PDF.title);
    // The message's own download (a PDF's preview has none).
    const pdfFromChat = await download(page, () =>
      chat.thread
        .getByRole('button', { name: shell.text('chat.downloadMedia', { title: PDF.title }) })
        .last()
        .click(),
    );
    expect(pdfFromChat.suggestedFilename()).toBe(PDF.file);
    await chat.openMedia(VIDEO.title).click();
    await expectVideoLoads(preview, VIDEO.title);
    await shotIfAsked(page, 'participant-chat-video-phone');
    const fromChat = await download(page, () => preview.downloadButton(VIDEO.title).click());
    expect(fromChat.suggestedFilename()).toBe(VIDEO.file);
    await preview.closeWithEscape(VIDEO.title);

    expect(refused).toEqual([]);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'offers on every screen (%s) no control the server refuses: no 403 while using them',
    async (_size, viewport) => {
      const { page, shell } = await signInAs(e2e, demoEmail('participant'), { context: { viewport } });
      const refused = watch403(page);
      const tenant = await tenantConfig(page);
      const menu = expectedMenu(Role.Participant, tenant, false, shell.language).map((m) => m.href);
      expect(menu).toEqual(['/my-day', '/my-progress', '/my-calendar', '/chat', '/my-media']);
      const preview = new MediaPreview(page, shell);
      const staffOnly = [
        shell.text('chat.askAck'),
        shell.text('chat.attachMedia'),
        shell.text('profile.sendNewUserEmail'),
        shell.text('participantMedia.sendFromLibrary'),
        shell.text('participantMedia.uploadAndSend'),
        shell.text('chat.bulkMediaOpen'),
      ];
      const expectNoStaffControls = async () => {
        for (const name of staffOnly) {
          expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
          expect(await page.getByRole('switch', { name, exact: true }).count(), name).toBe(0);
        }
      };

      // Messages: open the advisor's chat, its media, the GIF menu where there is one, a channel's
      // actions, a reply, the new-message picker (its contacts load).
      await openFromMenu(shell, '/chat');
      const chat = new ChatPage(page, shell);
      const advisorName = await advisorChatName(page);
      await chat.channel(advisorName).click();
      await chat.openMedia(PDF.title).waitFor();
      await expectNoStaffControls();
      await chat.openMedia(PDF.title).click();
      await preview.pdfPage(PDF.title).waitFor();
      await preview.closeWithEscape(PDF.title);
      const gif = shell.main.getByRole('button', { name: shell.text('chat.gif.open'), exact: true });
      if ((await gif.count()) > 0) {
        const gifMenu = await chat.openGifMenu();
        expect(await gifMenu.getByRole('menuitem', { name: shell.text('chat.gif.fromLibrary') }).count()).toBe(0);
        await page.keyboard.press('Escape');
      }
      const lastMessage = chat.thread.getByRole('listitem').last();
      await chat.action(lastMessage, 'reply').click();
      await shell.main.getByRole('button', { name: shell.text('chat.cancel') }).click();
      const backToChannels = shell.main.getByRole('button', { name: shell.text('chat.backToChannels') });
      if (await backToChannels.isVisible()) await backToChannels.click();
      await chat.channels
        .getByRole('button', { name: shell.text('chat.channelActions', { name: advisorName }) })
        .click();
      await page.getByRole('menu').waitFor();
      await page.keyboard.press('Escape');
      await chat.newMessageButton.click();
      await chat.picker.getByRole('searchbox', { name: shell.text('chat.searchContacts') }).waitFor();
      await chat.picker.getByRole('radio').first().waitFor();
      // Groups are staff's (chat.createGroup): the picker offers a participant direct messages only.
      expect(await chat.picker.getByText(shell.text('chat.modeGroup'), { exact: true }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await chat.picker.waitFor({ state: 'hidden' });

      // My media: the list and a preview.
      await openFromMenu(shell, '/my-media');
      await shell.main.getByRole('button', { name: VIDEO.title, exact: true }).click();
      await preview.video(VIDEO.title).waitFor();
      await preview.closeWithEscape(VIDEO.title);
      await expectNoStaffControls();

      // The own profile: the form and the record of sign-ins by staff, no staff tools.
      await shell.profileLink.click();
      await page.waitForURL((url) => url.pathname === '/profile/general');
      await shell.main.getByRole('heading', { name: shell.text('profile.surrogate.title') }).waitFor();
      await expectNoStaffControls();

      expect(refused).toEqual([]);
    },
  );
});
