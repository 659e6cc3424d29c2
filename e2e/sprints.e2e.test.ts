import type { Participant, SprintMessage } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { unique } from './support/names.js';
import { apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A plain day `days` after `day` (YYYY-MM-DD, UTC arithmetic: plain dates have no zone). */
function plus(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The stored messages of the participant from `from` to `to` with one of `texts`. */
async function storedMessages(page: Page, profileId: number, from: string, to: string, texts: string[]) {
  const answer = await apiFromPage<{ messages: SprintMessage[] }>(
    page,
    'GET',
    `/messages/users/${profileId}?from=${from}&to=${to}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.messages.filter((message) => texts.includes(message.text));
}

const eventIn = (page: Page, day: string, text: string) =>
  page.locator(`td.fc-daygrid-day[data-date="${day}"] .fc-event`).filter({ hasText: text });

describe('a sprint built, applied and seen on the participant’s calendar', () => {
  it('an advisor builds a template with messages on day 1 at 08:00 and day 3, applies it from today and sees them planned', async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), {
      context: { ...AXE_CONTEXT, viewport: DESKTOP },
    });
    const name = `Hydration sprint ${unique()}`;
    const first = `Good morning, drink a glass of water ${unique()}`;
    const third = `Day three: a short walk after lunch ${unique()}`;

    // /sprints: New sprint opens the editor.
    await page.goto(e2e.url('/sprints'));
    await page.getByRole('table', { name: shell.text('sprints.tableLabel') }).waitFor();
    await shotIfAsked(page, 'sprints-list-desktop');
    await page.getByRole('button', { name: shell.text('sprints.new') }).click();
    const create = page.getByRole('dialog', { name: shell.text('sprints.newTitle') });
    await create.getByRole('textbox', { name: shell.text('sprints.nameField') }).fill(name);
    await create.getByRole('button', { name: shell.text('sprints.create') }).click();
    await shell.snackbar.filter({ hasText: 'New sprint added!' }).waitFor();
    await page.waitForURL((url) => /^\/sprints\/\d+$/.test(url.pathname));
    const templateId = Number(new URL(page.url()).pathname.split('/').pop());

    // Day 1 at 08:00, then an added day 3 (the timeline shows one day after the last: day 2).
    const addMessage = async (day: number, text: string, time?: string) => {
      await page.getByRole('button', { name: shell.text('sprints.addMessageTo', { day }) }).click();
      const dialog = page.getByRole('dialog', { name: shell.text('sprints.newMessageTitle') });
      await dialog.getByRole('textbox', { name: shell.text('sprints.textField') }).fill(text);
      if (time) await dialog.getByLabel(shell.text('sprints.timeField'), { exact: false }).first().fill(time);
      await dialog.getByRole('button', { name: shell.text('sprints.add') }).click();
      await shell.snackbar.filter({ hasText: 'Saved!' }).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page
        .getByRole('listitem', { name: shell.text('sprints.dayLabel', { day }) })
        .getByText(text)
        .waitFor();
    };
    await addMessage(1, first, '08:00');
    await page.getByRole('button', { name: shell.text('sprints.addDay') }).click();
    await addMessage(3, third, '09:30');
    await expectNoSeriousViolations(page, 'sprint editor');
    await shotIfAsked(page, 'sprints-editor-desktop');

    const stored = await apiFromPage<{ messages: Array<{ day: number; time: string; text: string }> }>(
      page,
      'GET',
      `/messages/templates/${templateId}`,
    );
    expect(stored.body.messages.map((m) => [m.day, m.time, m.text])).toEqual([
      [1, '08:00', first],
      [3, '09:30', third],
    ]);

    // The preview, as the participant will read it.
    await page.getByRole('button', { name: shell.text('sprints.preview'), exact: true }).click();
    const preview = page.getByRole('dialog', { name: shell.text('sprints.previewTitle', { name }) });
    await preview.getByText(third).waitFor();
    await shotIfAsked(page, 'sprints-preview-desktop', { fullPage: false });
    await preview.getByRole('button', { name: shell.text('sprints.close') }).click();

    // The demo participant, whose advisor this is (the sprint chat needs them to see each other).
    const people = await apiFromPage<{ participants: Participant[] }>(
      page,
      'GET',
      `/participants?search=${encodeURIComponent(demoEmail('participant'))}`,
    );
    const participant = people.body.participants.find((p) => p.email === demoEmail('participant'));
    if (!participant) throw new Error('The demo participant is not listed');
    const fullName = `${participant.firstName} ${participant.lastName}`;

    // Apply to the participant from today (the dialog's default).
    await page.getByRole('button', { name: shell.text('sprints.applyAction') }).click();
    const apply = page.getByRole('dialog', { name: shell.text('sprints.applyNamed', { name }) });
    await apply.getByRole('combobox', { name: shell.text('sprints.applyPick') }).fill(participant.email);
    await page.getByRole('option', { name: `${fullName} (${participant.email})` }).click();
    const start = await apply.getByLabel(shell.text('sprints.startDate'), { exact: false }).inputValue();
    expect(start).toBe(new Date().toISOString().slice(0, 10));
    await apply.getByRole('button', { name: shell.text('sprints.applySubmit') }).click();
    await shell.snackbar.filter({ hasText: 'New messages scheduled!' }).waitFor();
    await apply.waitFor({ state: 'hidden' });

    // Stored: day 1 and day 3 of the participant's calendar, at their times; day 3 planned (day 1 is
    // skipped when 08:00 had passed in the participant's zone, and the page says so).
    const messages = await storedMessages(page, participant.profileId, plus(start, -1), plus(start, 4), [first, third]);
    expect(messages.map((m) => [m.text, m.time])).toEqual([
      [first, '08:00'],
      [third, '09:30'],
    ]);
    const [dayOne, dayThree] = messages as [SprintMessage, SprintMessage];
    expect(dayThree.status).toBe('PLANNED');
    expect(['PLANNED', 'SKIPPED']).toContain(dayOne.status);
    expect(dayThree.date).toBe(plus(dayOne.date, 2));
    if (dayOne.status === 'SKIPPED') {
      await page.getByText(shell.text('sprints.pastWarning_one', { count: 1 })).waitFor();
    }

    // The participant's sprints calendar: each message on its day, with its status's colour.
    await page.goto(e2e.url(`/participants/${participant.id}/sprints`));
    await eventIn(page, dayThree.date, third).waitFor();
    await expect
      .poll(() => eventIn(page, dayThree.date, third).getAttribute('class'))
      .toContain('sprint-message-planned');
    await eventIn(page, dayOne.date, first).waitFor();
    expect(await eventIn(page, dayOne.date, first).getAttribute('class')).toContain(
      `sprint-message-${dayOne.status.toLowerCase()}`,
    );
    expect(await eventIn(page, dayThree.date, third).textContent()).toContain('09:30');
    await expectNoSeriousViolations(page, 'participant sprints month');
    await shotIfAsked(page, 'sprints-participant-desktop');

    // Opening the day-3 message shows its definition.
    await eventIn(page, dayThree.date, third).click();
    const definition = page.getByRole('dialog', { name: shell.text('sprints.definitionTitle') });
    await expect
      .poll(() => definition.getByRole('textbox', { name: shell.text('sprints.textField') }).inputValue())
      .toBe(third);
    await definition.getByRole('button', { name: shell.text('common.cancel') }).click();

    // On a 390 px screen: the week as a list.
    await page.setViewportSize(PHONE);
    await page.goto(e2e.url(`/participants/${participant.id}/sprints`));
    const today = new Date().toISOString().slice(0, 10);
    const usToday = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;
    await page.getByRole('region', { name: usToday }).waitFor();
    await expect.poll(() => page.getByRole('progressbar', { name: shell.text('common.loading') }).count()).toBe(0);
    await shotIfAsked(page, 'sprints-participant-phone');
    await page.goto(e2e.url(`/sprints/${templateId}`));
    await page
      .getByRole('listitem', { name: shell.text('sprints.dayLabel', { day: 3 }) })
      .getByText(third)
      .waitFor();
    await shotIfAsked(page, 'sprints-editor-phone');
    await page.goto(e2e.url('/sprints'));
    await page.getByText(name).first().waitFor();
    await shotIfAsked(page, 'sprints-list-phone');

    // Clean up: the whole series of this run.
    if (dayThree.correlationId) {
      const removed = await apiFromPage(
        page,
        'DELETE',
        `/messages/definitions/correlationId/${dayThree.correlationId}`,
      );
      expect(removed.status).toBe(200);
    }
  });
});
