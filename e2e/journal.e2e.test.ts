import type { JournalCalendar, JournalDay, Participant } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { waitForMail, outboxFiles } from './support/outbox.js';
import { NotificationPanel } from './support/pages/NotificationPages.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';
import { solidPng } from './support/png.js';
import { boxOf, overlaps } from './support/layout.js';

const e2e = setupE2E();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Both people's zone (the participant's default one), so the browser's day is the participant's. */
const ZONE = 'Europe/Madrid';

describe('the journal', () => {
  it('on a 390 px phone a Spanish participant writes today’s lunch with a photo; the advisor’s bell rises, the notification opens that day, the advisor comments and the participant sees it without reloading', async () => {
    const advisor = await signInAs(e2e, demoEmail('advisor'), {
      context: { viewport: DESKTOP, timezoneId: ZONE, ...AXE_CONTEXT },
    });
    const panel = new NotificationPanel(advisor.shell);

    // A Spanish participant of this advisor with the journal on, their password set from the welcome mail.
    const tag = Date.now().toString(36);
    const email = `lucia.${tag}@mail.example`;
    const { profile_id: advisorId } = await accessClaims(advisor.page);
    const created = await apiFromPage<Participant>(advisor.page, 'POST', '/participants', {
      firstName: `Lucía${tag}`,
      lastName: 'Diario',
      email,
      language: 'es',
      advisorId,
      journalAvailable: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.journalAvailable).toBe(true);
    const known = await outboxFiles(e2e.server.dataDir);
    const sent = await apiFromPage(advisor.page, 'POST', `/participants/${created.body.id}/sendWelcomeEmail`);
    expect(sent.status).toBe(200);
    const mail = await waitForMail(e2e.server.dataDir, email, known);
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token, 'a set-password link in the welcome mail').toBeDefined();
    const password = `journal-secret-${tag}`;
    const confirmed = await advisor.page.request.post(e2e.url('/api/auth/password-reset/confirm'), {
      data: { token, password },
    });
    expect(confirmed.status()).toBe(200);

    const participant = await signInAs(e2e, email, {
      password,
      context: { viewport: PHONE, timezoneId: ZONE, ...AXE_CONTEXT },
    });
    const { page, shell } = participant;
    expect(shell.language).toBe('es');
    await page.waitForURL((url) => url.pathname === '/my-day');
    // The first sign-in notifies the advisor too: counted before the journal's.
    const name = `Lucía${tag} Diario`;
    await panel.open();
    await panel.groupToggle(name).waitFor({ timeout: 15_000 });
    await advisor.page.keyboard.press('Escape');
    await panel.dialog.waitFor({ state: 'detached' });
    const before = await panel.unread();

    // The participant's card: today's lunch with a photo from the phone.
    const card = shell.main.getByRole('region', { name: shell.text('journal.mine.title') });
    await card.getByRole('button', { name: shell.text('journal.mine.addMeal') }).click();
    const form = card.getByRole('form', { name: shell.text('journal.mine.newMeal') });
    await form.getByRole('combobox', { name: shell.text('journal.mine.kind') }).selectOption('LUNCH');
    await form.getByLabel(shell.text('journal.mine.time')).fill('13:30');
    await form.getByRole('textbox', { name: shell.text('journal.mine.text') }).fill(`Lentejas con verduras ${tag}`);
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: `comida-${tag}.png`, mimeType: 'image/png', buffer: solidPng(320, 240, [200, 120, 40]) });
    const save = form.getByRole('button', { name: shell.text('journal.mine.save') });
    await expect.poll(() => save.isEnabled(), { timeout: 30_000 }).toBe(true);
    // The time field shows all of its time (nothing cut off at 390 px).
    const time = form.getByLabel(shell.text('journal.mine.time'));
    expect(await time.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
    await save.click();
    const saved = shell.snackbar.filter({ hasText: shell.text('journal.saved') });
    await saved.waitFor();
    // The snackbar and the upload panel (its photo just uploaded) never overlap: one column places both.
    const uploads = page.getByRole('dialog', { name: shell.text('media.uploadingCompleted') });
    if (await uploads.isVisible()) expect(overlaps(await boxOf(saved), await boxOf(uploads))).toBe(false);
    await shotIfAsked(page, 'journal-saved-phone', { fullPage: false });
    const lunchLabel = `${shell.text('journal.kind.LUNCH')} 13:30`;
    const meal = card.getByRole('article', { name: lunchLabel });
    await meal.getByText(`Lentejas con verduras ${tag}`).waitFor();
    // The new meal, wherever its time put it, is scrolled into view and focused.
    await expect.poll(() => meal.evaluate((element) => element === document.activeElement)).toBe(true);
    const mealBox = await boxOf(meal);
    expect(mealBox.y).toBeGreaterThanOrEqual(0);
    expect(mealBox.y).toBeLessThan(PHONE.height);
    await meal
      .getByRole('button', {
        name: shell.text('journal.meal.openPhoto', { number: 1, kind: shell.text('journal.kind.LUNCH') }),
      })
      .waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scroll at 390 px').toBeLessThanOrEqual(0);
    await shotIfAsked(page, 'journal-my-day-phone');
    await expectNoSeriousViolations(page, 'the participant’s journal card');

    // The advisor's bell rises over the socket; the notification opens the journal on that day.
    await expect.poll(() => panel.unread(), { timeout: 15_000, interval: 200 }).toBe(before + 1);
    await panel.open();
    await panel.groupToggle(name).click();
    await panel.group(name).getByText(`${name} added a journal entry.`).click();
    await panel.dialog.waitFor({ state: 'detached' });
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    await advisor.page.waitForURL(
      (url) => url.pathname === `/participants/${created.body.id}/journal` && url.searchParams.get('date') === today,
    );
    const staff = advisor.shell;
    const staffMeal = staff.main.getByRole('article', { name: 'Lunch 13:30' });
    await staffMeal.getByText(`Lentejas con verduras ${tag}`).waitFor();
    await staffMeal.getByRole('button', { name: 'Open photo 1 of Lunch' }).click();
    const preview = advisor.page.getByRole('dialog', { name: `comida-${tag}` });
    await preview.waitFor();
    await advisor.page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    await staffMeal.getByRole('textbox', { name: 'Add a comment' }).fill(`Muy bien, añade fruta ${tag}`);
    await staffMeal.getByRole('button', { name: 'Send' }).click();
    await staff.snackbar.filter({ hasText: 'Saved!' }).waitFor();
    await staffMeal.getByText(`Muy bien, añade fruta ${tag}`).waitFor();
    await shotIfAsked(advisor.page, 'journal-desktop');
    await expectNoSeriousViolations(advisor.page, 'the participant’s journal');
    await advisor.page.setViewportSize(PHONE);
    await shotIfAsked(advisor.page, 'journal-phone');
    const staffOverflow = await advisor.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(staffOverflow, 'the journal screen has no sideways scroll at 390 px').toBeLessThanOrEqual(0);

    // The participant sees it without reloading, marked new.
    const comment = meal.getByRole('listitem').filter({ hasText: `Muy bien, añade fruta ${tag}` });
    await comment.waitFor({ timeout: 15_000 });
    await comment.getByText(shell.text('journal.comments.new'), { exact: true }).waitFor();
    await card.getByText(shell.text('journal.mine.newComments_one', { count: 1 })).waitFor();
    await shotIfAsked(page, 'journal-my-day-comment-phone');
    await expectNoSeriousViolations(page, 'the participant’s journal card with a comment');
    await page.setViewportSize(DESKTOP);
    await shotIfAsked(page, 'journal-my-day-desktop');

    // What is stored: the participant's day, the meal with its photo and the advisor's comment.
    const stored = await apiFromPage<JournalDay>(
      page,
      'GET',
      `/journals/participants/${created.body.id}/date/${today}`,
    );
    expect(stored.status).toBe(200);
    const lunch = stored.body.meals.find((m) => m.text === `Lentejas con verduras ${tag}`);
    expect(lunch?.kind).toBe('LUNCH');
    expect(lunch?.photos).toHaveLength(1);
    expect(lunch?.comments.map((c) => [c.byParticipant, c.text])).toEqual([[false, `Muy bien, añade fruta ${tag}`]]);

    // The advisor turns the journal off: the tab and the participant's card are gone, the calls answer 404;
    // turned on again, the old entries are all there.
    await advisor.page.setViewportSize(DESKTOP);
    const journalSwitch = staff.main.getByRole('switch', { name: 'Journal', exact: true });
    const journalTab = staff.main.getByRole('tab', { name: 'Journal', exact: true });
    await staff.main.getByRole('tab', { name: 'General', exact: true }).click();
    await journalSwitch.uncheck();
    await staff.snackbar.filter({ hasText: 'Saved!' }).waitFor();
    await journalTab.waitFor({ state: 'detached' });
    await page.reload();
    await shell.main.getByRole('region', { name: shell.text('myDay.today') }).waitFor();
    expect(await card.count()).toBe(0);
    const hidden = await apiFromPage(page, 'GET', `/journals/participants/${created.body.id}/date/${today}`);
    expect(hidden.status).toBe(404);

    await journalSwitch.check();
    await journalTab.waitFor();
    await page.reload();
    await card.getByRole('article', { name: lunchLabel }).getByText(`Muy bien, añade fruta ${tag}`).waitFor();
  });

  it('the advisor reads the demo participant’s seeded weeks: the month marks days, a day shows its meals, photos and threads, at 1366 and 390 px', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), {
      context: { viewport: DESKTOP, timezoneId: ZONE, ...AXE_CONTEXT },
    });
    const found = await apiFromPage<{ participants: Participant[] }>(
      page,
      'GET',
      `/participants?search=${encodeURIComponent(demoEmail('participant'))}`,
    );
    const participant = found.body.participants.find((p) => p.email === demoEmail('participant'))!;
    expect(participant.journalAvailable).toBe(true);
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 27 * 86_400_000).toISOString().slice(0, 10);
    const calendar = await apiFromPage<JournalCalendar>(
      page,
      'GET',
      `/journals/calendar?participantIds=${participant.id}&from=${from}&to=${today}`,
    );
    expect(calendar.status).toBe(200);
    const days = calendar.body.participants[0]!.days.filter((d) => d.meals > 0 && d.comments > 0);
    expect(days.length, 'seeded journal days with meals and comments').toBeGreaterThan(0);
    const day = days.at(-1)!;

    await page.goto(e2e.url(`/participants/${participant.id}/journal?date=${day.date}`));
    await shell.waitForReady();
    const meals = shell.main.getByRole('article');
    await meals.first().waitFor();
    expect(await meals.count()).toBe(day.meals);
    await shell.main
      .getByRole('region', { name: /^Comments on / })
      .first()
      .waitFor();
    const chosen = shell.main.getByRole('button', { pressed: true });
    expect(await chosen.getAttribute('aria-label')).toBeNull();
    expect(await chosen.textContent()).toContain('has entries');
    await shotIfAsked(page, 'journal-seeded-desktop');
    await expectNoSeriousViolations(page, 'the demo participant’s journal');
    await page.setViewportSize(PHONE);
    await shotIfAsked(page, 'journal-seeded-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scroll at 390 px').toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, 'the demo participant’s journal on a phone');
  });
});
