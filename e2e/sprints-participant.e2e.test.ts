import type { SprintMessage } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { ChatPage } from './support/pages/ChatPages.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The demo participant's zone (none stored: the default), so the browser's day is theirs. */
const ZONE = 'Europe/Madrid';

/** A plain day `days` after `day` (YYYY-MM-DD, UTC arithmetic: plain dates have no zone). */
const plus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the participant’s programme: on their day and in their sprint chat', () => {
  it('on a phone the demo participant sees today’s programme message on /my-day, opens the read-only sprint chat and finds the programme’s messages there', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('participant'), {
      context: { viewport: PHONE, timezoneId: ZONE, ...AXE_CONTEXT },
    });
    await page.waitForURL((url) => url.pathname === '/my-day');
    const claims = await accessClaims(page);
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    const sent = async (day: string) => {
      const answer = await apiFromPage<{ messages: SprintMessage[] }>(
        page,
        'GET',
        `/messages/users/${claims.user_id}?from=${day}&to=${day}`,
      );
      expect(answer.status).toBe(200);
      return answer.body.messages;
    };
    // The seed applied a programme nine (or twenty) days ago: a message each morning, sent up to now.
    const todays = await sent(today);
    const yesterdays = await sent(plus(today, -1));
    expect(yesterdays.length, 'yesterday’s seeded programme message').toBeGreaterThan(0);
    const advisorName = yesterdays[0]!.senderName;
    const channelTitle = shell.text('chat.sprintTitle', { name: advisorName });

    const card = shell.main.getByRole('region', { name: shell.text('myDay.programme.title') });
    const chat = new ChatPage(page, shell);
    if (todays.length > 0) {
      // Today's message has gone out: the day shows it, with its time and sender, and leads to the chat.
      const message = todays.at(-1)!;
      await card.waitFor();
      await shell.main.getByRole('region', { name: shell.text('myDay.today') }).waitFor();
      await card.getByText(message.text, { exact: true }).waitFor();
      await card
        .getByText(shell.text('myDay.programme.from', { time: message.time, name: message.senderName }))
        .first()
        .waitFor();
      await shotIfAsked(page, 'my-day-programme-phone');
      await expectNoSeriousViolations(page, 'the participant’s day with the programme card');
      const layout = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(layout, 'no sideways scroll at 390 px').toBeLessThanOrEqual(0);
      await page.setViewportSize(DESKTOP);
      await shotIfAsked(page, 'my-day-programme-desktop');
      await page.setViewportSize(PHONE);

      await card
        .getByRole('link', { name: shell.text('myDay.programme.openInChat') })
        .last()
        .click();
      await page.waitForURL(
        (url) => url.pathname === '/chat' && (url.searchParams.get('channel') ?? '').includes('_sprint_'),
      );
      await chat.message(message.text).first().waitFor();
    } else {
      // Before this morning's message is sent the day shows no card: the chat has yesterday's.
      await shell.main.getByRole('region', { name: shell.text('myDay.today') }).waitFor();
      expect(await card.count()).toBe(0);
      await page.goto(e2e.url('/chat'));
      await shell.waitForReady();
      await shell.main.getByRole('tab', { name: shell.text('chat.filter.SPRINT_CHATS') }).click();
      await chat.channel(channelTitle).click();
    }

    // The sprint chat: named after the programme's advisor, the programme's messages in it, no composer.
    const thread = shell.main.getByRole('region', { name: channelTitle });
    await thread.getByRole('heading', { name: channelTitle }).waitFor();
    await chat.message(yesterdays.at(-1)!.text).first().waitFor();
    await thread.getByText(shell.text('chat.sprintReadOnly')).waitFor();
    expect(await chat.composer.count()).toBe(0);
    expect(await thread.getByRole('button', { name: shell.text('chat.reply'), exact: true }).count()).toBe(0);
    await shotIfAsked(page, 'sprint-chat-phone', { fullPage: false });
    await expectNoSeriousViolations(page, 'the participant’s sprint chat');
    await page.setViewportSize(DESKTOP);
    await shell.main.getByRole('tab', { name: shell.text('chat.filter.SPRINT_CHATS') }).click();
    await chat.channel(channelTitle).waitFor();
    await shotIfAsked(page, 'sprint-chat-desktop', { fullPage: false });
  });
});
