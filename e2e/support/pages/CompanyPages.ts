import type { FileChooser, Locator, Page } from 'playwright-core';
import type { Shell } from './Shell.js';

type FilePayload = Exclude<Parameters<FileChooser['setFiles']>[0], string | readonly string[]>;

/** A table's body rows (the header row has column headers, not cells). */
function bodyRows(page: Page, table: Locator): Locator {
  return table.getByRole('row').filter({ has: page.getByRole('cell') });
}

/** /company: the company list, its search and the Add company dialog. */
export class CompanyListPage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  get heading(): Locator {
    return this.shell.main.getByRole('heading', { level: 1 });
  }
  get table(): Locator {
    return this.shell.main.getByRole('table', { name: this.shell.text('companies.tableLabel') });
  }
  get rows(): Locator {
    return bodyRows(this.page, this.table);
  }
  get search(): Locator {
    return this.shell.main.getByRole('searchbox', { name: this.shell.text('lists.search') });
  }
  get addButton(): Locator {
    return this.page.getByRole('button', { name: this.shell.text('companies.add') });
  }
  get addDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('companies.addTitle') });
  }
  sortBy(column: 'name' | 'createdAt'): Locator {
    return this.table.getByRole('button', { name: this.shell.text(`companies.${column}`) });
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
    await this.page.waitForURL((url) => (url.searchParams.get('search') ?? '') === text.trim());
  }

  async addCompany(name: string): Promise<void> {
    await this.addButton.click();
    await this.addDialog.getByRole('textbox', { name: this.shell.text('companies.name') }).fill(name);
    await this.addDialog.getByRole('button', { name: this.shell.text('form.save') }).click();
  }
}

/** /company/{id}/*: the frame (picture, name, tabs) and each tab's controls. */
export class CompanyPage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  get heading(): Locator {
    return this.shell.main.getByRole('heading', { level: 1 });
  }
  get tabs(): Locator {
    return this.shell.main.getByRole('tablist', { name: this.shell.text('tabs.company') });
  }
  tab(name: string): Locator {
    return this.tabs.getByRole('tab', { name });
  }
  /** The pictures of the company shown on the page (the frame's and the General tab's). */
  get pictures(): Locator {
    return this.shell.main.locator('img');
  }

  // General
  get nameField(): Locator {
    return this.shell.main.getByRole('textbox', { name: this.shell.text('companies.name') });
  }
  get saveButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('form.save') });
  }
  get changePictureButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('companies.changePicture') });
  }
  flag(label: string): Locator {
    return this.shell.main.getByRole('switch', { name: label });
  }
  get deleteButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('companies.deleteTitle') });
  }
  get deleteDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('companies.deleteTitle') });
  }

  async changePicture(file: FilePayload): Promise<void> {
    const [chooser] = await Promise.all([this.page.waitForEvent('filechooser'), this.changePictureButton.click()]);
    await chooser.setFiles(file);
  }

  // Team (staff)
  get staffTable(): Locator {
    return this.shell.main.getByRole('table', { name: /./ });
  }
  get staffRows(): Locator {
    return bodyRows(this.page, this.staffTable);
  }
  get addUserButton(): Locator {
    return this.page.getByRole('button', { name: this.shell.text('companies.addUser') });
  }
  get addUserDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('companies.addUserTitle') });
  }
  get editUserDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('companies.editUserTitle') });
  }
  editUserButton(fullName: string): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('companies.editUser', { name: fullName }) });
  }
  surveySwitch(fullName: string): Locator {
    return this.shell.main.getByRole('switch', { name: this.shell.text('companies.surveyFor', { name: fullName }) });
  }
  get roleFilter(): Locator {
    return this.shell.main.getByRole('combobox', { name: this.shell.text('companies.role') });
  }
  personField(dialog: Locator, key: 'firstName' | 'lastName' | 'email'): Locator {
    return dialog.getByRole('textbox', { name: this.shell.text(`companies.${key}`) });
  }

  async chooseOption(combobox: Locator, name: string): Promise<void> {
    await combobox.click();
    await this.page.getByRole('option', { name, exact: true }).click();
    // The menu fades out: gone before anything else is looked at (axe sees a fading option as low contrast).
    await this.page.getByRole('listbox', { includeHidden: true }).waitFor({ state: 'detached' });
  }

  /** A multiple select: the options ticked, then the menu closed. */
  async chooseOptions(combobox: Locator, names: string[]): Promise<void> {
    await combobox.click();
    for (const name of names) await this.page.getByRole('option', { name, exact: true }).click();
    await this.page.keyboard.press('Escape');
    await this.page.getByRole('listbox', { includeHidden: true }).waitFor({ state: 'detached' });
  }

  // Programs
  get programsTable(): Locator {
    return this.shell.main.getByRole('table', { name: /./ });
  }
  programRow(name: string): Locator {
    return bodyRows(this.page, this.programsTable).filter({ hasText: name });
  }
  get addProgramButton(): Locator {
    return this.page.getByRole('button', { name: this.shell.text('companies.addProgram') });
  }
  get addProgramDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('companies.addProgramTitle') });
  }
  get editProgramDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('companies.editProgramTitle') });
  }
  programButton(key: 'manageProfiles' | 'editProgram' | 'deleteProgram', program: string): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text(`companies.${key}`, { name: program }) });
  }
  activeSwitch(program: string): Locator {
    return this.shell.main.getByRole('switch', { name: this.shell.text('companies.activeFor', { name: program }) });
  }
  profilesDialog(program: string): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('companies.profilesTitle', { name: program }) });
  }
  get assignAllButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('companies.assignAll') });
  }
  get assignAllDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('companies.assignAll') });
  }
  get deleteProgramDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('companies.deleteProgramTitle') });
  }
}
