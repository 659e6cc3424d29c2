import type { Profile } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';
import { sendWithIfMatch } from './support/versioned.js';

const e2e = setupE2E();

const PHONE = { width: 390, height: 844 };

describe('the participant on a phone, in Spanish: today first, my progress, my calendar (issue 29, items 11 and 12)', () => {
  it("opens My day with today's items first and named buttons, opens the earlier days, My progress and My calendar", async () => {
    const signedIn = await signInAs(e2e, demoEmail('participant'), {
      context: { viewport: PHONE, locale: 'es-ES', ...AXE_CONTEXT },
    });
    const { page } = signedIn;
    await page.waitForURL((url) => url.pathname === '/my-day');
    // The demo participant speaks Spanish for this test (their profile), and English again after it.
    const { profile_id: profileId } = await accessClaims(page);
    const setLanguage = async (language: string) => {
      const me = (await apiFromPage<Profile>(page, 'GET', `/profiles/${profileId}`)).body;
      const saved = await sendWithIfMatch(page, 'PUT', `/profiles/${profileId}`, `W/"${me.version}"`, {
        firstName: me.firstName,
        lastName: me.lastName,
        language,
      });
      expect(saved.status).toBe(200);
    };
    const before = (await apiFromPage<Profile>(page, 'GET', `/profiles/${profileId}`)).body.language;
    await setLanguage('es');
    try {
      await page.reload();
      await signedIn.shell.waitForReady();
      const { shell } = signedIn;
      expect(shell.language).toBe('es');

      // My day: the first section is today, its items compact, each button named after its item.
      const main = shell.main;
      const today = main.getByRole('region', { name: shell.text('myDay.today'), exact: true });
      const first = today.getByRole('article').first();
      await first.waitFor();
      const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings[0]).toBe(shell.text('myDay.today'));
      const title = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
      const done = `${shell.text('myDay.done')}: ${title}`;
      await first.getByRole('button', { name: done, exact: true }).waitFor();
      const names = await today
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''));
      // No button says only "Hecho" or "Saltar": a screen reader's list of buttons tells the items apart.
      expect(names.filter((n) => n === shell.text('myDay.done') || n === shell.text('myDay.skip'))).toEqual([]);
      expect(names.filter((n) => n.startsWith(`${shell.text('myDay.done')}: `)).length).toBeGreaterThan(0);
      // No video player until one is asked for.
      expect(await today.locator('video').count()).toBe(0);
      await expectNoSeriousViolations(page, 'My day at 390 px in Spanish');
      await shotIfAsked(page, 'my-day-today-first-phone-es');

      // The earlier days, folded with their count; opened, their items can be recorded.
      const earlier = main.getByRole('button', { name: new RegExp(`^${shell.text('myDay.earlier')}`) });
      expect(await earlier.getAttribute('aria-expanded')).toBe('false');
      await earlier.click();
      const earlierRegion = main.getByRole('region', { name: new RegExp(`^${shell.text('myDay.earlier')}`) });
      const past = earlierRegion.getByRole('article').first();
      await past.waitFor();
      const pastTitle = (await past.getByRole('heading', { level: 3 }).textContent())!.trim();
      await past
        .getByRole('button', { name: new RegExp(`: ${pastTitle}$`) })
        .first()
        .waitFor();

      // My progress: their completion figure, in their words.
      await page.goto(e2e.url('/my-progress'));
      await main.getByRole('heading', { level: 1, name: shell.text('myProgress.title') }).waitFor();
      const figure = main.getByText(shell.text('progress.completionRate'), { exact: true });
      await figure.waitFor();
      await main
        .getByText(/^\d+ %$/)
        .first()
        .waitFor();
      await main.getByText(/^Has hecho \d+ de \d+ elementos previstos$/).waitFor();
      await expectNoSeriousViolations(page, 'My progress at 390 px in Spanish');
      await shotIfAsked(page, 'my-progress-phone-es');

      // My calendar: the weeks ahead, a future item opening its details.
      await page.goto(e2e.url('/my-calendar'));
      await main.getByRole('heading', { level: 1, name: shell.text('myCalendar.title') }).waitFor();
      const list = main.getByTestId('calendar-week-list');
      const days = list.getByRole('region');
      await days.first().waitFor();
      const future = days.nth(1);
      const item = future.getByRole('button').first();
      await item.waitFor();
      await item.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(shell.text('myDay.notYet')).waitFor();
      await expectNoSeriousViolations(page, 'My calendar at 390 px in Spanish, an item open');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await shotIfAsked(page, 'my-calendar-phone-es');
    } finally {
      await setLanguage(before ?? 'en');
    }
  });
});
