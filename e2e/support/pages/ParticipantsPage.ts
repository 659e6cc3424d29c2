import type { Participant } from '@stride/contracts';
import type { Locator, Page } from 'playwright-core';
import { apiFromPage } from '../session.js';
import { shotIfAsked } from '../shots.js';
import type { Shell } from './Shell.js';

/** /participants: the list, its search, filters, filter chips, sortable headers, paging and the Add dialog. */
export class ParticipantsPage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  get heading(): Locator {
    return this.shell.main.getByRole('heading', { level: 1 });
  }
  get table(): Locator {
    return this.shell.main.getByRole('table', { name: this.shell.text('participants.tableLabel') });
  }
  get search(): Locator {
    return this.shell.main.getByRole('searchbox', { name: this.shell.text('participants.search') });
  }
  get addButton(): Locator {
    return this.page.getByRole('button', { name: this.shell.text('participants.add') });
  }
  get addDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('participants.addTitle') });
  }
  get nextPage(): Locator {
    // The shell's nested `lists.goTo.*` strings are out of t()'s reach (it reads `section.key`).
    return this.shell.main.getByRole('button', { name: /next page/i });
  }
  /** The body rows (the header row has column headers, not cells). */
  get rows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  /** A filter by its label's key, or by its words (the flags are named after their tabs). */
  filter(label: string): Locator {
    const name = label.includes('.') ? this.shell.text(label) : label;
    return this.shell.main.getByRole('combobox', { name, exact: true });
  }

  /** The removable chip of a filter the screen has no control for, by its words. */
  chip(text: string): Locator {
    return this.shell.main.getByRole('button', {
      name: this.shell.text('participants.chipRemove', { filter: text }),
    });
  }

  columnHeader(labelKey: string): Locator {
    return this.table.getByRole('columnheader', { name: this.shell.text(labelKey) });
  }

  rowWith(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** The names in the name column, top to bottom. */
  async names(): Promise<string[]> {
    return this.rows.getByRole('link').allInnerTexts();
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(new URL(`/participants${query}`, this.page.url()).toString());
    await this.table.waitFor();
  }

  /** Waits until the table shows exactly these names (the list follows the address after a change). */
  async waitForNames(expected: readonly string[]): Promise<void> {
    await this.page.waitForFunction(
      ({ label, names }) => {
        const table = document.querySelector(`table[aria-label="${label}"]`);
        const shown = [...(table?.querySelectorAll('tbody a') ?? [])].map((a) => a.textContent?.trim());
        return shown.length === names.length && shown.every((name, i) => name === names[i]);
      },
      { label: this.shell.text('participants.tableLabel'), names: [...expected] },
    );
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
    await this.page.waitForURL((url) => (url.searchParams.get('search') ?? '') === text.trim());
  }

  async choose(label: string, option: string): Promise<void> {
    await this.filter(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The open Add participant dialog, filled and saved (language and placement left at their defaults). */
  async addParticipant(p: { firstName: string; lastName: string; email: string }): Promise<void> {
    await this.addButton.click();
    const dialog = this.addDialog;
    await dialog.getByRole('textbox', { name: this.shell.text('participants.firstName') }).fill(p.firstName);
    await dialog.getByRole('textbox', { name: this.shell.text('participants.lastName') }).fill(p.lastName);
    await dialog.getByRole('textbox', { name: this.shell.text('participants.email') }).fill(p.email);
    await shotIfAsked(this.page, 'participants-add-dialog');
    await dialog.getByRole('button', { name: this.shell.text('form.save') }).click();
  }
}

/** /participants/{id}/*: the frame (name, status, program, Sign in as, tabs) and the General tab. */
export class ParticipantPage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  get heading(): Locator {
    return this.shell.main.getByRole('heading', { level: 1 });
  }
  get tabs(): Locator {
    return this.shell.main.getByRole('tablist', { name: this.shell.text('tabs.participant') });
  }
  tab(name: string): Locator {
    return this.tabs.getByRole('tab', { name, exact: true });
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
  get saveButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('form.save'), exact: true }).first();
  }
  field(labelKey: string): Locator {
    return this.shell.main.getByRole('textbox', { name: this.shell.text(labelKey), exact: true });
  }
  /** Picks an option of one of the form's selects. */
  async choose(labelKey: string, option: string): Promise<void> {
    await this.shell.main.getByRole('combobox', { name: this.shell.text(labelKey), exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
  /** A flag's switch, named after the tab it opens (e.g. the Journal route's title). */
  flagSwitch(tabTitle: string): Locator {
    return this.shell.main.getByRole('switch', { name: tabTitle, exact: true });
  }
  button(labelKey: string): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text(labelKey), exact: true });
  }
  /** The status chip of the frame (Active or Inactive). */
  status(labelKey: 'common.active' | 'common.inactive'): Locator {
    return this.shell.main.getByText(this.shell.text(labelKey), { exact: true });
  }

  async open(userId: number, tab = 'general'): Promise<void> {
    await this.page.goto(new URL(`/participants/${userId}/${tab}`, this.page.url()).toString());
  }

  /** Confirms the open ConfirmDialog with its button. */
  async confirm(titleText: string, buttonKey: string): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: titleText });
    await dialog.getByRole('button', { name: this.shell.text(buttonKey), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}

/** A participant added through the API with the page's token (a fixture the test owns). */
export async function createParticipant(
  page: Page,
  body: { firstName: string; lastName: string; email: string; practiceId?: number | null },
): Promise<Participant> {
  const created = await apiFromPage<Participant>(page, 'POST', '/participants', body);
  if (created.status !== 201) throw new Error(`POST /api/participants answered ${created.status}`);
  return created.body;
}
