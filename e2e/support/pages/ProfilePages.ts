import type { FileChooser, Locator, Page } from 'playwright-core';

type FilePayload = Exclude<Parameters<FileChooser['setFiles']>[0], string | readonly string[]>;
import type { Shell } from './Shell.js';

/** /profile/general: the picture with "Change picture", the new-user mail, the form. */
export class ProfileGeneralPage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  get heading(): Locator {
    return this.shell.main.getByRole('heading', { level: 1, name: this.shell.text('profile.title') });
  }
  get changePictureButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('profile.changePicture') });
  }
  get sendNewUserEmailButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('profile.sendNewUserEmail') });
  }
  /** The page's avatar picture (the top bar's is decorative). */
  picture(fullName: string): Locator {
    return this.shell.main.getByRole('img', { name: fullName });
  }
  /** The top bar's avatar picture inside the "My profile" link. */
  get topBarPicture(): Locator {
    return this.shell.profileLink.locator('img');
  }

  /** Chooses the file through the button, as a user does (the browser's file chooser). */
  async changePicture(file: FilePayload): Promise<void> {
    const [chooser] = await Promise.all([this.page.waitForEvent('filechooser'), this.changePictureButton.click()]);
    await chooser.setFiles(file);
  }
}

/** /profile/quick-messages: the add form, the list with Edit and Delete per message, the edit dialog. */
export class QuickMessagesPage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  get newMessage(): Locator {
    return this.shell.main.getByRole('textbox', { name: this.shell.text('profile.message') });
  }
  get addButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text('profile.addMessage') });
  }
  get list(): Locator {
    return this.shell.main.getByRole('list', { name: this.shell.text('profile.messagesLabel') });
  }
  get editDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('profile.editMessage') });
  }
  get deleteDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.shell.text('profile.deleteMessage') });
  }

  item(text: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: text });
  }

  async add(text: string): Promise<void> {
    await this.newMessage.fill(text);
    await this.addButton.click();
  }

  async edit(current: string, next: string): Promise<void> {
    await this.item(current)
      .getByRole('button', { name: this.shell.text('profile.editMessage') })
      .click();
    const field = this.editDialog.getByRole('textbox', { name: this.shell.text('profile.message') });
    await field.fill(next);
    await this.editDialog.getByRole('button', { name: this.shell.text('form.save') }).click();
  }

  async delete(text: string): Promise<void> {
    await this.item(text)
      .getByRole('button', { name: this.shell.text('profile.deleteMessage') })
      .click();
    await this.deleteDialog.getByRole('button', { name: this.shell.text('common.delete') }).click();
  }
}
