import type { Participant, Sequence } from '@stride/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { searchAnswered, signInAs } from './support/flows.js';
import { unique } from './support/names.js';
import type { Shell } from './support/pages/Shell.js';
import { apiFromPage } from './support/session.js';
import { clearShots, shot } from './support/shots.js';
import { sendWithIfMatch } from './support/versioned.js';

const e2e = setupE2E();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The routine as stored (GET /routines/definitions/sequences/{id}). */
async function stored(page: Page, id: number): Promise<Sequence> {
  const answer = await apiFromPage<Sequence>(page, 'GET', `/routines/definitions/sequences/${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Titles per day, in order: { 1: ['Bodyweight squat', …], … } (days without items left out). */
function titlesByDay(sequence: Sequence): Record<number, string[]> {
  const days: Record<number, string[]> = {};
  for (const item of [...sequence.items].sort((a, b) => a.day - b.day || a.position - b.position))
    (days[item.day] ??= []).push(item.title);
  return days;
}

/** The builder as a user reads it. */
class BuilderPage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}
  day(day: number): Locator {
    return this.page.getByRole('region', { name: this.shell.text('routineBuilder.day', { day }), exact: true });
  }
  /** The items' titles shown on a day, in order. */
  async titles(day: number): Promise<string[]> {
    const cards = this.page.getByTestId(`routine-day-${day}`).locator('[data-testid^="routine-item-"]');
    const titles = await cards.locator('p').allInnerTexts();
    return titles.map((title) => title.trim());
  }
  dragHandle(title: string, day: number): Locator {
    return this.page.getByRole('button', {
      name: this.shell.text('routineBuilder.dragItem', { title, day }),
      exact: true,
    });
  }
  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Add from library to a day: search, optionally the kind, and choose the first match of that title. */
  async add(day: number, title: string, kind?: 'Circuits' | 'Activities') {
    await this.page
      .getByRole('button', { name: this.shell.text('routineBuilder.addToDay', { day }), exact: true })
      .click();
    const dialog = this.dialog(this.shell.text('routineBuilder.addTitle', { day }));
    if (kind) {
      await dialog.getByRole('combobox', { name: this.shell.text('routineBuilder.kindFilter') }).click();
      await this.page.getByRole('option', { name: kind }).click();
    }
    await searchAnswered(
      this.page,
      dialog.getByRole('searchbox', { name: this.shell.text('routineBuilder.searchLibrary') }),
      title,
      '/routines/definitions/items',
    );
    const row = dialog
      .getByRole('checkbox', { name: this.shell.text('routineBuilder.chooseItem', { title }), exact: true })
      .first();
    await row.click();
    await expect.poll(() => row.getAttribute('aria-checked')).toBe('true');
    await dialog
      .getByRole('button', { name: this.shell.text('routineBuilder.addChosen_one', { count: 1, day }), exact: true })
      .click();
    await this.shell.snackbar.filter({ hasText: 'Item added!' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** Drags an item's handle onto a point of another element with the mouse, in steps (as @dnd-kit needs). */
  async drag(handle: Locator, target: Locator, where: 'top' | 'center' = 'center') {
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('Nothing to drag, or nowhere to drop it');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 5 });
    const y = where === 'top' ? to.y + 4 : to.y + to.height / 2;
    await this.page.mouse.move(to.x + to.width / 2, y, { steps: 20 });
    await this.page.waitForTimeout(150);
    await this.page.mouse.move(to.x + to.width / 2, y + 1, { steps: 2 });
    await this.page.mouse.up();
  }
}

describe('routine builder as an advisor', () => {
  it('builds a 14-day routine, copies days 1-3 to 8-10, reorders by dragging, finds it after a reload, assigns it', async () => {
    await clearShots('routine-builder-');
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), {
      context: { ...AXE_CONTEXT, viewport: DESKTOP },
    });
    await page.goto(e2e.url('/routines?tab=routines'));
    await page.getByRole('table', { name: shell.text('sequences.tableLabel') }).waitFor();
    await page.getByRole('button', { name: shell.text('sequences.new') }).click();

    // A new routine of 14 days opens in the builder.
    const title = `Two strong weeks ${unique()}`;
    const create = page.getByRole('dialog', { name: shell.text('sequences.newTitle') });
    await create.getByRole('textbox', { name: shell.text('sequences.titleField') }).fill(title);
    expect(await create.getByRole('spinbutton', { name: shell.text('sequences.daysField') }).inputValue()).toBe('14');
    await create.getByRole('button', { name: shell.text('sequences.create') }).click();
    await shell.snackbar.filter({ hasText: 'New Positive Action added!' }).waitFor();
    await page.waitForURL((url) => /^\/routines\/routine\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const builder = new BuilderPage(page, shell);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByRole('heading', { level: 3 }).count()).toBe(14);
    expect(await page.getByRole('link', { name: 'Back to Positive Actions' }).count()).toBe(1);
    // The page is titled with the tenant's word for one routine (issue 29).
    await expect.poll(() => page.title()).toMatch(/^Positive Action \|/);

    // Days 1-3 from the seeded library: exercises, a circuit and an activity.
    await builder.add(1, 'Bodyweight squat');
    await builder.add(1, 'Glute bridge');
    await builder.add(1, 'Core builder', 'Circuits');
    await builder.add(2, 'Brisk walk', 'Activities');
    await builder.add(3, 'Reverse lunge');
    expect(titlesByDay(await stored(page, id))).toEqual({
      1: ['Bodyweight squat', 'Glute bridge', 'Core builder'],
      2: ['Brisk walk'],
      3: ['Reverse lunge'],
    });
    expect(await builder.titles(1)).toEqual(['Bodyweight squat', 'Glute bridge', 'Core builder']);
    await expectNoSeriousViolations(page, 'routine builder');

    // Copy days 1-3 to days 8-10; the spec's text first when no item is in the days chosen.
    await page.getByRole('button', { name: shell.text('routineBuilder.copyDays') }).click();
    const copy = builder.dialog(shell.text('routineBuilder.copyTitle'));
    const field = (key: string) => copy.getByRole('spinbutton', { name: shell.text(key) });
    await field('routineBuilder.copyFrom').fill('5');
    await field('routineBuilder.copyTo').fill('6');
    await field('routineBuilder.copyStart').fill('8');
    await copy.getByRole('button', { name: shell.text('routineBuilder.copySubmit') }).click();
    await copy.getByText('You need to select at least one exercise!').waitFor();
    await field('routineBuilder.copyFrom').fill('1');
    await field('routineBuilder.copyTo').fill('3');
    await expectNoSeriousViolations(page, 'copy days dialog');
    await copy.getByRole('button', { name: shell.text('routineBuilder.copySubmit') }).click();
    await shell.snackbar.filter({ hasText: 'Items copied!' }).waitFor();
    await copy.waitFor({ state: 'hidden' });
    const copied = titlesByDay(await stored(page, id));
    expect(copied[8]).toEqual(copied[1]);
    expect(copied[9]).toEqual(copied[2]);
    expect(copied[10]).toEqual(copied[3]);
    expect(await builder.titles(9)).toEqual(['Brisk walk']);

    // Drag the circuit to the top of day 1, and the walk of day 2 to day 4.
    await builder.drag(
      builder.dragHandle('Core builder', 1),
      page.getByTestId(`routine-day-1`).locator('[data-testid^="routine-item-"]').first(),
      'top',
    );
    await shell.snackbar.filter({ hasText: 'Item moved!' }).waitFor();
    await expect
      .poll(async () => titlesByDay(await stored(page, id))[1])
      .toEqual(['Core builder', 'Bodyweight squat', 'Glute bridge']);
    await shell.snackbar.getByRole('button', { name: shell.text('common.close') }).click();
    await builder.drag(builder.dragHandle('Brisk walk', 2), page.getByTestId('routine-day-4'));
    await shell.snackbar.filter({ hasText: 'Item moved!' }).waitFor();
    await expect.poll(async () => titlesByDay(await stored(page, id))[4]).toEqual(['Brisk walk']);
    const arranged = titlesByDay(await stored(page, id));
    expect(arranged[2]).toBeUndefined();

    // With the keyboard: Space picks Glute bridge up on day 8, the up arrow moves it, Space drops it.
    await shell.snackbar.getByRole('button', { name: shell.text('common.close') }).click();
    const handle = builder.dragHandle('Glute bridge', 8);
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await shell.snackbar.filter({ hasText: 'Item moved!' }).waitFor();
    await expect
      .poll(async () => titlesByDay(await stored(page, id))[8])
      .toEqual(['Glute bridge', 'Bodyweight squat', 'Core builder']);

    // After a reload the routine is as it was left.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await builder.day(1).waitFor();
    expect(await builder.titles(1)).toEqual(['Core builder', 'Bodyweight squat', 'Glute bridge']);
    expect(await builder.titles(2)).toEqual([]);
    expect(await builder.titles(4)).toEqual(['Brisk walk']);
    expect(await builder.titles(8)).toEqual(['Glute bridge', 'Bodyweight squat', 'Core builder']);
    await shot(page, 'routine-builder-desktop');

    // Another tab renames it meanwhile: the next change here is refused (412), the routine as it is now
    // shows with the stale message, and the change goes through once tried again.
    const before = await stored(page, id);
    const renamed = `${title} (renamed elsewhere)`;
    const other = await sendWithIfMatch(page, 'PUT', `/routines/definitions/sequences/${id}`, `W/"${before.version}"`, {
      title: renamed,
    });
    expect(other.status).toBe(200);
    const removeLunge = async () => {
      await page
        .getByRole('button', {
          name: shell.text('routineBuilder.itemActions', { title: 'Reverse lunge', day: 3 }),
          exact: true,
        })
        .click();
      await page.getByRole('menuitem', { name: shell.text('routineBuilder.removeItem') }).click();
    };
    await removeLunge();
    await shell.snackbar.filter({ hasText: 'Someone else changed this in the meantime.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    expect(titlesByDay(await stored(page, id))[3]).toEqual(['Reverse lunge']);
    await shell.snackbar.getByRole('button', { name: shell.text('common.close') }).click();
    await removeLunge();
    await shell.snackbar.filter({ hasText: 'Item removed!' }).waitFor();
    await expect.poll(async () => titlesByDay(await stored(page, id))[3]).toBeUndefined();
    expect(await builder.titles(3)).toEqual([]);

    // The squat of day 1 gets this routine's own amounts (issue 29, item 6): its title opens them.
    await page
      .getByRole('button', {
        name: new RegExp(`^Bodyweight squat.*${shell.text('routineBuilder.openItemHint', { day: 1 })}$`),
      })
      .click();
    const amounts = builder.dialog(shell.text('routineBuilder.prescriptionTitle', { title: 'Bodyweight squat' }));
    await amounts.getByText(shell.text('routineBuilder.libraryValue', { value: 12 })).waitFor();
    await amounts.getByRole('textbox', { name: shell.text('routines.field.repetitions') }).fill('5');
    await amounts.getByRole('button', { name: shell.text('form.save') }).click();
    await shell.snackbar.filter({ hasText: 'Item updated!' }).waitFor();
    await builder.day(1).getByText('3 × 5').waitFor();
    const squat = (await stored(page, id)).items.find((i) => i.day === 1 && i.title === 'Bodyweight squat');
    expect(squat?.prescription.repetitions).toBe(5);

    // Assign it to a participant of the advisor from a start date; the Participants panel names them.
    const people = await apiFromPage<{ participants: Participant[] }>(
      page,
      'GET',
      '/participants?perPage=1&active=true',
    );
    const receiver = people.body.participants[0];
    if (!receiver) throw new Error('The advisor has no participant to assign to');
    const receiverName = `${receiver.firstName} ${receiver.lastName}`;
    await page.getByRole('button', { name: shell.text('routineBuilder.assign') }).click();
    const assign = builder.dialog(shell.text('routineBuilder.assignTitle'));
    await assign.getByRole('combobox', { name: shell.text('routineBuilder.assignPick') }).fill(receiver.email);
    await page.getByRole('option', { name: `${receiverName} (${receiver.email})` }).click();
    await assign.getByLabel(shell.text('routineBuilder.assignStart')).fill('2026-12-01');
    await expectNoSeriousViolations(page, 'assign dialog');
    await assign.getByRole('button', { name: shell.text('routineBuilder.assignSubmit') }).click();
    await shell.snackbar.filter({ hasText: 'Positive Action assigned to 1 participant!' }).waitFor();
    const panel = page.getByRole('region', { name: /^Participants/ });
    await panel.getByRole('link', { name: receiverName }).waitFor();
    const assigned = await apiFromPage<{ items: Array<{ participantProfileId: number; startDate: string }> }>(
      page,
      'GET',
      `/routines/definitions/sequences/${id}/participants`,
    );
    expect(assigned.body.items).toEqual([
      expect.objectContaining({ participantProfileId: receiver.profileId, startDate: '2026-12-01' }),
    ]);
    await shot(page, 'routine-builder-desktop-assigned');

    // On a 390 px phone: one column, nothing wider than the window.
    const phone = await signInAs(e2e, demoEmail('advisor'), {
      path: `/routines/routine/${id}`,
      context: { ...AXE_CONTEXT, viewport: PHONE },
    });
    await phone.page.getByRole('heading', { level: 1, name: title }).waitFor();
    const phoneBuilder = new BuilderPage(phone.page, phone.shell);
    await phoneBuilder.day(1).waitFor();
    expect(await phoneBuilder.titles(1)).toEqual(['Core builder', 'Bodyweight squat', 'Glute bridge']);
    const [day1, day2] = await Promise.all([phoneBuilder.day(1).boundingBox(), phoneBuilder.day(2).boundingBox()]);
    expect(day1 && day2 && day2.y > day1.y + day1.height - 1).toBe(true);
    const overflow = await phone.page.evaluate(
      () => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(phone.page, 'routine builder on a phone');
    await shot(phone.page, 'routine-builder-phone');

    // A routine of the platform's library opens read-only: no add, no drag, but it may be assigned.
    const platform = await apiFromPage<{ items: Sequence[] }>(
      page,
      'GET',
      '/routines/definitions/sequences?scope=platform&perPage=1',
    );
    const starter = platform.body.items[0];
    if (!starter) throw new Error('The seed has no platform routine');
    await phone.page.goto(e2e.url(`/routines/routine/${starter.id}`));
    await phone.page.getByRole('heading', { level: 1, name: starter.title }).waitFor();
    await phone.page.getByText(phone.shell.text('routineBuilder.readOnly')).waitFor();
    expect(await phone.page.getByRole('button', { name: phone.shell.text('routineBuilder.add') }).count()).toBe(0);
    expect(await phone.page.getByRole('button', { name: phone.shell.text('routineBuilder.assign') }).count()).toBe(1);
    await expectNoSeriousViolations(phone.page, 'a platform routine on a phone');
    await shot(phone.page, 'routine-builder-platform-phone');

    // The routines tab lists it, on the phone as cards.
    await phone.page.goto(e2e.url(`/routines?tab=routines&search=${encodeURIComponent(title)}`));
    await phone.page.getByRole('link', { name: title }).waitFor();
    await expectNoSeriousViolations(phone.page, 'routines tab on a phone');
    await shot(phone.page, 'routine-builder-list-phone');
    await page.goto(e2e.url('/routines?tab=routines'));
    await page.getByRole('link', { name: title }).waitFor();
    await expectNoSeriousViolations(page, 'routines tab');
    await shot(page, 'routine-builder-list-desktop');
  });
});
