import { FileType, type Definition, type CalendarItem, type Profile } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { pathnameOf, signInAs } from './support/flows.js';
import { NotificationPanel } from './support/pages/NotificationPages.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The day as the portal writes it in English: "Tuesday, 11/24/2026". */
function weekdayOf(date: string): string {
  const at = Date.parse(`${date}T00:00:00Z`);
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(at);
  const day = new Intl.DateTimeFormat('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
  return `${weekday}, ${day}`;
}

describe("the participant's day and the advisor's progress tab", () => {
  it('on a phone the participant lands on /my-day, plays a video and records an item; the advisor is told and opens that day', async () => {
    // The participant, on a 390 px wide window: signing in lands on their day.
    const participant = await signInAs(e2e, demoEmail('participant'), { context: { viewport: PHONE, ...AXE_CONTEXT } });
    const { page, shell } = participant;
    await page.waitForURL((url) => url.pathname === '/my-day');
    const claims = await accessClaims(page);
    const me = await apiFromPage<Profile>(page, 'GET', `/profiles/${claims.profile_id}`);
    const name = `${me.body.firstName} ${me.body.lastName}`;
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });

    // The advisor puts an exercise of the library on the participant's today: one with a video and
    // repetitions, when the library has one (ffmpeg made the demo videos).
    const advisor = await signInAs(e2e, demoEmail('advisor'), { context: { viewport: DESKTOP, ...AXE_CONTEXT } });
    const library = await apiFromPage<{ items: Definition[] }>(
      advisor.page,
      'GET',
      '/routines/definitions/items?kind=EXERCISE&perPage=100',
    );
    const withReps = library.body.items.filter((d) => d.repetitions !== null && d.repetitions >= 3 && d.media);
    const definition =
      withReps.find((d) => d.media?.fileTypeId === FileType.Video && !d.media.processing) ?? withReps[0];
    expect(definition, 'an exercise of the library with repetitions and media').toBeDefined();
    const imported = await apiFromPage<CalendarItem>(
      advisor.page,
      'POST',
      `/participants/${claims.user_id}/routines/exercises/import`,
      { date: today, definitionId: definition!.id },
    );
    expect(imported.status).toBe(201);
    const panel = new NotificationPanel(advisor.shell);
    await expect.poll(() => panel.bell.isVisible()).toBe(true);
    const before = await panel.unread();

    // The participant's day, read again: today's items, the new one last.
    await page.reload();
    await shell.waitForReady();
    const todaySection = shell.main.getByRole('region', { name: shell.text('myDay.today') });
    const card = todaySection.getByRole('article', { name: definition!.title, exact: true }).last();
    await card.waitFor();
    const prescribed = definition!.repetitions!;
    await card
      .getByText(shell.text('results.unit.repetitions_other', { value: prescribed }), { exact: false })
      .first()
      .waitFor();

    // Its media: a video plays in the card when asked; another kind opens in the preview dialog.
    if (definition!.media!.fileTypeId === FileType.Video) {
      const watch = shell.text('common.forItem', { action: shell.text('results.watchVideo'), item: definition!.title });
      await card.getByRole('button', { name: watch }).click();
      const video = card.getByLabel(shell.text('results.video', { title: definition!.title }));
      await video.scrollIntoViewIfNeeded();
      await video.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
      });
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0), { timeout: 20_000 })
        .toBe(true);
      await video.evaluate((v: HTMLVideoElement) => v.pause());
    } else {
      await card.getByRole('button', { name: shell.text('results.openMedia', { title: definition!.title }) }).click();
      const preview = page.getByRole('dialog', { name: definition!.media!.title });
      await preview.waitFor();
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'detached' });
    }
    await shotIfAsked(page, 'my-day-phone');
    await expectNoSeriousViolations(page, 'the participant’s day');

    // Done, with fewer repetitions than prescribed, a comment and a rating.
    await card
      .getByRole('button', { name: shell.text('myDay.doneTitle', { title: definition!.title }), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: shell.text('myDay.doneTitle', { title: definition!.title }) });
    await dialog.waitFor();
    const repetitions = dialog.getByRole('spinbutton', { name: shell.text('results.field.repetitions') });
    expect(await repetitions.inputValue()).toBe(String(prescribed));
    const done = prescribed - 2;
    await repetitions.fill(String(done));
    const comment = `Felt strong today ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: shell.text('results.comment') }).fill(comment);
    // A star is a label (its icon) over a hidden radio: the user taps the icon.
    const fourStars = shell.text('results.stars_other', { count: 4 });
    await dialog.locator('label').filter({ hasText: fourStars }).click();
    expect(await dialog.getByRole('radio', { name: fourStars, exact: true }).isChecked()).toBe(true);
    await shotIfAsked(page, 'my-day-done-dialog-phone', { fullPage: false });
    await expectNoSeriousViolations(page, 'the Done dialog');
    await dialog.getByRole('button', { name: shell.text('results.save') }).click();
    await dialog.waitFor({ state: 'detached' });
    await shell.snackbar.filter({ hasText: shell.text('results.saved') }).waitFor();
    await card.getByText(shell.text('results.state.PARTIAL'), { exact: true }).waitFor();
    await card.getByText(comment, { exact: false }).waitFor();
    const layout = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(layout, 'no sideways scroll at 390 px').toBeLessThanOrEqual(0);

    // The advisor's bell rises at once (the socket), and the notification opens the progress tab at that day.
    await expect.poll(() => panel.unread(), { timeout: 15_000, interval: 200 }).toBeGreaterThan(before);
    await panel.open();
    await panel.groupToggle(name).click();
    await panel.group(name).getByText(`${name} completed an activity.`).first().click();
    await advisor.page.waitForURL(
      (url) =>
        url.pathname === `/participants/${claims.user_id}/routines-progress` && url.searchParams.get('date') === today,
    );
    expect(pathnameOf(advisor.page)).toBe(`/participants/${claims.user_id}/routines-progress`);
    const day = advisor.shell.main.getByRole('region', {
      name: advisor.shell.text('progress.dayTitle', { date: weekdayOf(today) }),
    });
    await day.waitFor();
    const against = advisor.shell.text('results.against', {
      done: String(done),
      planned: advisor.shell.text('results.unit.repetitions_other', { value: prescribed }),
    });
    await day.getByText(comment, { exact: false }).waitFor();
    await day.getByText(against, { exact: false }).first().waitFor();
    // The items of the range show it too, planned against done, and the charts are there.
    await advisor.shell.main.getByRole('table').getByText(comment, { exact: false }).first().waitFor();
    await advisor.shell.main
      .getByRole('figure', { name: advisor.shell.text('progress.weeklyChart') })
      .waitFor({ timeout: 20_000 });
    await shotIfAsked(advisor.page, 'progress-desktop');
    await expectNoSeriousViolations(advisor.page, 'the progress tab');

    // The same screens the other way round: the day at 1280, the progress tab at 390.
    await page.setViewportSize(DESKTOP);
    await shotIfAsked(page, 'my-day-desktop');
    await advisor.page.setViewportSize(PHONE);
    await shotIfAsked(advisor.page, 'progress-phone');
  });
});
