import type { Calendar, CalendarItemsMade, ItemState, Participant } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { searchAnswered, signInAs } from './support/flows.js';
import { unique } from './support/names.js';
import type { Shell } from './support/pages/Shell.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The advisor's laptop of issue 29's screenshots. */
const LAPTOP = { width: 1366, height: 900 };

/** A plain day `days` after `day` (YYYY-MM-DD, UTC arithmetic: plain dates have no zone). */
function plus(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The 8th of the month ten months ahead: a month no seeded routine or other test reaches. */
function quietMonthDay(): string {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 10, 8));
  return month.toISOString().slice(0, 10);
}

/** The titles stored per day from `from` to `to` (days without items left out). */
async function storedDays(page: Page, userId: number, from: string, to: string): Promise<Record<string, string[]>> {
  const answer = await apiFromPage<Calendar>(
    page,
    'GET',
    `/participants/${userId}/routines/calendar?from=${from}&to=${to}`,
  );
  expect(answer.status).toBe(200);
  const days: Record<string, string[]> = {};
  for (const item of answer.body.items) (days[item.date] ??= []).push(item.title);
  return days;
}

/** The titles the month view shows per day (days without items left out). */
async function shownDays(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const days: Record<string, string[]> = {};
    for (const cell of document.querySelectorAll<HTMLElement>('td.fc-daygrid-day[data-date]')) {
      const titles = [...cell.querySelectorAll('.fc-event')].map(
        (event) => event.querySelector('.calendar-item-title')?.textContent?.trim() ?? '',
      );
      if (titles.length > 0) days[cell.dataset.date!] = titles;
    }
    return days;
  });
}

const cell = (page: Page, day: string) => page.locator(`td.fc-daygrid-day[data-date="${day}"]`);
const eventIn = (page: Page, day: string, title: string) =>
  cell(page, day).locator('.fc-event').filter({ hasText: title });

async function dayAction(page: Page, shell: Shell, label: string, action: string) {
  await page.getByRole('button', { name: shell.text('calendar.dayActions', { date: label }) }).click();
  await page.getByRole('menuitem', { name: shell.text(action) }).click();
}

/** MM/DD/YYYY as the portal writes an English date. */
const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

