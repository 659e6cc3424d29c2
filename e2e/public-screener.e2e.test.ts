import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { notFoundHeading } from './support/pages/Shell.js';
import { shot } from './support/shots.js';

const e2e = setupE2E();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const ALL_FIELDS = 'All fields are required. Please fill all fields.';

/** The window at both widths, for a person to look at (e2e/.shots): the desktop, then a 390 px phone. */
async function shots(page: Page, name: string): Promise<void> {
  await shot(page, `public-screener-${name}-desktop`);
  await page.setViewportSize(PHONE);
  await shot(page, `public-screener-${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** The top-level questions of the section shown (a fieldset each; embedded ones sit inside them). */
const questionsOf = (page: Page): Locator => page.locator('section fieldset[data-question]:not(fieldset fieldset)');

/**
 * Chooses an answer as a person does: a click, then the radio shown chosen. (The radio is drawn from the
 * survey in the query cache, which tells the page one tick after the click: `check()` looking at once can
 * see it unchosen.)
 */
async function choose(radio: Locator): Promise<void> {
  await radio.click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/** Chooses each question's last answer (the most points), but for the questions named in `skip`. */
async function answerAll(page: Page, skip: readonly string[] = []): Promise<void> {
  const questions = questionsOf(page);
  const count = await questions.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const question = questions.nth(i);
    const legend = (await question.locator('legend').first().textContent()) ?? '';
    if (skip.includes(legend)) continue;
    await choose(question.getByRole('radio').last());
  }
}

/** Waits until the shown section is the one named ("Section 2 of 3"). */
const sectionShown = (page: Page, number: number, count: number) =>
  page.getByText(`Section ${number} of ${count}`, { exact: true }).waitFor();

describe('the public screener (/screener, no sign-in)', () => {
  it('on brain.localhost walks through every section: a missing answer is named, the result shows both factors, the submit form needs every field', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP, ...AXE_CONTEXT });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/public/')) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(e2e.url('/screener', 'brain'));
    await page.getByRole('heading', { level: 1, name: 'Brain health check' }).waitFor();
    await sectionShown(page, 1, 3);
    await page.getByRole('heading', { level: 2, name: 'Your health' }).waitFor();
    await expectNoSeriousViolations(page, 'the public screener, first section');
    await shots(page, 'start');

    // Every question of the first section but one: "Next" names it and completes nothing.
    const diabetes = 'Do you have diabetes?';
    await answerAll(page, [diabetes]);
    await page.getByRole('button', { name: 'Next' }).click();
    const missing = page.getByRole('group', { name: diabetes });
    await missing.getByText('Choose an answer.').waitFor();
    await page.getByText('One question still needs an answer.').waitFor();
    expect(await page.getByText('Choose an answer.').count()).toBe(1);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent),
      )
      .toBe(diabetes);
    await sectionShown(page, 1, 3);
    expect(sent.filter((call) => call.includes('/sections/'))).toEqual([]);
    await expectNoSeriousViolations(page, 'the public screener, a missing answer');
    await shots(page, 'missing-answer');

    // Answered: the section completes; the habits follow, then the optional last section.
    await choose(missing.getByRole('radio', { name: 'Yes' }));
    await page.getByRole('button', { name: 'Next' }).click();
    await sectionShown(page, 2, 3);
    await page.getByRole('heading', { level: 2, name: 'Your habits' }).waitFor();
    await answerAll(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await sectionShown(page, 3, 3);
    await page.getByRole('heading', { level: 2, name: 'A little more' }).waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();

    // The result: every last answer is the most points (risk 18 of the health questions, protective 14 of the habits).
    await page.getByRole('heading', { level: 2, name: 'Your results', exact: true }).waitFor();
    const risk = page.getByRole('group', { name: 'Risk Factor' });
    const protective = page.getByRole('group', { name: 'Protective Factor' });
    expect(await risk.locator('[data-figure]').textContent()).toBe('18');
    expect(await protective.locator('[data-figure]').textContent()).toBe('14');
    await risk.getByText('Lower is better.', { exact: false }).waitFor();
    await protective.getByText('Higher is better.', { exact: false }).waitFor();
    expect(sent.filter((call) => call.includes('/sections/'))).toHaveLength(3);
    expect(sent).toContain('PUT /api/public/surveys/complete');
    await expectNoSeriousViolations(page, 'the public screener, its result');
    await shots(page, 'result');

    // The submit form with an empty last name: the spec's words, nothing sent.
    await page.getByRole('textbox', { name: 'First name' }).fill('Lucía');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('lucia.e2e@test.example');
    await page.getByRole('button', { name: 'Send my results' }).click();
    await page.getByText(ALL_FIELDS, { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Last name' }).getAttribute('aria-invalid')).toBe('true');
    expect(sent).not.toContain('POST /api/public/surveys/submit');
    await page.getByRole('button', { name: 'Send my results' }).scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, 'the submit form, a field missing');
    await shots(page, 'submit-form');

    // Filled: the results are sent to that address.
    await page.getByRole('textbox', { name: 'Last name' }).fill('Gómez');
    await page.getByRole('button', { name: 'Send my results' }).click();
    await page.getByText('Your results have been sent to lucia.e2e@test.example.').waitFor();

    // A reload resumes the taker's survey from their cookie: the result, already sent.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Your results', exact: true }).waitFor();
    await page.getByText('Your results have been sent to your e-mail address.').waitFor();
  });

  it('/summit starts with an e-mail, /exos adds each factor, /survey has its own title and favicon', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP, ...AXE_CONTEXT });

    // /summit (version 2): the e-mail first.
    await page.goto(e2e.url('/summit', 'brain'));
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Field e-mail is required', { exact: true }).waitFor();
    await expectNoSeriousViolations(page, '/summit, the e-mail missing');
    await shots(page, 'summit-email');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('sam.e2e@test.example');
    await page.getByRole('button', { name: 'Start' }).click();
    await sectionShown(page, 1, 3);
    // Version 2 asks the two factors of 2024 too.
    await page.getByRole('group', { name: 'Has a doctor told you that your cholesterol is high?' }).waitFor();

    // /exos: the result with each factor's points of its maximum.
    await page.goto(e2e.url('/exos', 'brain'));
    for (const [number, next] of [
      [1, 'Next'],
      [2, 'Next'],
      [3, 'Finish'],
    ] as const) {
      await sectionShown(page, number, 3);
      if (number < 3) await answerAll(page);
      await page.getByRole('button', { name: next }).click();
    }
    await page.getByRole('heading', { name: 'Factor by factor' }).waitFor();
    const risks = page.getByRole('list', { name: 'Risk factors' });
    await risks.getByRole('listitem').filter({ hasText: 'Hearing' }).getByText('2 of 2').waitFor();
    const habits = page.getByRole('list', { name: 'Protective factors' });
    await habits.getByRole('listitem').filter({ hasText: 'Activity' }).getByText('3 of 3').waitFor();
    expect(await page.getByRole('heading', { name: 'Get your results by e-mail' }).count()).toBe(0);
    await expectNoSeriousViolations(page, '/exos, its result');
    await page.getByRole('heading', { name: 'Factor by factor' }).scrollIntoViewIfNeeded();
    await shots(page, 'exos-result');

    // /survey: the framework survey's own title and favicon.
    await page.goto(e2e.url('/survey', 'brain'));
    await page.getByRole('heading', { level: 1, name: 'Framework survey' }).waitFor();
    await expect.poll(() => page.title()).toBe('Framework survey | Stride Brain Health');
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon).toBe('/tenants/brain/framework-survey.svg');
    // Fetched by the page (brain.localhost resolves in the browser only).
    const served = await page.evaluate(async (href) => (await fetch(href)).headers.get('content-type'), favicon!);
    expect(served).toContain('image/svg+xml');
    await sectionShown(page, 1, 3);
    await shots(page, 'survey-start');
  });

  it('on the default tenant (screeners off) /screener is the not-found page and its calls answer 404', async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url('/screener'));
    await notFoundHeading(page).waitFor();
    expect(await page.getByRole('heading', { name: 'Brain health check' }).count()).toBe(0);
    const start = await page.request.post(e2e.url('/api/public/surveys/screener'), { data: {} });
    expect(start.status()).toBe(404);
    const complete = await page.request.put(e2e.url('/api/public/surveys/complete'));
    expect(complete.status()).toBe(404);
  });
});
