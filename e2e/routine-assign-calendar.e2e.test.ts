import type { Calendar, Definition, Participant, Sequence } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { unique } from './support/names.js';
import type { Shell } from './support/pages/Shell.js';
import { apiFromPage } from './support/session.js';

const e2e = setupE2E();

const DESKTOP = { width: 1280, height: 900 };
const SEQUENCES = '/routines/definitions/sequences';

/** A plain day `days` after `day` (YYYY-MM-DD, UTC arithmetic: plain dates have no zone). */
function plus(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday after today (the browser runs in UTC): a week ahead when today is a Monday. */
function nextMonday(): string {
  const today = new Date().toISOString().slice(0, 10);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return plus(today, (8 - weekday) % 7 || 7);
}

/** "November 2026": the month view's title of the month holding `day`. */
const monthTitle = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Months from the month of `from` to the month of `to`. */
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

/** MM/DD/YYYY as the portal writes an English date. */
const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** A call with the routine's If-Match (the routine's changes need it), from the signed-in page. */
async function changeRoutine(page: Page, method: string, path: string, version: number, body?: unknown) {
  return page.evaluate(
    async ({ method, path, version, body }) => {
      const key = Object.keys(window.localStorage).find((k) => k.startsWith('oidc.user:'));
      const user = JSON.parse(window.localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          Authorization: `Bearer ${user.access_token ?? ''}`,
          'If-Match': `"${version}"`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, version, body },
  );
}

/** The stored items with one of `titles` from `from` to `to`, per day (days without them left out). */
async function storedDays(
  page: Page,
  userId: number,
  from: string,
  to: string,
  titles: string[],
): Promise<{ days: Record<string, string[]>; items: Calendar['items'] }> {
  const answer = await apiFromPage<Calendar>(
    page,
    'GET',
    `/participants/${userId}/routines/calendar?from=${from}&to=${to}`,
  );
  expect(answer.status).toBe(200);
  const items = answer.body.items.filter((item) => titles.includes(item.title));
  const days: Record<string, string[]> = {};
  for (const item of items) (days[item.date] ??= []).push(item.title);
  return { days, items };
}

/** The titles among `titles` the month view shows per day of the shown month (other days left out). */
async function shownDays(page: Page, titles: string[]): Promise<Record<string, string[]>> {
  return page.evaluate((wanted) => {
    const days: Record<string, string[]> = {};
    for (const cell of document.querySelectorAll<HTMLElement>('td.fc-daygrid-day[data-date]:not(.fc-day-other)')) {
      const shown = [...cell.querySelectorAll('.fc-event')]
        .map((event) => event.querySelector('span')?.textContent?.trim() ?? '')
        .filter((title) => wanted.includes(title));
      if (shown.length > 0) days[cell.dataset.date!] = shown;
    }
    return days;
  }, titles);
}

const cell = (page: Page, day: string) => page.locator(`td.fc-daygrid-day[data-date="${day}"]`);
const eventIn = (page: Page, day: string, title: string) =>
  cell(page, day).locator('.fc-event').filter({ hasText: title });

/** From the month shown (`shownMonthDay`'s), Next or Previous until the month of `day` is the view's title. */
async function goToMonth(page: Page, shell: Shell, shownMonthDay: string, day: string) {
  const steps = monthsBetween(shownMonthDay, day);
  for (let step = 0; step < Math.abs(steps); step++) {
    await page.getByRole('button', { name: shell.text(steps > 0 ? 'calendar.next' : 'calendar.previous') }).click();
  }
  await page.getByRole('heading', { level: 2, name: new RegExp(`^${monthTitle(day)}$`, 'i') }).waitFor();
  // The day's cell is there, named by its date (its actions' button), and the month's items are read.
  await cell(page, day)
    .getByRole('button', { name: shell.text('calendar.dayActions', { date: us(day) }) })
    .waitFor();
  const loading = page.getByRole('progressbar', { name: shell.text('common.loading') });
  await expect.poll(() => loading.count()).toBe(0);
}

describe('a routine assigned from the portal, on the participant’s calendar', () => {
  it('assigns a 14-day routine from next Monday; the month view shows its items on their days; this and the following of a repeated item go; a reload shows exactly that', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), {
      context: { ...AXE_CONTEXT, viewport: DESKTOP },
    });

    // Two exercises of the advisor's library, named for this run only.
    const squat = `Assigned squat ${unique()}`;
    const bridge = `Assigned bridge ${unique()}`;
    const titles = [squat, bridge];
    const exercises: Definition[] = [];
    for (const title of titles) {
      const made = await apiFromPage<Definition>(page, 'POST', '/routines/definitions/exercises', {
        title,
        repetitions: 10,
      });
      expect(made.status).toBe(201);
      exercises.push(made.body);
    }
    const [squatDefinition, bridgeDefinition] = exercises as [Definition, Definition];

    // A 14-day routine (the API; the builder has its own test): the squat on days 1, 8 and 14, the bridge on day 2.
    const routineTitle = `Two weeks assigned ${unique()}`;
    const created = await apiFromPage<Sequence>(page, 'POST', SEQUENCES, { title: routineTitle, days: 14 });
    expect(created.status).toBe(201);
    let routine = created.body;
    for (const [day, definition] of [
      [1, squatDefinition],
      [2, bridgeDefinition],
      [8, squatDefinition],
      [14, squatDefinition],
    ] as const) {
      const added = await changeRoutine(page, 'POST', `${SEQUENCES}/${routine.id}/items`, routine.version, {
        day,
        exerciseDefinitionId: definition.id,
      });
      expect(added.status).toBe(200);
      routine = added.body as Sequence;
    }
    expect(routine.days).toBe(14);
    expect(routine.items.map((item) => [item.day, item.title])).toEqual([
      [1, squat],
      [2, bridge],
      [8, squat],
      [14, squat],
    ]);

    // The advisor's last active participant.
    const first = await apiFromPage<{ participants: Participant[]; _meta: { totalCount: number } }>(
      page,
      'GET',
      '/participants?perPage=1&active=true',
    );
    const total = first.body._meta.totalCount;
    const people = await apiFromPage<{ participants: Participant[] }>(
      page,
      'GET',
      `/participants?perPage=1&active=true&page=${total}`,
    );
    const participant = people.body.participants[0];
    if (!participant) throw new Error('The advisor has no participant');
    const userId = participant.id;
    const name = `${participant.firstName} ${participant.lastName}`;

    const start = nextMonday();
    const [day1, day2, day8, day14] = [start, plus(start, 1), plus(start, 7), plus(start, 13)];
    expect(await storedDays(page, userId, start, day14, titles)).toEqual({ days: {}, items: [] });

    // The routines tab finds it; it opens in the builder, whose Assign dialog gives it to the participant.
    await page.goto(e2e.url(`/routines?tab=routines&search=${encodeURIComponent(routineTitle)}`));
    await page.getByRole('table', { name: shell.text('sequences.tableLabel') }).waitFor();
    await page.getByRole('link', { name: routineTitle }).click();
    await page.waitForURL((url) => url.pathname === `/routines/routine/${routine.id}`);
    await page.getByRole('heading', { level: 1, name: routineTitle }).waitFor();
    await page.getByRole('button', { name: shell.text('routineBuilder.assign') }).click();
    const assign = page.getByRole('dialog', { name: shell.text('routineBuilder.assignTitle') });
    await assign.getByRole('combobox', { name: shell.text('routineBuilder.assignPick') }).fill(participant.email);
    await page.getByRole('option', { name: `${name} (${participant.email})` }).click();
    await assign.getByLabel(shell.text('routineBuilder.assignStart')).fill(start);
    await expectNoSeriousViolations(page, 'assign dialog');
    await assign.getByRole('button', { name: shell.text('routineBuilder.assignSubmit') }).click();
    await shell.snackbar.filter({ hasText: 'Positive Action assigned to 1 participant!' }).waitFor();
    await assign.waitFor({ state: 'hidden' });

    // Stored: on start + day - 1; the squat's three share a repeat key.
    const assigned = await storedDays(page, userId, start, day14, titles);
    expect(assigned.days).toEqual({ [day1]: [squat], [day2]: [bridge], [day8]: [squat], [day14]: [squat] });
    const squatKeys = new Set(assigned.items.filter((item) => item.title === squat).map((item) => item.repeatKey));
    expect(squatKeys.size).toBe(1);
    expect([...squatKeys][0]).toEqual(expect.any(String));

    // The participant's calendar, from today's month to the month of each day.
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(e2e.url(`/participants/${userId}/routines`));
    await page.getByRole('heading', { level: 2, name: new RegExp(`^${monthTitle(today)}$`, 'i') }).waitFor();
    let shownMonth = today;
    const expectShown = async (expected: Record<string, string[]>) => {
      const months = [...new Set(Object.keys(expected).map((day) => day.slice(0, 7)))].sort();
      for (const month of months) {
        const days = Object.keys(expected).filter((day) => day.startsWith(month));
        await goToMonth(page, shell, shownMonth, days[0]!);
        shownMonth = days[0]!;
        for (const day of days) {
          for (const title of expected[day]!) await eventIn(page, day, title).waitFor();
        }
        const shown = await shownDays(page, titles);
        expect(shown).toEqual(Object.fromEntries(days.map((day) => [day, expected[day]])));
      }
    };
    await expectShown({ [day1]: [squat], [day2]: [bridge], [day8]: [squat], [day14]: [squat] });
    await expectNoSeriousViolations(page, 'calendar month of an assigned routine');

    // The day-8 squat: this one and the following ones go.
    await goToMonth(page, shell, shownMonth, day8);
    shownMonth = day8;
    await eventIn(page, day8, squat).click();
    const item = page.getByRole('dialog', { name: shell.text('calendar.editTitle.EXERCISE') });
    await item.getByRole('button', { name: shell.text('calendar.delete') }).click();
    const remove = page.getByRole('dialog', { name: shell.text('calendar.deleteTitle', { title: squat }) });
    await remove.getByRole('radio', { name: shell.text('calendar.deleteScope.following') }).check();
    await remove.getByRole('button', { name: shell.text('calendar.delete') }).click();
    await shell.snackbar.filter({ hasText: 'Items deleted!' }).waitFor();
    await remove.waitFor({ state: 'hidden' });
    await eventIn(page, day8, squat).waitFor({ state: 'detached' });

    // Stored and, after a reload, shown: days 1 and 2 remain, days 8 and 14 are gone.
    const expected = { [day1]: [squat], [day2]: [bridge] };
    expect((await storedDays(page, userId, start, day14, titles)).days).toEqual(expected);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: new RegExp(`^${monthTitle(today)}$`, 'i') }).waitFor();
    shownMonth = today;
    await expectShown(expected);
    for (const day of [day8, day14]) {
      await goToMonth(page, shell, shownMonth, day);
      shownMonth = day;
      expect(await eventIn(page, day, squat).count()).toBe(0);
    }
  });
});
