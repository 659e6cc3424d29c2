import { readFile } from 'node:fs/promises';
import type { Participant, Task } from '@stride/contracts';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail, type DemoRoleKey } from './support/accounts.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { routeText } from './support/i18n.js';
import { CSV_TYPE, ImportDialog, TasksPanel, XLSX_TYPE, type UploadFile } from './support/pages/ImportPages.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

// A server of its own: the imports add well over a thousand participants, which no other file expects.
const e2e = setupE2E({ env: { SEED: 'demo' } });
// The portal's CSP allows no injected script: axe needs the context to bypass it.
const AXE_CONTEXT = { bypassCSP: true };
/** An import is a background job; the panel sees its end at the next 5 s poll. */
const IMPORT_DONE_MS = 60_000;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const csv = (name: string, lines: string[]): UploadFile => ({
  name,
  mimeType: CSV_TYPE,
  buffer: Buffer.from(lines.join('\r\n')),
});

async function xlsx(name: string, rows: string[][]): Promise<UploadFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  for (const row of rows) sheet.addRow(row);
  return { name, mimeType: XLSX_TYPE, buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** Signed in on /participants (optionally searching), with the import dialog and tasks panel at hand. */
async function onParticipants(role: DemoRoleKey, search = '') {
  const path = search ? `/participants?search=${encodeURIComponent(search)}` : '/participants';
  const { page, shell } = await signInAs(e2e, demoEmail(role), { path, context: AXE_CONTEXT });
  await shell.main.getByRole('heading', { level: 1, name: routeText(shell.language, '/participants') }).waitFor();
  return { page, shell, importer: new ImportDialog(page, shell), tasks: new TasksPanel(page, shell) };
}

async function storedTasks(page: Page): Promise<Task[]> {
  const res = await apiFromPage<{ tasks: Task[] }>(page, 'GET', '/tasks?perPage=100');
  expect(res.status).toBe(200);
  return res.body.tasks;
}

async function participantsMatching(page: Page, search: string): Promise<Participant[]> {
  const res = await apiFromPage<{ participants: Participant[] }>(
    page,
    'GET',
    `/participants?perPage=100&search=${encodeURIComponent(search)}`,
  );
  expect(res.status).toBe(200);
  return res.body.participants;
}

describe('participant import dialog', () => {
  it('downloads the template with the sign-in and checks the file before sending it', async () => {
    const { page, shell, importer } = await onParticipants('advisor');
    await importer.open();
    // An advisor imports their own participants unless they choose a colleague.
    const me = await apiFromPage<{ firstName: string; lastName: string }>(
      page,
      'GET',
      `/profiles/${(await accessClaims(page)).profile_id}`,
    );
    await expect.poll(() => importer.advisor.innerText()).toContain(`${me.body.firstName} ${me.body.lastName}`);
    await expectNoSeriousViolations(page, 'the import dialog');
    await shotIfAsked(page, 'import-dialog');

    const [download] = await Promise.all([page.waitForEvent('download'), importer.downloadTemplateButton.click()]);
    expect(download.suggestedFilename()).toBe('participants-import-template.csv');
    const template = await readFile(await download.path());
    expect(template.toString('utf8').split(/\r?\n/)[0]).toBe('firstName,lastName,email,language');

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/participants/import')) posts.push(request.url());
    });
    await importer.chooseFile({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await importer.dialog.getByText(shell.text('tasks.wrongFileType', { name: 'notes.txt' })).waitFor();
    await importer.chooseFile(csv('empty.csv', []));
    await importer.dialog.getByText(shell.text('tasks.emptyFile', { name: 'empty.csv' })).waitFor();
    await importer.importButton.click();
    await expect.poll(() => importer.fileInput.getAttribute('aria-invalid')).toBe('true');
    await shotIfAsked(page, 'import-dialog-errors');
    expect(posts).toEqual([]);
    await expect.poll(() => importer.dialog.isVisible()).toBe(true);
  });
});

describe('import and the tasks panel', () => {
  it('follows a CSV import to Completed, check errors, lists the row errors, and deletes it', async () => {
    const s = unique();
    const { page, shell, importer, tasks } = await onParticipants('advisor', `ana-${s}`);
    const fileName = `people-${s}.csv`;
    const bulk = Array.from({ length: 1500 }, (_, i) => `Bulk${i},Import${s},bulk${i}-${s}@import.example,en`);
    const file = csv(fileName, [
      'firstName,lastName,email,language',
      `Ana,Import${s},ana-${s}@import.example,es`,
      `,Nofirst,nofirst-${s}@import.example,`,
      'Bo,Bad,not-an-email,',
      `Cy,Twice,ANA-${s}@import.example,`,
      `Di,Taken,${demoEmail('participant')},`,
      ...bulk,
    ]);
    // The list searched for the first row's participant is empty before the import.
    await shell.main.getByRole('table').waitFor();
    expect(
      await shell.main
        .getByRole('row')
        .filter({ hasText: `Import${s}` })
        .count(),
    ).toBe(0);

    await importer.open();
    await importer.importFile(file);
    // The confirmation shows under the panel, which (a modal popover) hides it from the accessibility tree.
    await page.getByText(shell.text('tasks.importStarted')).waitFor();
    await tasks.panel.waitFor();
    // The job may finish before the panel's first poll, so the test does not wait for In progress
    // (the panel's unit test renders it); it waits for the task itself to show.
    await tasks.task(fileName).waitFor();
    await shotIfAsked(page, 'tasks-panel-in-progress');

    await tasks.status(fileName, 'tasks.statusPartiallyCompleted').waitFor({ timeout: IMPORT_DONE_MS });
    const task = tasks.task(fileName);
    await task.getByText('1501 participants imported').waitFor();
    const errors = await tasks.expandErrors(fileName);
    const texts = await errors.getByRole('listitem').allInnerTexts();
    expect(texts.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      `Row 3: ${shell.text('tasks.errorMissingFirstName')}`,
      `Row 4: ${shell.text('tasks.errorInvalidEmail')} not-an-email`,
      `Row 5: ${shell.text('tasks.errorDuplicatedEmail')} ${shell.text('tasks.emailInUse', { email: `ANA-${s}@import.example` })}`,
      `Row 6: ${shell.text('tasks.errorDuplicatedEmail')} ${shell.text('tasks.emailInUse', { email: demoEmail('participant') })}`,
    ]);
    await expectNoSeriousViolations(page, 'the tasks panel with a task and its errors');
    await shotIfAsked(page, 'tasks-panel-errors');

    const stored = (await storedTasks(page)).find((t) => t.fileName === fileName);
    expect(stored).toMatchObject({ status: 'partially_completed', metadata: { IMPORTED_PARTICIPANTS: 1501 } });
    expect(stored?.taskErrors.map((e) => [e.row, e.code])).toEqual([
      [3, 'MISSING_FIRSTNAME'],
      [4, 'INVALID_EMAIL'],
      [5, 'DUPLICATED_EMAIL'],
      [6, 'DUPLICATED_EMAIL'],
    ]);
    const claims = await accessClaims(page);
    expect(await participantsMatching(page, `ana-${s}`)).toEqual([
      expect.objectContaining({ firstName: 'Ana', lastName: `Import${s}`, advisorProfileId: claims.profile_id }),
    ]);
    expect(await participantsMatching(page, `nofirst-${s}`)).toEqual([]);

    // The list the user is on reads again when the import ends.
    await page.keyboard.press('Escape');
    await tasks.panel.waitFor({ state: 'hidden' });
    await shell.main
      .getByRole('row')
      .filter({ hasText: `Import${s}` })
      .waitFor();

    await tasks.open();
    await tasks
      .task(fileName)
      .getByRole('button', { name: shell.text('common.delete') })
      .click();
    await tasks.task(fileName).waitFor({ state: 'detached' });
    expect((await storedTasks(page)).some((t) => t.id === stored?.id)).toBe(false);
  });

  it('imports an XLSX for an advisor an admin chooses: Success, and OK dismisses it', async () => {
    const s = unique();
    const { page, shell, importer, tasks } = await onParticipants('admin');
    const fileName = `people-${s}.xlsx`;
    await importer.open();
    await importer.choose(importer.company, 'Greenfield Family Practice');
    await importer.advisor.click();
    const option = page.getByRole('option').first();
    const advisorName = (await option.innerText()).trim();
    await option.click();
    await importer.importFile(
      await xlsx(fileName, [
        ['firstName', 'lastName', 'email', 'language'],
        ['Xia', `Sheet${s}`, `xia-${s}@import.example`, 'es'],
        ['Yan', `Sheet${s}`, `yan-${s}@import.example`, 'en'],
        ['Zoe', `Sheet${s}`, `zoe-${s}@import.example`, ''],
      ]),
    );
    await tasks.status(fileName, 'tasks.statusCompleted').waitFor({ timeout: IMPORT_DONE_MS });
    await tasks.task(fileName).getByText('3 participants imported').waitFor();
    await shotIfAsked(page, 'tasks-panel-success');

    const imported = await participantsMatching(page, `Sheet${s}`);
    expect(imported.map((p) => [p.firstName, p.advisorName, p.language]).sort()).toEqual([
      ['Xia', advisorName, 'es'],
      ['Yan', advisorName, 'en'],
      ['Zoe', advisorName, 'en'],
    ]);
    const id = (await storedTasks(page)).find((t) => t.fileName === fileName)?.id;
    expect(id).toBeDefined();
    await tasks
      .task(fileName)
      .getByRole('button', { name: shell.text('tasks.ok'), exact: true })
      .click();
    await tasks.task(fileName).waitFor({ state: 'detached' });
    expect((await storedTasks(page)).some((t) => t.id === id)).toBe(false);
  });

  it('fails a file with a wrong column: Wrong column and its name, nobody imported', async () => {
    const s = unique();
    const { page, shell, importer, tasks } = await onParticipants('companyadmin');
    const fileName = `wrong-${s}.csv`;
    await importer.open();
    // A company admin is no advisor: they choose one of their company's.
    await importer.chooseFile(csv(fileName, ['firstName,lastName,mail', `Wes,Wrong${s},wes-${s}@import.example`]));
    await importer.importButton.click();
    await importer.dialog.getByText(shell.text('tasks.chooseAdvisor')).waitFor();
    await importer.advisor.click();
    await page.getByRole('option').first().click();
    await importer.importButton.click();
    await importer.dialog.waitFor({ state: 'hidden' });

    await tasks.status(fileName, 'tasks.statusFailed').waitFor({ timeout: IMPORT_DONE_MS });
    const errors = await tasks.expandErrors(fileName);
    await errors.getByText(shell.text('tasks.errorInvalidSchema'), { exact: true }).waitFor();
    await errors.getByText(shell.text('tasks.wrongColumn', { column: 'mail' }), { exact: true }).waitFor();
    await expectNoSeriousViolations(page, 'the tasks panel with a failed task');
    await shotIfAsked(page, 'tasks-panel-failed');
    expect((await storedTasks(page)).find((t) => t.fileName === fileName)).toMatchObject({
      status: 'failed',
      errorDetails: { code: 'INVALID_SCHEMA', value: 'mail' },
      metadata: { IMPORTED_PARTICIPANTS: 0 },
    });
    expect(await participantsMatching(page, `Wrong${s}`)).toEqual([]);
  });
});
