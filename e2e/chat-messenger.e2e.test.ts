import { randomUUID } from 'node:crypto';
import type { ChatChannel, Definition, Participant } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { outboxFiles, waitForMail } from './support/outbox.js';
import { ChatPage } from './support/pages/ChatPages.js';
import type { Shell } from './support/pages/Shell.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';
import { solidPng } from './support/png.js';

const e2e = setupE2E();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const ZONE = 'Europe/Madrid';

/** Each filter tab's label whole: not clipped in its tab, the tab inside the list's column and the window. */
async function expectTabsWhole(shell: Shell): Promise<void> {
  const tabs = shell.main.getByRole('tab');
  expect(await tabs.count()).toBe(4);
  for (const tab of await tabs.all()) {
    const fits = await tab.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const list = el.closest('[role="tablist"]')!.getBoundingClientRect();
      return (
        el.scrollWidth <= el.clientWidth + 1 &&
        box.left >= list.left - 1 &&
        box.right <= list.right + 1 &&
        box.right <= window.innerWidth
      );
    });
    expect(fits, await tab.innerText()).toBe(true);
  }
}

/** Today in the zone, as the calendar's dates are written. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

describe('the chat as a messenger, for a Spanish participant on a phone', { timeout: 240_000 }, () => {
  it('lists each chat with its last message and time, fits its tabs, and sends a photo the advisor sees arrive', async () => {
    const advisor = await signInAs(e2e, demoEmail('advisor'), {
      path: '/chat',
      context: { viewport: DESKTOP, timezoneId: ZONE },
    });
    const { profile_id: advisorId } = await accessClaims(advisor.page);
    const advisorProfile = await apiFromPage<{ firstName: string; lastName: string }>(
      advisor.page,
      'GET',
      `/profiles/${advisorId}`,
    );
    const advisorName = `${advisorProfile.body.firstName} ${advisorProfile.body.lastName}`;

    // A Spanish participant of this advisor, their password set from the welcome mail.
    const tag = Date.now().toString(36);
    const email = `marta.${tag}@mail.example`;
    const created = await apiFromPage<Participant>(advisor.page, 'POST', '/participants', {
      firstName: `Marta${tag}`,
      lastName: 'Chat',
      email,
      language: 'es',
      advisorId,
    });
    expect(created.status).toBe(201);
    const participantName = `Marta${tag} Chat`;
    const known = await outboxFiles(e2e.server.dataDir);
    expect((await apiFromPage(advisor.page, 'POST', `/participants/${created.body.id}/sendWelcomeEmail`)).status).toBe(
      200,
    );
    const mail = await waitForMail(e2e.server.dataDir, email, known);
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    const password = `chat-secret-${tag}`;
    const confirmed = await advisor.page.request.post(e2e.url('/api/auth/password-reset/confirm'), {
      data: { token, password },
    });
    expect(confirmed.status()).toBe(200);

    // The advisor writes first, and puts a starter library exercise on today's plan.
    const direct = await apiFromPage<ChatChannel>(advisor.page, 'POST', '/chats', {
      isDirectMessage: true,
      chatMembers: [created.body.profileId],
    });
    const hello = `Hola ${tag}, ¿cómo va la semana?`;
    const posted = await apiFromPage(advisor.page, 'POST', `/chats/${direct.body.id}/messages`, {
      clientId: randomUUID(),
      text: hello,
    });
    expect(posted.status).toBe(201);
    const found = await apiFromPage<{ items: Definition[] }>(
      advisor.page,
      'GET',
      '/routines/definitions/items?search=Cat-cow&scope=platform',
    );
    const catCow = found.body.items.find((d) => d.translations.es?.title);
    expect(catCow, 'the starter library has Cat-cow in Spanish').toBeDefined();
    const placed = await apiFromPage(
      advisor.page,
      'POST',
      `/participants/${created.body.id}/routines/exercises/import`,
      { date: today(), definitionId: catCow!.id },
    );
    expect(placed.status).toBe(201);

    const participant = await signInAs(e2e, email, {
      password,
      context: { viewport: PHONE, timezoneId: ZONE, locale: 'es-ES' },
    });
    const { page, shell } = participant;
    expect(shell.language).toBe('es');
    // My day reads the library item in Spanish.
    await page.waitForURL((url) => url.pathname === '/my-day');
    await shell.main.getByText(catCow!.translations.es!.title!).first().waitFor({ timeout: 20_000 });
    expect(await shell.main.getByText('Cat-cow', { exact: true }).count()).toBe(0);

    // The chat list: each chat with its last message and its time (today's relative: "ahora", "hace 1 minuto").
    await page.goto(e2e.url('/chat'));
    const chat = new ChatPage(page, shell);
    const row = chat.channel(advisorName);
    await row.waitFor();
    const rowText = await row.innerText();
    expect(rowText).toContain(hello);
    expect(rowText).toMatch(/ahora|hace \d+ minutos?/);

    // The filter tabs: every label whole within the phone's width, in Spanish ("Programa", not "sprint").
    const tabs = shell.main.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual([
      shell.text('chat.filter.ALL'),
      shell.text('chat.filter.FREE_CHATS'),
      shell.text('chat.filter.NORMAL_CHATS'),
      shell.text('chat.filter.SPRINT_CHATS'),
    ]);
    await expectTabsWhole(shell);
    await shotIfAsked(page, 'chat-messenger-list-390', { fullPage: false });

    // The participant attaches a photo in the advisor's chat.
    await row.click();
    await chat.message(hello).waitFor();
    const fileName = `comida-${tag}.png`;
    await shell.main.getByRole('button', { name: shell.text('chat.attachFile') }).waitFor();
    await chat.attach({ name: fileName, mimeType: 'image/png', buffer: solidPng(64, 48, [200, 120, 40]) });
    await chat.thread.getByRole('link', { name: fileName }).waitFor({ timeout: 30_000 });
    await shotIfAsked(page, 'chat-messenger-thread-390', { fullPage: false });

    // The advisor's client sees it arrive, and their list says what it was.
    const a = new ChatPage(advisor.page, advisor.shell);
    const advisorRow = a.channel(participantName);
    await expect.poll(() => advisorRow.innerText(), { timeout: 30_000 }).toContain(a.text('chat.last.photo'));
    await advisorRow.click();
    await a.thread.getByRole('link', { name: fileName }).waitFor({ timeout: 30_000 });
    // The advisor's 340 px column at 1366: every tab whole too ("Programme", once cut).
    await expectTabsWhole(advisor.shell);
    await shotIfAsked(advisor.page, 'chat-messenger-advisor-1366', { fullPage: false });

    // Back on the phone's list: the photo is the chat's last message, as sent by the participant.
    await shell.main.getByRole('button', { name: shell.text('chat.backToChannels') }).click();
    await expect
      .poll(() => chat.channel(advisorName).innerText(), { timeout: 20_000 })
      .toContain(shell.text('chat.last.mine', { text: shell.text('chat.last.photo') }));
  });
});
