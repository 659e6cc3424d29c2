import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Profile, Swap, TenantConfig } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import type { Shell } from './support/pages/Shell.js';
import { accessClaims, apiFromPage, tenantConfig } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The demo participant's zone (none stored: the default), so the browser's day is theirs. */
const ZONE = 'Europe/Madrid';
const REPEAT_GOAL = 5;

/** A plain day `days` after `day` (YYYY-MM-DD, UTC arithmetic: plain dates have no zone). */
const plus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
const wordOf = (tenant: TenantConfig, shell: Shell) => tenant.wording[shell.language].swaps;
/** How far the page scrolls sideways; the deepest elements reaching past the window are logged (what does). */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const over = document.documentElement.scrollWidth - window.innerWidth;
    if (over <= 0) return over;
    const past = (el: Element) => el.getBoundingClientRect().right > window.innerWidth + 1;
    const wide = [...document.body.querySelectorAll('*')]
      .filter((el) => past(el) && ![...el.children].some(past))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)})`,
      );
    console.log(`sideways: ${over}px`, wide.join(', '));
    return over;
  });

describe('swaps: the participant’s days, the advisor’s status and PDF', () => {
  it('a participant marks a swap done on 5 days of a goal of 5; the advisor sets it DONE and downloads the PDF', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const description = `Crisps after lunch ${suffix}`;
    const goal = `An apple ${suffix}`;

    // The participant, on a phone: their name and user id.
    const participant = await signInAs(e2e, demoEmail('participant'), {
      context: { viewport: PHONE, timezoneId: ZONE, ...AXE_CONTEXT },
    });
    await participant.page.waitForURL((url) => url.pathname === '/my-day');
    const claims = await accessClaims(participant.page);
    const me = await apiFromPage<Profile>(participant.page, 'GET', `/profiles/${claims.profile_id}`);
    const name = `${me.body.firstName} ${me.body.lastName}`;
    const today = await browserToday(participant.page);

    // The advisor adds the swap on the participant's swaps tab: repeat goal 5, in progress.
    const advisor = await signInAs(e2e, demoEmail('advisor'), {
      path: `/participants/${claims.user_id}/swaps`,
      context: { viewport: DESKTOP, timezoneId: ZONE, ...AXE_CONTEXT },
    });
    const { page, shell } = advisor;
    const word = wordOf(await tenantConfig(page), shell);
    await page.waitForURL((url) => url.pathname === `/participants/${claims.user_id}/swaps`);
    await shell.main.getByRole('tab', { name: word, exact: true }).waitFor();
    await shell.main.getByRole('button', { name: shell.text('swaps.add'), exact: true }).click();
    let dialog = page.getByRole('dialog', { name: shell.text('swaps.addTitle', { swaps: word }) });
    await dialog.getByRole('textbox', { name: shell.text('swaps.fields.description'), exact: true }).fill(description);
    await dialog.getByRole('textbox', { name: shell.text('swaps.fields.goal'), exact: true }).fill(goal);
    const repeat = dialog.getByRole('textbox', { name: shell.text('swaps.fields.repeatGoal'), exact: true });
    expect(await repeat.inputValue(), 'repeatGoal defaults to 1').toBe('1');
    await repeat.fill(String(REPEAT_GOAL));
    await dialog.getByRole('combobox', { name: shell.text('swaps.fields.status') }).click();
    await page.getByRole('option', { name: shell.text('swaps.status.IN_PROGRESS') }).click();
    await dialog.getByRole('button', { name: shell.text('swaps.add'), exact: true }).click();
    await shell.page.getByText(shell.text('swaps.added', { swaps: word })).waitFor();
    const card = shell.main.getByRole('article', { name: new RegExp(description) });
    await card.getByText(shell.text('swaps.progress', { count: 0, goal: REPEAT_GOAL })).waitFor();

    // The four days before today through the API (the day page marks today only).
    const list = await apiFromPage<{ items: Swap[] }>(participant.page, 'GET', `/participants/${claims.user_id}/swaps`);
    const swap = list.body.items.find((item) => item.description === description);
    expect(swap, 'the new swap in the participant’s list').toBeDefined();
    for (let back = REPEAT_GOAL - 1; back >= 1; back -= 1) {
      const answer = await apiFromPage<Swap>(
        participant.page,
        'POST',
        `/participants/${claims.user_id}/swaps/${swap!.id}/progress`,
        { date: plus(today, -back) },
      );
      expect(answer.status, `progress on ${plus(today, -back)}`).toBe(200);
    }

    // Today on the phone: the card of the swap, Done today.
    const p = participant;
    await p.page.reload();
    await p.shell.waitForReady();
    const pWord = wordOf(await tenantConfig(p.page), p.shell);
    const swapsCard = p.shell.main.getByRole('region', { name: pWord, exact: true });
    const mine = swapsCard.getByRole('article', { name: new RegExp(description) });
    await mine.getByText(p.shell.text('swaps.progress', { count: REPEAT_GOAL - 1, goal: REPEAT_GOAL })).waitFor();
    const doneToday = mine.getByRole('switch', { name: `${p.shell.text('swaps.myDay.doneToday')}: ${description}` });
    expect(await doneToday.isChecked()).toBe(false);
    await doneToday.click();
    await p.page.getByText(p.shell.text('swaps.myDay.goalReached')).waitFor();
    await mine.getByText(p.shell.text('swaps.progress', { count: REPEAT_GOAL, goal: REPEAT_GOAL })).waitFor();
    expect(await doneToday.isChecked()).toBe(true);
    await mine.scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(p.page, 'the participant’s day with the swaps card');
    expect(await noSidewaysScroll(p.page), 'no sideways scroll at 390 px').toBeLessThanOrEqual(0);
    await shotIfAsked(p.page, 'swaps-my-day-phone', { fullPage: false });
    // An entry of how it went, from the phone.
    await mine.getByRole('button', { name: `${p.shell.text('swaps.writeEntry')}: ${description}` }).click();
    const entry = p.page.getByRole('dialog', { name: p.shell.text('swaps.entryTitle') });
    await entry.getByRole('textbox', { name: p.shell.text('swaps.fields.content') }).fill(`Easy today ${suffix}`);
    await entry.getByRole('button', { name: p.shell.text('swaps.save') }).click();
    await p.page.getByText(p.shell.text('swaps.entryAdded')).waitFor();
    await p.page.setViewportSize(DESKTOP);
    await mine.scrollIntoViewIfNeeded();
    await shotIfAsked(p.page, 'swaps-my-day-desktop', { fullPage: false });

    // The advisor's list shows 5 / 5 without reloading (realtime), and DONE is now offered.
    await card.getByText(shell.text('swaps.progress', { count: REPEAT_GOAL, goal: REPEAT_GOAL })).waitFor();
    await expectNoSeriousViolations(page, 'the swaps list');
    await shotIfAsked(page, 'swaps-list-desktop');
    await card.getByRole('button', { name: shell.text('swaps.actions', { name: description }) }).click();
    await page.getByRole('menuitem', { name: shell.text('swaps.edit') }).click();
    dialog = page.getByRole('dialog', { name: shell.text('swaps.editTitle') });
    await dialog.getByRole('combobox', { name: shell.text('swaps.fields.status') }).click();
    await page.getByRole('option', { name: shell.text('swaps.status.DONE') }).click();
    await dialog.getByRole('button', { name: shell.text('swaps.save') }).click();
    await page.getByText(shell.text('swaps.saved')).first().waitFor();
    await card.getByText(shell.text('swaps.status.DONE'), { exact: true }).waitFor();

    // The PDF of the month, in English: a real PDF naming the participant and the swap.
    const month = today.slice(0, 8);
    await shell.main.getByRole('button', { name: shell.text('swaps.pdf') }).click();
    const pdfDialog = page.getByRole('dialog', { name: shell.text('swaps.pdfTitle') });
    await pdfDialog.getByRole('combobox', { name: shell.text('swaps.language') }).click();
    await page.getByRole('option', { name: shell.text('languages.en') }).click();
    await pdfDialog.getByLabel(shell.text('swaps.from')).fill(`${month}01`);
    await pdfDialog.getByLabel(shell.text('swaps.to')).fill(plus(plus(`${month}01`, 32).slice(0, 8) + '01', -1));
    await expectNoSeriousViolations(page, 'the PDF dialog');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      pdfDialog.getByRole('button', { name: shell.text('swaps.download') }).click(),
    ]);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(name);
    expect(text).toContain(description);

    // In Spanish: the same swap, the tenant's Spanish word as the title.
    await shell.main.getByRole('button', { name: shell.text('swaps.pdf') }).click();
    await pdfDialog.getByRole('combobox', { name: shell.text('swaps.language') }).click();
    await page.getByRole('option', { name: shell.text('languages.es') }).click();
    const [spanish] = await Promise.all([
      page.waitForEvent('download'),
      pdfDialog.getByRole('button', { name: shell.text('swaps.download') }).click(),
    ]);
    const spanishText = execFileSync('pdftotext', ['-enc', 'UTF-8', await spanish.path(), '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    expect(spanishText).toContain(description);
    expect(spanishText).toContain((await tenantConfig(page)).wording.es.swaps);

    // The swap's page: the five days on the month, the entry.
    await card.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === `/participants/${claims.user_id}/swaps/${swap!.id}`);
    const calendar = shell.main.getByRole('region', { name: shell.text('swaps.calendar') });
    await expect.poll(() => calendar.locator(`td[data-date="${today}"] .fc-event`).count()).toBe(1);
    await shell.main.getByText(`Easy today ${suffix}`).waitFor();
    await expectNoSeriousViolations(page, 'the swap’s page');
    await shotIfAsked(page, 'swaps-detail-desktop');
    await page.setViewportSize(PHONE);
    await expect.poll(() => noSidewaysScroll(page), { message: 'no sideways scroll at 390 px' }).toBeLessThanOrEqual(0);
    // FullCalendar lays its month out again after the window's resize.
    await expect
      .poll(() =>
        calendar
          .locator('table')
          .first()
          .evaluate((table) => table.getBoundingClientRect().right),
      )
      .toBeLessThanOrEqual(PHONE.width);
    await shotIfAsked(page, 'swaps-detail-phone');
    await page.goto(e2e.url(`/participants/${claims.user_id}/swaps?id=${swap!.id}`));
    await shell.waitForReady();
    await expect.poll(() => card.getAttribute('aria-current')).toBe('true');
    expect(await noSidewaysScroll(page), 'no sideways scroll at 390 px').toBeLessThanOrEqual(0);
    await shotIfAsked(page, 'swaps-list-phone');
  });
});