describe("participant's calendar as an advisor", () => {
  it('adds from the library, drags to another day, pastes a day, deletes this and the following of a repeat; a reload shows exactly that', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), {
      context: { ...AXE_CONTEXT, viewport: DESKTOP },
    });
    const people = await apiFromPage<{ participants: Participant[] }>(
      page,
      'GET',
      '/participants?perPage=2&active=true',
    );
    const participant = people.body.participants.at(-1);
    if (!participant) throw new Error('The advisor has no participant');
    const userId = participant.id;

    const start = quietMonthDay();
    const [dayA, dayB, dayC, dayE] = [start, plus(start, 2), plus(start, 7), plus(start, 14)];
    const last = plus(start, 20);
    // A run before on the same server leaves nothing behind in these days.
    for (let day = start; day <= last; day = plus(day, 1)) {
      await apiFromPage(page, 'DELETE', `/participants/${userId}/routines/calendar/items/date/${day}`);
    }

    await page.goto(e2e.url(`/participants/${userId}/routines?date=${start}`));
    await cell(page, dayA).waitFor();

    // Add from the library on day A.
    await page
      .getByRole('button', { name: shell.text('calendar.addFromLibrary') })
      .first()
      .click();
    const add = page.getByRole('dialog', { name: shell.text('calendar.importTitle') });
    await add.getByLabel(shell.text('calendar.day')).fill(dayA);
    await searchAnswered(
      page,
      add.getByRole('searchbox', { name: shell.text('calendar.searchLibrary') }),
      'Bodyweight squat',
      '/routines/definitions/items',
    );
    await add
      .getByRole('button', { name: shell.text('calendar.importItem', { title: 'Bodyweight squat', date: us(dayA) }) })
      .first()
      .click();
    await shell.snackbar.filter({ hasText: 'Single exercise added!' }).waitFor();
    await add.waitFor({ state: 'hidden' });
    await eventIn(page, dayA, 'Bodyweight squat').waitFor();
    expect(await storedDays(page, userId, start, last)).toEqual({ [dayA]: ['Bodyweight squat'] });
    await expectNoSeriousViolations(page, 'calendar month');

    // Drag it to day B.
    const from = await eventIn(page, dayA, 'Bodyweight squat').boundingBox();
    const to = await cell(page, dayB).boundingBox();
    if (!from || !to) throw new Error('Nothing to drag, or nowhere to drop it');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await page.mouse.up();
    await shell.snackbar.filter({ hasText: 'Item moved!' }).waitFor();
    await expect.poll(() => storedDays(page, userId, start, last)).toEqual({ [dayB]: ['Bodyweight squat'] });

    // The spec's texts when a paste lacks its items, its day or the day to copy.
    await page.getByRole('button', { name: shell.text('calendar.select') }).click();
    const alert = page.getByRole('alert').filter({ hasText: /You need/ });
    await page.getByRole('button', { name: shell.text('calendar.pasteItems') }).click();
    await alert.filter({ hasText: 'You need to select at least one exercise!' }).waitFor();
    await page.getByRole('button', { name: shell.text('calendar.pasteDay') }).click();
    await alert.filter({ hasText: 'You need select day to copy!' }).waitFor();
    await eventIn(page, dayB, 'Bodyweight squat').click();
    await page.getByRole('button', { name: shell.text('calendar.pasteItems') }).click();
    await alert.filter({ hasText: 'You need to select at least one day!' }).waitFor();
    await page.getByRole('button', { name: shell.text('calendar.done') }).click();

    // Copy day B, tick day C, paste the day.
    await dayAction(page, shell, us(dayB), 'calendar.copyDay');
    await page.getByRole('checkbox', { name: shell.text('calendar.selectDay', { date: us(dayC) }) }).check();
    await page.getByRole('button', { name: shell.text('calendar.pasteDay') }).click();
    await shell.snackbar.filter({ hasText: 'Day pasted!' }).waitFor();
    await eventIn(page, dayC, 'Bodyweight squat').waitFor();
    await page.getByRole('button', { name: shell.text('calendar.done') }).click();

    // A one-off activity repeated every day, 4 times from day E (the day's menu, the item dialog).
    const walk = `Evening walk ${unique()}`;
    await dayAction(page, shell, us(dayE), 'calendar.newTitle.ACTIVITY');
    const create = page.getByRole('dialog', { name: shell.text('calendar.newTitle.ACTIVITY') });
    await create.getByRole('textbox', { name: shell.text('routines.fieldTitle') }).fill(walk);
    await create.getByRole('checkbox', { name: shell.text('calendar.repeat') }).check();
    await create.getByRole('textbox', { name: shell.text('calendar.repeatEvery') }).fill('1');
    await create.getByRole('textbox', { name: shell.text('calendar.repeatTimes') }).fill('4');
    await expectNoSeriousViolations(page, 'a new activity');
    await create.getByRole('button', { name: shell.text('calendar.add'), exact: true }).click();
    await shell.snackbar.filter({ hasText: 'Activity added!' }).waitFor();
    await create.waitFor({ state: 'hidden' });
    expect((await storedDays(page, userId, start, last))[plus(dayE, 3)]).toEqual([walk]);
    // The second one: this and the following ones go.
    await page.reload();
    await eventIn(page, plus(dayE, 1), walk).click();
    const item = page.getByRole('dialog', { name: shell.text('calendar.editTitle.ACTIVITY') });
    await item.getByRole('button', { name: shell.text('calendar.delete') }).click();
    const remove = page.getByRole('dialog', { name: shell.text('calendar.deleteTitle', { title: walk }) });
    await remove.getByRole('radio', { name: shell.text('calendar.deleteScope.following') }).check();
    await expectNoSeriousViolations(page, 'delete a repeated item');
    await remove.getByRole('button', { name: shell.text('calendar.delete') }).click();
    await shell.snackbar.filter({ hasText: 'Items deleted!' }).waitFor();

    // After a reload the calendar shows exactly that, as stored.
    const expected = { [dayB]: ['Bodyweight squat'], [dayC]: ['Bodyweight squat'], [dayE]: [walk] };
    await expect.poll(() => storedDays(page, userId, start, last)).toEqual(expected);
    await page.reload();
    await eventIn(page, dayE, walk).waitFor();
    const shown = await shownDays(page);
    expect(Object.fromEntries(Object.entries(shown).filter(([day]) => day >= start && day <= last))).toEqual(expected);
    await shotIfAsked(page, 'participant-calendar-desktop');
    await page.getByRole('button', { name: shell.text('calendar.view.week'), exact: true }).click();
    await page.locator('.fc-dayGridWeek-view').waitFor();
    await expectNoSeriousViolations(page, 'calendar week');
    await shotIfAsked(page, 'participant-calendar-week-desktop');

    // On a phone: the week as a list.
    const phone = await e2e.newPage({
      ...AXE_CONTEXT,
      viewport: PHONE,
      storageState: await page.context().storageState(),
    });
    await phone.goto(e2e.url(`/participants/${userId}/routines?date=${dayB}`));
    await phone.getByTestId('calendar-week-list').waitFor();
    await phone
      .getByRole('region', { name: us(dayB) })
      .getByText('Bodyweight squat', { exact: true })
      .waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousViolations(phone, 'calendar on a phone');
    await shotIfAsked(phone, 'participant-calendar-phone');
    await phone
      .getByRole('region', { name: us(dayB) })
      .getByRole('button', { name: /^Bodyweight squat/ })
      .click();
    const opened = phone.getByRole('dialog', { name: shell.text('calendar.editTitle.EXERCISE') });
    await opened.waitFor();
    await expectNoSeriousViolations(phone, 'an item on a phone');
    await shotIfAsked(phone, 'participant-calendar-item-phone', { fullPage: false });
    await opened.getByRole('button', { name: shell.text('common.cancel') }).click();
    await opened.waitFor({ state: 'hidden' });
    await phone.getByRole('button', { name: shell.text('calendar.view.month'), exact: true }).click();
    await phone.locator('.fc-dayGridMonth-view').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shotIfAsked(phone, 'participant-calendar-month-phone');
  });

  it('tells done, partly done, skipped and missed from planned on the month and the phone, in marks and names', async () => {
    const participant = await signInAs(e2e, demoEmail('participant'));
    const userId = (await accessClaims(participant.page)).user_id;
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), {
      context: { ...AXE_CONTEXT, viewport: LAPTOP },
    });
    const base = `/participants/${userId}/routines`;
    // A past day the seeded routine leaves free (its items would crowd the month's cell), over everywhere on
    // Earth (so an item left unrecorded is missed) and within the 7 days a result may still be recorded.
    const today = new Date().toISOString().slice(0, 10);
    const stored = await storedDays(page, userId, plus(today, -6), plus(today, -2));
    const day = [2, 3, 4, 5, 6].map((n) => plus(today, -n)).find((d) => !stored[d]);
    if (!day) throw new Error(`No free day from ${plus(today, -6)} to ${plus(today, -2)}`);

    const u = unique();
    const titles = { DONE: `Squats ${u}`, PARTIAL: `Lunges ${u}`, SKIPPED: `Plank ${u}`, MISSED: `Bridge ${u}` };
    const made: number[] = [];
    try {
      for (const title of Object.values(titles)) {
        const answer = await apiFromPage<CalendarItemsMade>(page, 'POST', `${base}/exercises`, {
          title,
          date: day,
          series: 3,
          repetitions: 10,
        });
        expect(answer.status).toBe(201);
        made.push(answer.body.items[0]!.id);
      }
      // The participant records three of them (as My day sends it); the fourth stays unrecorded.
      const record = async (itemId: number, body: object) =>
        expect(
          (await apiFromPage(participant.page, 'POST', `${base}/calendar/items/${itemId}/result`, body)).status,
        ).toBe(201);
      await record(made[0]!, { status: 'DONE', series: 3, repetitions: 10 });
      await record(made[1]!, { status: 'DONE', series: 3, repetitions: 6 });
      await record(made[2]!, { status: 'SKIPPED', reason: 'Sore wrist today' });

      await page.goto(e2e.url(`${base}?date=${day}`));
      await eventIn(page, day, titles.MISSED).waitFor();
      const word = (state: ItemState) => shell.text(`results.state.${state}`);
      const exercise = shell.text('routines.kind.EXERCISE');
      for (const [state, title] of Object.entries(titles) as [ItemState, string][]) {
        const event = eventIn(page, day, title);
        // The mark's shape and colour, and the words a screen reader says: "Squats …, Done, Exercise".
        expect(await event.locator('[data-state]').getAttribute('data-state')).toBe(state);
        expect(await event.textContent()).toContain(`${title}, ${word(state)}, ${exercise}`);
      }
      // Every item the month shows is marked as the calendar's call says it stands (To do: no mark).
      const answer = await apiFromPage<Calendar>(page, 'GET', `${base}/calendar?from=${day}&to=${day}`);
      const marks = await cell(page, day)
        .locator('.fc-event')
        .evaluateAll((events) =>
          events.map((e) => e.querySelector('[data-state]')?.getAttribute('data-state') ?? null),
        );
      expect(marks).toEqual(answer.body.items.map((i) => (i.state === 'PLANNED' ? null : i.state)));
      const legend = page.getByRole('list', { name: shell.text('calendar.stateLegend') });
      expect(await legend.getByRole('listitem').allTextContents()).toEqual(
        (['DONE', 'PARTIAL', 'SKIPPED', 'MISSED'] as const).map(word),
      );
      await expectNoSeriousViolations(page, 'calendar month with states');
      await shotIfAsked(page, 'participant-calendar-states-1366');

      // On a phone, the week as a list says the state in words beside its mark.
      const phone = await e2e.newPage({
        ...AXE_CONTEXT,
        viewport: PHONE,
        storageState: await page.context().storageState(),
      });
      await phone.goto(e2e.url(`${base}?date=${day}`));
      const region = phone.getByRole('region', { name: us(day) });
      for (const [state, title] of Object.entries(titles) as [ItemState, string][]) {
        const button = region.getByRole('button', { name: `${title}, ${word(state)}, ${exercise}`, exact: true });
        await button.waitFor();
        expect(await button.textContent()).toContain(word(state));
      }
      await expectNoSeriousViolations(phone, 'calendar list with states on a phone');
      await shotIfAsked(phone, 'participant-calendar-states-list-390');
      await phone.getByRole('button', { name: shell.text('calendar.view.month'), exact: true }).click();
      await phone.locator('.fc-dayGridMonth-view').waitFor();
      // The month's items read (the list's week shows until they are).
      await phone.getByRole('progressbar', { name: shell.text('common.loading') }).waitFor({ state: 'detached' });
      await cell(phone, day).locator('.fc-event [data-state="MISSED"]').waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await shotIfAsked(phone, 'participant-calendar-states-390');
    } finally {
      if (made.length) await apiFromPage(page, 'DELETE', `${base}/items`, { items: made });
    }
  });
});
