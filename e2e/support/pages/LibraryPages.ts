import type { Locator, Page } from 'playwright-core';
import type { MediaFile } from './MediaPages.js';
import type { Shell } from './Shell.js';

/** /library: the folder's path, the toolbar, the table of folders and files, their menus and dialogs. */
export class LibraryPage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  text(key: string, vars?: Record<string, string | number>): string {
    return this.shell.text(key, vars);
  }

  get heading(): Locator {
    return this.shell.main.getByRole('heading', { level: 1 });
  }
  /** The folder's path from the main folder (the last one is the folder shown). */
  get path(): Locator {
    return this.shell.main.getByRole('navigation', { name: this.text('library.folderPath') });
  }
  /** The table of the folder named `name`. */
  table(name: string): Locator {
    return this.shell.main.getByRole('table', { name: this.text('library.tableLabel', { name }) });
  }
  /** The body rows of the table shown (the header row has column headers, not cells). */
  get rows(): Locator {
    return this.shell.main
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') });
  }
  row(title: string): Locator {
    return this.rows.filter({ hasText: title });
  }
  /** The thumbnail picture of a file's row (an <img>, not the icon shown without one). */
  thumbnail(title: string): Locator {
    return this.row(title).locator(`img[alt="${title.replace(/"/g, '\\"')}"]`);
  }
  get uploadButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.text('library.upload'), exact: true });
  }
  get uploadInput(): Locator {
    return this.shell.main.getByLabel(this.text('library.uploadFiles'));
  }
  get newFolderButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.text('library.newFolder') });
  }
  get search(): Locator {
    return this.shell.main.getByRole('searchbox', { name: this.text('library.search') });
  }
  get typeFilter(): Locator {
    return this.shell.main.getByRole('combobox', { name: this.text('library.filterType') });
  }
  openFolderButton(title: string): Locator {
    return this.shell.main.getByRole('button', { name: this.text('library.openNamed', { title }) });
  }
  pathLink(name: string): Locator {
    return this.path.getByRole('button', { name, exact: true });
  }
  actionsButton(title: string): Locator {
    return this.shell.main.getByRole('button', { name: this.text('library.actionsLabel', { title }) });
  }
  /** An entry of the open row menu, by its locale key (e.g. `library.actions.move`, `common.delete`). */
  menuItem(key: string): Locator {
    return this.page.getByRole('menuitem', { name: this.text(key), exact: true });
  }
  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  async newFolder(name: string): Promise<void> {
    await this.newFolderButton.click();
    const dialog = this.dialog(this.text('library.newFolderTitle'));
    await dialog.getByRole('textbox', { name: this.text('library.folderName') }).fill(name);
    await dialog.getByRole('button', { name: this.text('library.create') }).click();
  }

  async openFolder(name: string): Promise<void> {
    await this.openFolderButton(name).click();
    await this.table(name).waitFor();
  }

  async upload(files: MediaFile[]): Promise<void> {
    await this.uploadInput.setInputFiles(files);
  }

  /** Opens a row's menu and picks one of its entries. */
  async act(title: string, key: string): Promise<void> {
    await this.actionsButton(title).click();
    await this.menuItem(key).click();
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
    await this.page.waitForURL((url) => (url.searchParams.get('search') ?? '') === text.trim());
  }
}
