import type { Locator, Page } from 'playwright-core';
import type { Shell } from './Shell.js';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** /participants' "Import participants" page action and its dialog. */
export class ImportDialog {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  get openButton(): Locator {
    return this.shell.topBar.getByRole('button', { name: this.shell.text('tasks.importParticipants') });
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('tasks.importTitle') });
  }
  get fileInput(): Locator {
    return this.dialog.getByLabel(this.shell.text('tasks.file'));
  }
  get advisor(): Locator {
    return this.dialog.getByRole('combobox', { name: this.shell.text('tasks.advisor') });
  }
  get company(): Locator {
    return this.dialog.getByRole('combobox', { name: this.shell.text('tasks.company') });
  }
  get downloadTemplateButton(): Locator {
    return this.dialog.getByRole('button', { name: this.shell.text('tasks.downloadTemplate') });
  }
  get importButton(): Locator {
    return this.dialog.getByRole('button', { name: this.shell.text('tasks.import'), exact: true });
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await this.dialog.waitFor();
  }

  async choose(select: Locator, option: string | RegExp): Promise<void> {
    await select.click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async chooseFile(file: UploadFile): Promise<void> {
    await this.fileInput.setInputFiles(file);
  }

  /** The open dialog's file sent: the dialog closes and the tasks panel opens. */
  async importFile(file: UploadFile): Promise<void> {
    await this.chooseFile(file);
    await this.importButton.click();
    await this.dialog.waitFor({ state: 'hidden' });
  }
}

/** The top bar's Tasks button and the panel it opens (spec 002 section 2). */
export class TasksPanel {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  get button(): Locator {
    return this.shell.topBar.getByRole('button', { name: this.shell.text('tasks.button') });
  }
  get panel(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('tasks.title') });
  }

  /** A task's entry, by its file's name. */
  task(fileName: string): Locator {
    return this.panel
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: this.shell.text('tasks.typeParticipantsImport') }) })
      .filter({ hasText: fileName });
  }

  /** The task's status, as its chip says it. */
  status(fileName: string, key: string): Locator {
    return this.task(fileName).getByText(this.shell.text(key), { exact: true });
  }

  async open(): Promise<void> {
    if (!(await this.panel.isVisible())) {
      // Opening reads the tasks again: wait for that read, so that the list does not change under a click.
      await Promise.all([
        this.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/tasks' && r.request().method() === 'GET'),
        this.button.click(),
      ]);
    }
    await this.panel.waitFor();
  }

  /** Shows a task's errors and answers the list of them. */
  async expandErrors(fileName: string): Promise<Locator> {
    const task = this.task(fileName);
    // The one toggle of a task: "Show errors (n)".
    await task.getByRole('button', { expanded: false }).click();
    return task.getByRole('list', { name: this.shell.text('tasks.errorsLabel', { file: fileName }) });
  }
}
