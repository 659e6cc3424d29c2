import type { ParticipantList, SamiAnswer } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { unique } from './support/names.js';
import { apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();

describe('the assistant', () => {
  it("drafts an answer from the participant's records, says it is not from a model, and keeps the advisor's final answer", async () => {
    const { page, shell } = await signInAs(e2e, demoEmail('advisor'), { context: AXE_CONTEXT });
    const email = demoEmail('participant');
    const found = await apiFromPage<ParticipantList>(page, 'GET', `/participants?search=${encodeURIComponent(email)}`);
    const person = found.body.participants[0]!;
    await page.goto(e2e.url(`/participants/${person.id}/general`));
    await shell.waitForReady();

    await shell.main.getByRole('button', { name: shell.text('assistant.button') }).click();
    const dialog = page.getByRole('dialog', { name: shell.text('assistant.title') });
    const question = dialog.getByRole('textbox', { name: shell.text('assistant.question') });
    // Nothing asked without a question.
    await dialog.getByRole('button', { name: shell.text('assistant.ask'), exact: true }).click();
    await dialog.getByText(shell.text('assistant.questionRequired')).waitFor();

    await question.fill('What is their e-mail address?');
    await dialog.getByRole('button', { name: shell.text('assistant.ask'), exact: true }).click();
    // Said above the draft (the draft itself ends with the same words).
    await dialog
      .getByRole('alert')
      .filter({ hasText: shell.text('assistant.builtinLabel') })
      .waitFor({ timeout: 20_000 });
    const draft = dialog.getByRole('textbox', { name: shell.text('assistant.answer') });
    // The answer cites the participant's own record.
    expect(await draft.inputValue()).toContain(`Email: ${email}`);
    await shotIfAsked(page, 'assistant-draft');
    await expectNoSeriousViolations(page, 'the assistant dialog');

    const final = `Write to ${email} (${unique()}).`;
    await draft.fill(final);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => /\/api\/sami\/\d+$/.test(r.url()) && r.request().method() === 'PUT'),
      dialog.getByRole('button', { name: shell.text('assistant.save') }).click(),
    ]);
    expect(saved.status()).toBe(200);
    expect(((await saved.json()) as SamiAnswer).finalAnswer).toBe(final);
    await shell.snackbar.filter({ hasText: shell.text('assistant.saved') }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });
});
