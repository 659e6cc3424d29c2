import type { Locator, Page } from 'playwright-core';
import type { Shell } from './Shell.js';

/** /bhusers: the team list, its search, role filter and the Add team user dialog. */
export class TeamListPage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  get table(): Locator {
    return this.shell.main.getByRole('table', { name: this.shell.text('team.tableLabel') });
  }
  get search(): Locator {
    return this.shell.main.getByRole('searchbox', { name: this.shell.text('lists.search') });
  }
  get roleFilter(): Locator {
    return this.shell.main.getByRole('combobox', { name: this.shell.text('team.role') });
  }
  get addButton(): Locator {
    return this.page.getByRole('button', { name: this.shell.text('team.add') });
  }
  get addDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('team.addTitle') });
  }
  /** The body rows (the header row has column headers, not cells). */
  get rows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  rowWith(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
    await this.page.waitForURL((url) => (url.searchParams.get('search') ?? '') === text.trim());
  }

  async chooseRole(name: string): Promise<void> {
    await this.roleFilter.click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** The open Add team user dialog, filled and saved. */
  async fillAndSave(user: { firstName: string; lastName: string; email: string; role: string }): Promise<void> {
    const dialog = this.addDialog;
    await dialog.getByRole('textbox', { name: this.shell.text('team.firstName') }).fill(user.firstName);
    await dialog.getByRole('textbox', { name: this.shell.text('team.lastName') }).fill(user.lastName);
    await dialog.getByRole('textbox', { name: this.shell.text('team.email') }).fill(user.email);
    await dialog.getByRole('combobox', { name: this.shell.text('team.role') }).click();
    await this.page.getByRole('option', { name: user.role, exact: true }).click();
    await dialog.getByRole('button', { name: this.shell.text('form.save') }).click();
  }
}

/** /bhusers/{id}/*: the member's frame (name, actions, tabs) and the General tab's form. */
export class TeamMemberPage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  get heading(): Locator {
    return this.shell.main.getByRole('heading', { level: 1 });
  }
  get tabs(): Locator {
    return this.shell.main.getByRole('tablist', { name: this.shell.text('tabs.bhuser') });
  }
  get signInAsButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('common.signInAs') });
  }
  /** "Sign in as", confirmed in the dialog that names the person. */
  async signInAs(): Promise<void> {
    await this.signInAsButton.click();
    const confirm = this.page.getByRole('dialog');
    await confirm.getByRole('button', { name: this.shell.text('common.signInAs'), exact: true }).click();
  }
  get sendNewUserEmailButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('profile.sendNewUserEmail') });
  }
  get saveButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('form.save') });
  }

  field(key: 'firstName' | 'lastName' | 'email'): Locator {
    return this.shell.main.getByRole('textbox', { name: this.shell.text(`team.${key}`) });
  }
}
