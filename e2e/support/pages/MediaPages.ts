import type { Locator, Page } from 'playwright-core';
import { escapeRegExp } from '../names.js';
import type { Shell } from './Shell.js';

export interface MediaFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The shell's upload dialog (spec 002): bottom right, non-modal, titled after the queue's state. */
export class UploadQueueDialog {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  /** "Uploading N items" for any N. */
  get uploadingTitle(): RegExp {
    const [before, after] = this.shell.text('media.uploadingItems', { count: '\u0000' }).split('\u0000');
    return new RegExp(`^${escapeRegExp(before ?? '')}\\d+${escapeRegExp(after ?? '')}$`);
  }
  get titles(): RegExp {
    const fixed = ['uploadingFailed', 'uploadingCompleted', 'uploadingTasks'].map((key) =>
      escapeRegExp(this.shell.text(`media.${key}`)),
    );
    return new RegExp(`^(${this.uploadingTitle.source.slice(1, -1)}|${fixed.join('|')})$`);
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.titles });
  }
  async title(): Promise<string> {
    return (await this.dialog.getByRole('heading').innerText()).trim();
  }
  /** A file's row: its name, state, progress bar and, when it failed, the reason. */
  task(name: string): Locator {
    return this.dialog.getByRole('listitem', { name });
  }
  progress(name: string): Locator {
    return this.dialog.getByRole('progressbar', { name: this.shell.text('media.uploadProgress', { name }) });
  }
  get closeButton(): Locator {
    return this.dialog.getByRole('button', { name: this.shell.text('media.uploadsClose') });
  }
}

/** The shell's media preview dialog (spec 002): image, video or PDF, Download, paging, Esc. */
export class MediaPreview {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }
  downloadButton(title: string): Locator {
    return this.dialog(title).getByRole('button', { name: this.shell.text('media.download') });
  }
  nextPage(title: string): Locator {
    return this.dialog(title).getByRole('button', { name: this.shell.text('media.nextPage') });
  }
  previousPage(title: string): Locator {
    return this.dialog(title).getByRole('button', { name: this.shell.text('media.previousPage') });
  }
  /** The "current / total" indicator. */
  pageIndicator(title: string): Locator {
    return this.dialog(title).getByRole('status');
  }
  video(title: string): Locator {
    return this.dialog(title).locator('video');
  }
  image(title: string): Locator {
    return this.dialog(title).getByRole('img', { name: title });
  }
  pdfPage(title: string): Locator {
    return this.dialog(title).locator('canvas');
  }
  /** Waits until pdf.js has drawn page `page` on the canvas: on a loaded machine that takes seconds. */
  async pdfPageRendered(title: string, page: number): Promise<void> {
    await this.dialog(title).locator(`canvas[data-rendered-page="${page}"]`).waitFor({ timeout: 30_000 });
  }
  async closeWithEscape(title: string): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.dialog(title).waitFor({ state: 'hidden' });
  }
}

/** /participants/{id}/user-library: the participant's media, its actions and dialogs. */
export class ParticipantMediaTab {
  readonly uploads: UploadQueueDialog;
  readonly preview: MediaPreview;

  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {
    this.uploads = new UploadQueueDialog(page, shell);
    this.preview = new MediaPreview(page, shell);
  }

  get table(): Locator {
    return this.shell.main.getByRole('table', { name: this.shell.text('participantMedia.tableLabel') });
  }
  get rows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }
  row(title: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('button', { name: title, exact: true }) });
  }
  /** A row's thumbnail still says Processing. */
  processing(title: string): Locator {
    return this.row(title).getByRole('status');
  }
  get uploadAndSendButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('participantMedia.uploadAndSend') });
  }
  get sendFromLibraryButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('participantMedia.sendFromLibrary') });
  }
  get uploadDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('participantMedia.uploadTitle') });
  }
  get pickerDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('participantMedia.pickTitle') });
  }
  get removeDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('participantMedia.removeTitle') });
  }

  async open(title: string): Promise<void> {
    await this.row(title).getByRole('button', { name: title, exact: true }).click();
    await this.preview.dialog(title).waitFor();
  }

  /** "Upload and send": the files chosen, compressed or not, sent; the upload dialog takes over. */
  async uploadAndSend(files: MediaFile[], compress = false): Promise<void> {
    await this.uploadAndSendButton.click();
    await this.uploadDialog.waitFor();
    await this.uploadDialog.getByLabel(this.shell.text('participantMedia.files')).setInputFiles(files);
    if (compress) await this.uploadDialog.getByLabel(this.shell.text('participantMedia.compress')).check();
    await this.uploadDialog.getByRole('button', { name: this.shell.text('participantMedia.send') }).click();
    await this.uploadDialog.waitFor({ state: 'hidden' });
  }

  async remove(title: string): Promise<void> {
    await this.row(title)
      .getByRole('button', { name: this.shell.text('participantMedia.remove', { title }) })
      .click();
    await this.removeDialog.getByRole('button', { name: this.shell.text('participantMedia.removeConfirm') }).click();
    await this.removeDialog.waitFor({ state: 'hidden' });
  }
}
