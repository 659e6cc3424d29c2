import type { Profile } from '@stride/contracts';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { unique } from './support/names.js';
import { ChatPage } from './support/pages/ChatPages.js';
import { UploadQueueDialog } from './support/pages/MediaPages.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { solidPng } from './support/png.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();

/** The menu's Chat badge: its count, or 0 while it is hidden. */
async function badgeCount(chatLink: Locator): Promise<number> {
  const badge = chatLink.locator('.MuiBadge-badge');
  if ((await badge.count()) === 0) return 0;
  if (await badge.evaluate((el) => el.classList.contains('MuiBadge-invisible'))) return 0;
  return Number((await badge.innerText()).replace(/\D/g, '')) || 0;
}

describe('chat between an advisor and their participant', { timeout: 240_000 }, () => {
  it('exchanges, reacts, replies, acknowledges, edits and deletes, each side live', async () => {
    const advisor = await signInAs(e2e, demoEmail('advisor'), { path: '/chat', context: AXE_CONTEXT });
    const participant = await signInAs(e2e, demoEmail('participant'), { context: AXE_CONTEXT });
    const claims = await accessClaims(participant.page);
    const profile = await apiFromPage<Profile>(participant.page, 'GET', `/profiles/${claims.profile_id}`);
    const participantName = `${profile.body.firstName} ${profile.body.lastName}`;
    const a = new ChatPage(advisor.page, advisor.shell);
    const p = new ChatPage(participant.page, participant.shell);
    // Messages go over each side's open socket (ChatEvent.Publish): a request would only be the fallback.
    const publishRequests: string[] = [];
    for (const page of [advisor.page, participant.page]) {
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (request.method() === 'POST' && /^\/api\/chats\/[^/]+\/messages$/.test(path)) publishRequests.push(path);
      });
    }
    // The participant is elsewhere: the menu's badge tells them.
    await participant.page.goto(e2e.url('/profile/general'));
    await participant.shell.waitForReady();
    const chatLink = participant.shell.menuLinkTo('/chat');
    // The demo participant has unread messages of the seed, some in this very channel: reading it clears those.
    const advisorProfileId = (await accessClaims(advisor.page)).profile_id;
    const chats = await apiFromPage<{
      chats: { id: string; isDirectMessage: boolean; chatMembers: { profileId: number }[] }[];
    }>(participant.page, 'GET', '/chats');
    // The badge starts at 0 and shows the server's total once the socket has said it: wait for that.
    const serverTotal = async () => {
      const ids = chats.body.chats.map((c) => c.id).slice(0, 50);
      if (ids.length === 0) return 0;
      const unread = await apiFromPage<{ channels: Record<string, number> }>(
        participant.page,
        'GET',
        `/chats/unread?channels=${ids.join(',')}`,
      );
      return Object.values(unread.body.channels).reduce((sum, n) => sum + n, 0);
    };
    await expect
      .poll(async () => (await badgeCount(chatLink)) === (await serverTotal()), { timeout: 20_000 })
      .toBe(true);
    const before = await badgeCount(chatLink);
    const direct = chats.body.chats.find(
      (c) => c.isDirectMessage && c.chatMembers.some((m) => m.profileId === advisorProfileId),
    );
    const unreadHere = direct
      ? ((
          await apiFromPage<{ channels: Record<string, number> }>(
            participant.page,
            'GET',
            `/chats/unread?channels=${direct.id}`,
          )
        ).body.channels[direct.id] ?? 0)
      : 0;

    // The advisor opens the direct channel and writes.
    await a.startDirect(participantName);
    const hello = `Hello ${unique()}`;
    await a.send(hello);
    await expect.poll(() => badgeCount(chatLink), { timeout: 20_000 }).toBeGreaterThan(before);

    // The participant opens the channel: the message is there, the badge clears.
    await chatLink.click();
    const advisorChannel = p.channels.getByRole('button').filter({ hasText: /\S/ }).first();
    await advisorChannel.click();
    await p.message(hello).waitFor();
    await expect.poll(() => badgeCount(chatLink), { timeout: 20_000 }).toBe(before - unreadHere);
    // The advisor's message is read once the participant's read mark (2 s later) comes back.
    await a.message(hello).getByText(a.text('chat.read'), { exact: true }).waitFor({ timeout: 20_000 });

    // The participant replies to it; the advisor sees the reply quoting it, without a reload.
    await p.action(p.message(hello).first(), 'reply').click();
    const reply = `Reply ${unique()}`;
    await p.send(reply);
    const replied = a.message(reply);
    await replied.waitFor({ timeout: 20_000 });
    expect(await replied.locator('blockquote').innerText()).toContain(hello);

    // A reaction shows on the other side.
    await a.reaction(replied, '👍').click();
    await p.message(reply).getByText('👍 1').waitFor({ timeout: 20_000 });

    // An acknowledgement asked and given.
    const please = `Please confirm ${unique()}`;
    await a.askAck.check();
    await a.send(please);
    const asked = p.message(please);
    await p.action(asked, 'acknowledge').click({ timeout: 20_000 });
    await a.message(please).getByText(a.text('chat.acknowledged'), { exact: true }).waitFor({ timeout: 20_000 });

    // An edit, then a delete, each seen by the participant.
    const edited = `${hello}, changed`;
    await a.action(a.message(hello).first(), 'edit').click();
    await a.composer.fill(edited);
    await a.composer.press('Enter');
    await p.message(edited).first().waitFor({ timeout: 20_000 });
    expect(await p.message(edited).first().innerText()).toContain(p.text('chat.edited'));
    await a.action(a.message(please), 'delete').click();
    await a.confirmDelete.click();
    await p.thread.getByText(p.text('chat.removed')).first().waitFor({ timeout: 20_000 });
    expect(await p.message(please).count()).toBe(0);

    // A file attached through the upload queue reaches the participant as a link.
    const fileName = `walk-${unique()}.png`;
    await a.attach({ name: fileName, mimeType: 'image/png', buffer: solidPng(8, 8, [20, 120, 60]) });
    await p.thread.getByRole('link', { name: fileName }).waitFor({ timeout: 30_000 });
    await new UploadQueueDialog(advisor.page, advisor.shell).closeButton.click();

    // Library media: sent from the picker, opened by the participant in the media preview.
    await a.sendFromLibrary('Morning stretch');
    await p.openMedia('Morning stretch').click({ timeout: 30_000 });
    await participant.page.getByRole('dialog', { name: /Morning stretch/ }).waitFor({ timeout: 20_000 });
    await participant.page.keyboard.press('Escape');

    // Presence: the participant is online, so their avatar in the open channel's header carries the dot.
    await a.shell.main
      .getByRole('group', { name: a.text('chat.presenceMembers') })
      .getByRole('img', { name: a.text('chat.presenceOnline', { name: participantName }) })
      .waitFor({ timeout: 20_000 });
    // The same library file sent to several chats at once (here the one direct channel), counted back.
    await a.shell.main.getByRole('button', { name: a.text('chat.bulkMediaOpen') }).click();
    const bulk = advisor.page.getByRole('dialog', { name: a.text('chat.bulkMediaTitle') });
    await bulk.getByRole('button', { name: a.text('chat.bulkMediaPickFile') }).click();
    await a.pickFromLibrary(
      advisor.page.getByRole('dialog', { name: a.text('chat.bulkMediaPickerTitle') }),
      'Morning stretch',
    );
    // Exactly the direct channel: the sprint chat with the same participant is "Programme: <name>".
    await bulk.getByRole('checkbox', { name: participantName, exact: true }).check();
    await bulk.getByRole('button', { name: a.text('chat.bulkMediaSend') }).click();
    await advisor.page.getByText(a.text('chat.bulkMediaSent_one', { count: 1 })).waitFor({ timeout: 20_000 });
    await p.thread
      .getByRole('button', { name: p.text('chat.openMedia', { title: 'Morning stretch' }) })
      .nth(1)
      .waitFor({ timeout: 20_000 });

    // The participant's Messages tab shows the same direct channel (POST /chats answers the existing one).
    await advisor.page.goto(e2e.url(`/participants/${claims.user_id}/chat`));
    await a.message(reply).waitFor({ timeout: 20_000 });
    await shotIfAsked(advisor.page, 'chat-participant-tab');
    await expectNoSeriousViolations(advisor.page, "the participant's Messages tab");
    await advisor.page.goto(e2e.url('/chat'));
    await a.channel(participantName).click();
    await a.message(reply).waitFor();

    expect(publishRequests).toEqual([]);

    await shotIfAsked(advisor.page, 'chat-advisor');
    await shotIfAsked(participant.page, 'chat-participant');
    await expectNoSeriousViolations(advisor.page, 'the advisor chat screen');
    await expectNoSeriousViolations(participant.page, 'the participant chat screen');
  });

  it('sends animated GIFs, from the library and as an upload; GIPHY search only with a key', async () => {
    const advisor = await signInAs(e2e, demoEmail('advisor'), { path: '/chat', context: AXE_CONTEXT });
    const participant = await signInAs(e2e, demoEmail('participant'), { path: '/chat', context: AXE_CONTEXT });
    const profile = await apiFromPage<Profile>(
      participant.page,
      'GET',
      `/profiles/${(await accessClaims(participant.page)).profile_id}`,
    );
    const participantName = `${profile.body.firstName} ${profile.body.lastName}`;
    const a = new ChatPage(advisor.page, advisor.shell);
    const p = new ChatPage(participant.page, participant.shell);
    await a.startDirect(participantName);
    await p.channels.getByRole('button').filter({ hasText: /\S/ }).first().click();

    // This server has no GIPHY key: the menu offers the library only.
    const menu = await a.openGifMenu();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([a.text('chat.gif.fromLibrary')]);
    await advisor.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // The seeded animated GIF of the library, opened by the participant in the media preview.
    const before = await p.thread
      .getByRole('button', { name: p.text('chat.openMedia', { title: 'Breathing rhythm' }) })
      .count();
    await a.sendGifFromLibrary('Breathing rhythm');
    await expect
      .poll(
        () => p.thread.getByRole('button', { name: p.text('chat.openMedia', { title: 'Breathing rhythm' }) }).count(),
        { timeout: 20_000 },
      )
      .toBe(before + 1);
    await p.openMedia('Breathing rhythm').click();
    await participant.page.getByRole('dialog', { name: /Breathing rhythm/ }).waitFor({ timeout: 20_000 });
    await participant.page.keyboard.press('Escape');

    // An uploaded GIF shows in the thread on the other side, loaded through its signed link.
    const fileName = `wave-${unique()}.gif`;
    await a.attach({ name: fileName, mimeType: 'image/gif', buffer: Buffer.from(ONE_PIXEL_GIF, 'base64') });
    const link = p.thread.getByRole('link', { name: fileName });
    await link.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => link.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 20_000,
      })
      .toBe(1);
    await new UploadQueueDialog(advisor.page, advisor.shell).closeButton.click();
    await shotIfAsked(participant.page, 'chat-gifs');
    await expectNoSeriousViolations(participant.page, 'a thread with GIFs');
  });
});

/** The smallest GIF: one transparent pixel. */
const ONE_PIXEL_GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
